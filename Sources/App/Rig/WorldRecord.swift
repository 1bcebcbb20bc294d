import Host
import CarApp

/// A cue on the virtual timeline (Q1-Q8).
public struct CueLogEntry: Hashable, Sendable {
    /// The cue that sounded (Q1-Q6).
    public var cue: Cue
    /// When it started sounding.
    public var start: Instant
    /// When it ends (`start` plus the cue's length).
    public var end: Instant
}

/// A telemetry event with its time.
public struct TelemetryRecord: Hashable, Sendable {
    /// When it was recorded.
    public var at: Instant
    /// The event, as the app recorded it (after the `Call telemetry` level, Y5).
    public var event: TelemetryEvent
}

/// What a world has done: it grows, but is never hashed or compared (DESIGN.md). The part any
/// run records (the log, the timeline, the failures) is a `RunRecord` (`run`, what the drill
/// reports read); the world adds its cues as the app's `Cue`s and its telemetry.
///
/// The history (log, cues, telemetry, timeline) lives in one copy-on-write box, and a world
/// that keeps none has no box at all: the explorer copies a world for every transition, and
/// each array would be one more reference to retain and release.
public struct WorldRecord: Sendable {
    /// The history. Changed only through `history()`, which copies a shared box first.
    private final class History: @unchecked Sendable {
        var run = RunRecord()
        var cues: [CueLogEntry] = []
        var telemetry: [TelemetryRecord] = []
        var telemetryBatches: [(at: Instant, events: [TelemetryEvent])] = []

        init() {}

        func copy() -> History {
            let c = History()
            c.run = run
            c.cues = cues
            c.telemetry = telemetry
            c.telemetryBatches = telemetryBatches
            return c
        }
    }

    private var box: History? = History()

    /// The log lines, in order (H11).
    public var log: [LogLine] { box?.run.log ?? [] }
    /// The cues on the virtual timeline (Q1-Q8).
    public var cues: [CueLogEntry] { box?.cues ?? [] }
    /// The telemetry events recorded (Y1).
    public var telemetry: [TelemetryRecord] { box?.telemetry ?? [] }
    /// Y2: the batches of telemetry that went out, with their times.
    public var telemetryBatches: [(at: Instant, events: [TelemetryEvent])] { box?.telemetryBatches ?? [] }
    /// Screen changes and timers, in order (for the trace).
    public var timeline: [TimelineEvent] { box?.run.timeline ?? [] }
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

    /// What any run records, for the reports: the log, the timeline, the cues by name, the failures.
    public var run: RunRecord {
        var run = box?.run ?? RunRecord()
        run.cues = cues.map { RunRecord.CueMark(name: $0.cue.rawValue, start: $0.start, end: $0.end) }
        run.failures = failures
        return run
    }

    /// The history box, for changing: nil when no history is kept; copied first when shared.
    private mutating func history() -> History? {
        guard let b = box else { return nil }
        if !isKnownUniquelyReferenced(&box) { box = b.copy() }
        return box
    }

    /// Appends a log line of `source`'s (built only when history is kept).
    public mutating func append(_ source: LogLine.Source, _ text: @autoclosure () -> String, at: Instant) {
        history()?.run.append(source, text(), at: at)
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
    public mutating func appendTimeline(_ event: TimelineEvent) { history()?.run.appendTimeline(event) }

    /// Records what the car (or the phone) shows as `line` at `at`, if it changed
    /// (`RunRecord.noteScreen`).
    mutating func noteScreen(_ kind: TimelineEvent.Kind, _ line: String, at: Instant) { history()?.run.noteScreen(kind, line, at: at) }

    /// The host log alone (the seed keeps it as carplay-host-log.txt).
    public var hostLog: [LogLine] { box?.run.hostLog ?? [] }
    /// The app log and the host log merged in time order (H11).
    public var mergedLog: [LogLine] { log }
    /// The crashes only.
    public var crashes: [CrashReport] { failures.filter { $0.kind == .crash } }
}
