import Host
import CarApp

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

/// A cue on the virtual timeline (Q1-Q8).
public struct CueLogEntry: Hashable, Sendable {
    /// The cue that sounded (Q1-Q6).
    public var cue: Cue
    /// When it started sounding.
    public var start: Instant
    /// When it ends (`start` plus the cue's length).
    public var end: Instant
}

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
    /// The car's or the phone's line (`CarDisplay.line`), or the timer's name.
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

/// A telemetry event with its time.
public struct TelemetryRecord: Hashable, Sendable {
    /// When it was recorded.
    public var at: Instant
    /// The event, as the app recorded it (after the `Call telemetry` level, Y5).
    public var event: TelemetryEvent
}

/// What a world has done: it grows, but is never hashed or compared (DESIGN.md).
///
/// The history (log, cues, telemetry, timeline) lives in one copy-on-write box, and a world
/// that keeps none has no box at all: the explorer copies a world for every transition, and
/// each array would be one more reference to retain and release.
public struct WorldRecord: Sendable {
    /// The history's arrays. Changed only through `history()`, which copies a shared box first.
    private final class History: @unchecked Sendable {
        var log: [LogLine] = []
        var cues: [CueLogEntry] = []
        var telemetry: [TelemetryRecord] = []
        var telemetryBatches: [(at: Instant, events: [TelemetryEvent])] = []
        var timeline: [TimelineEvent] = []
        var sequence = 0

        init() {}

        func copy() -> History {
            let c = History()
            c.log = log
            c.cues = cues
            c.telemetry = telemetry
            c.telemetryBatches = telemetryBatches
            c.timeline = timeline
            c.sequence = sequence
            return c
        }
    }

    private var box: History? = History()

    /// The log lines, in order (H11).
    public var log: [LogLine] { box?.log ?? [] }
    /// The cues on the virtual timeline (Q1-Q8).
    public var cues: [CueLogEntry] { box?.cues ?? [] }
    /// The telemetry events recorded (Y1).
    public var telemetry: [TelemetryRecord] { box?.telemetry ?? [] }
    /// Y2: the batches of telemetry that went out, with their times.
    public var telemetryBatches: [(at: Instant, events: [TelemetryEvent])] { box?.telemetryBatches ?? [] }
    /// Screen changes and timers, in order (for the trace).
    public var timeline: [TimelineEvent] { box?.timeline ?? [] }
    /// Crashes and broken invariants, in order (kept with or without history).
    public var failures: [CrashReport] = []
    /// How many events the world has delivered to the app (stimuli, timers, completions, the
    /// fakes' answers): the unit of the benchmark's events per second. Counted with or without
    /// history.
    public internal(set) var eventsDelivered = 0
    /// False to keep no log lines, cues or telemetry (the explorer needs only the failures).
    /// Set it through `World.keepsHistory`, which also stops the host building its log.
    public internal(set) var keepsHistory: Bool {
        get { box != nil }
        set { if !newValue { box = nil } else if box == nil { box = History() } }
    }

    /// A record with nothing in it yet, keeping history.
    public init() {}

    /// The history box, for changing: nil when no history is kept; copied first when shared.
    private mutating func history() -> History? {
        guard let b = box else { return nil }
        if !isKnownUniquelyReferenced(&box) { box = b.copy() }
        return box
    }

    /// Appends a log line (the world's own, and a team's scene's host log for its drill's reports).
    public mutating func append(_ source: LogLine.Source, _ text: @autoclosure () -> String, at: Instant) {
        guard let h = history() else { return }
        h.sequence += 1
        h.log.append(LogLine(at: at, sequence: h.sequence, source: source, text: text()))
    }

    mutating func appendCue(_ entry: CueLogEntry) { history()?.cues.append(entry) }

    /// Q7: every cue still sounding at `now` ends now.
    mutating func stopCues(at now: Instant) {
        guard let h = history() else { return }
        for i in h.cues.indices where h.cues[i].end > now { h.cues[i].end = now }
    }

    mutating func appendTelemetry(_ record: TelemetryRecord) { history()?.telemetry.append(record) }

    mutating func appendBatch(_ batch: [TelemetryEvent], at: Instant) { history()?.telemetryBatches.append((at, batch)) }

    /// Appends a screen change or a timer to the trace's timeline.
    public mutating func appendTimeline(_ event: TimelineEvent) { history()?.timeline.append(event) }

    /// The host log alone (the seed keeps it as carplay-host-log.txt).
    public var hostLog: [LogLine] { log.filter { $0.source == .host } }
    /// The app log and the host log merged in time order (H11).
    public var mergedLog: [LogLine] { log }
    /// The crashes only.
    public var crashes: [CrashReport] { failures.filter { $0.kind == .crash } }
}
