import Host
import CarApp

/// What the server and Realtime fakes ask of the world: an event for the app at this instant
/// (after the current one, H4's "later"), a timer of the world's, a line for the world's log.
public enum FakeOutput: Hashable, Sendable {
    /// The app hears `event` once the events ahead of it have run.
    case deliver(AppEvent)
    /// Start (or restart) a world timer, due `after` ms from now.
    case startTimer(WorldTimer, after: Millis)
    /// Cancel a world timer.
    case cancelTimer(WorldTimer)
    /// A line for the log, as the world's or (what the app did to the socket) as the app's.
    case log(LogLine.Source, String)
}
