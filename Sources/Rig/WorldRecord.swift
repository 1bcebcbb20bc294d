import Host
import CarApp

/// One line of a log, stamped with time and a global sequence so logs merge in order (H11).
public struct LogLine: Hashable, Sendable, CustomStringConvertible {
    public enum Source: String, Hashable, Sendable { case app, host, world }
    public var at: Instant
    public var sequence: Int
    public var source: Source
    public var text: String
    public var description: String { "\(at) [\(source.rawValue)] \(text)" }
}

/// A cue on the virtual timeline (Q1-Q8).
public struct CueLogEntry: Hashable, Sendable {
    public var cue: Cue
    public var start: Instant
    public var end: Instant
}

/// A change a timeline (the trace report) shows: what the car or the phone shows, or a timer
/// that ran from `start` to `end`.
public struct TimelineEvent: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case car, phone, timer }
    public var kind: Kind
    public var name: String
    public var start: Instant
    /// For timers: when it fired. For screens: nil (it lasts until the next change).
    public var end: Instant?
}

/// A telemetry event with its time.
public struct TelemetryRecord: Hashable, Sendable {
    public var at: Instant
    public var event: TelemetryEvent
}

/// What a world has done: it grows, but is never hashed or compared (DESIGN.md).
public struct WorldRecord: Sendable {
    public private(set) var log: [LogLine] = []
    public var cues: [CueLogEntry] = []
    public var telemetry: [TelemetryRecord] = []
    /// Y2: the batches of telemetry that went out, with their times.
    public var telemetryBatches: [(at: Instant, events: [TelemetryEvent])] = []
    /// Crashes and broken invariants, in order.
    public var failures: [CrashReport] = []
    /// Screen changes and timers, in order (for the trace).
    public var timeline: [TimelineEvent] = []
    /// How many events the world has delivered to the app (stimuli, timers, completions, the
    /// fakes' answers): the unit of the benchmark's events per second. Counted with or without
    /// history.
    public internal(set) var eventsDelivered = 0
    /// False to keep no log lines, cues or telemetry (the explorer needs only the failures).
    /// Set it through `World.keepsHistory`, which also stops the host building its log.
    public internal(set) var keepsHistory = true
    private var sequence = 0

    public init() {}

    mutating func append(_ source: LogLine.Source, _ text: @autoclosure () -> String, at: Instant) {
        guard keepsHistory else { return }
        sequence += 1
        log.append(LogLine(at: at, sequence: sequence, source: source, text: text()))
    }

    /// The host log alone (the seed keeps it as carplay-host-log.txt).
    public var hostLog: [LogLine] { log.filter { $0.source == .host } }
    /// The app log and the host log merged in time order (H11).
    public var mergedLog: [LogLine] { log }
    /// The crashes only.
    public var crashes: [CrashReport] { failures.filter { $0.kind == .crash } }
}
