/// A change a timeline (the trace report) shows: what the car or the phone shows, or a timer
/// that ran from `start` to `end`.
public struct TimelineEvent: Hashable, Sendable {
    /// What changed.
    public enum Kind: String, Hashable, Sendable {
        /// What the car shows.
        case car
        /// What the phone shows.
        case phone
        /// A timer that ran.
        case timer
    }
    /// A change on the car or the phone, or a timer.
    public var kind: Kind
    /// The car's or the phone's line (as the report shows it), or the timer's name.
    public var name: String
    /// When it changed, or when the timer was started.
    public var start: Instant
    /// For timers: when it fired. For screens: nil (it lasts until the next change).
    public var end: Instant?

    /// A timeline entry; `end` nil for a screen.
    public init(kind: Kind, name: String, start: Instant, end: Instant?) {
        self.kind = kind
        self.name = name
        self.start = start
        self.end = end
    }
}
