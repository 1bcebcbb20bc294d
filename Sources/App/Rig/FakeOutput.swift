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
    case log(LogLine.Source, Line)

    /// What a fake logs, as words only when the log is kept (`text`): the explorer keeps no
    /// log, and builds no text for one.
    public enum Line: Hashable, Sendable {
        /// The microphone is sent as silence (true) or as audio.
        case sentAsSilence(Bool)
        /// The cue gate holds the microphone (true) or opens it again.
        case cueGate(Bool)
        /// M1: the stalled microphone is replaced by silence (true), or its audio is back.
        case stalledAsSilence(Bool)
        /// The server turned voice on for a conversation.
        case voiceOn(conversation: Int)

        /// The line as the log writes it.
        public var text: String {
            switch self {
            case .sentAsSilence(let on): return "microphone sent as \(on ? "silence" : "audio")"
            case .cueGate(let on): return "cue gate: microphone \(on ? "sent as silence" : "open again")"
            case .stalledAsSilence(let on): return "microphone stalled: \(on ? "silence in its place" : "audio again")"
            case .voiceOn(let conversation): return "server: voice on for conversation \(conversation)"
            }
        }
    }
}
