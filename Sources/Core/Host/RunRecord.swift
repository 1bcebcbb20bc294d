/// What a run recorded, whatever the scene on the car: the log (the app's, the host's and the
/// harness's lines merged in order, H11), the timeline of what the car and the phone showed and
/// of the timers, the cues on the virtual clock, and the failures (B6, D7). The drill reports
/// read this; the built-in app's world keeps a fuller record (its telemetry too) and hands
/// this part over.
public struct RunRecord: Sendable {
    /// A cue on the virtual timeline: its name, when it started and when it ended (Q1-Q8).
    public struct CueMark: Hashable, Sendable {
        /// The cue's name (`listening`).
        public var name: String
        /// When it started sounding.
        public var start: Instant
        /// When it ended.
        public var end: Instant

        /// A cue `name` sounding from `start` to `end`.
        public init(name: String, start: Instant, end: Instant) {
            self.name = name
            self.start = start
            self.end = end
        }
    }

    /// The log lines, in order (H11).
    public private(set) var log: [LogLine] = []
    /// Screen changes and timers, in order (for the trace).
    public private(set) var timeline: [TimelineEvent] = []
    /// The cues on the virtual timeline, in the order they started.
    public var cues: [CueMark] = []
    /// Crashes and broken invariants, in order.
    public var failures: [CrashReport] = []
    private var sequence = 0

    /// A record with nothing in it yet.
    public init() {}

    /// Appends a line of `source`'s at `at`, numbered after every line before it (H11).
    public mutating func append(_ source: LogLine.Source, _ text: String, at: Instant) {
        sequence += 1
        log.append(LogLine(at: at, sequence: sequence, source: source, text: text))
    }

    /// Appends a screen change or a timer to the timeline.
    public mutating func appendTimeline(_ event: TimelineEvent) { timeline.append(event) }

    /// Records what the car (or the phone) shows as `line` at `at`, if it changed since the
    /// timeline last said.
    public mutating func noteScreen(_ kind: TimelineEvent.Kind, _ line: String, at: Instant) {
        guard timeline.last(where: { $0.kind == kind })?.name != line else { return }
        timeline.append(TimelineEvent(kind: kind, name: line, start: at, end: nil))
    }

    /// The host log alone (the seed keeps it as carplay-host-log.txt).
    public var hostLog: [LogLine] { log.filter { $0.source == .host } }
    /// The app log and the host log merged in time order (H11).
    public var mergedLog: [LogLine] { log }
    /// The crashes only.
    public var crashes: [CrashReport] { failures.filter { $0.kind == .crash } }
}
