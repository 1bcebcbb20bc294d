/// One line of a log, stamped with time and a global sequence so logs merge in order (H11).
public struct LogLine: Hashable, Sendable, CustomStringConvertible {
    /// Who wrote the line.
    public enum Source: String, Hashable, Sendable {
        /// The app under test (its scene, the navigator).
        case app
        /// The head unit (H11: every call the app made, with time).
        case host
        /// The rig itself: steps, the fakes, timers, crashes.
        case world
    }
    /// When it was written.
    public var at: Instant
    /// Its place among every line of the run, so the app's, the host's and the world's logs merge
    /// in order (H11).
    public var sequence: Int
    /// Who wrote it: the app, the host or the rig.
    public var source: Source
    /// The line itself, without its time or source.
    public var text: String
    /// `12.345s [host] call 1: animation finished`: the line as logs print it.
    public var description: String { "\(at) [\(source.rawValue)] \(text)" }
}
