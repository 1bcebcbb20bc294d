import Host

/// Telemetry batching (Y2-Y5): events wait in a batch that goes out within 15 s of its first
/// event, at once when 40 are waiting, when a call ends, and when the app goes to the
/// background.
///
/// - Y2: the first event of a batch starts the 15 s timer; the 40th event sends the batch of 40
///   at once (and cancels the timer); `callEnded` and `appBackgrounded` send what waits. Record
///   a call's `call.end` event before sending `callEnded`, so the end travels with its batch.
/// - Y3: events never carry what was said; `transcriptLine(_:)` turns a line into its length.
/// - Y4: `relaunched(previousCallDiedIn:)` sends the end of the call the app died in, with
///   reason `abandoned`, at once (a call end sends its batch, Y2).
/// - Y5: `withoutCallID(_:inCall:)` takes the call id off taps and retries outside a call.
///   The level is the `Call telemetry` setting (`debug` by default): at `off` nothing is
///   recorded or sent; at `info` events whose name starts with `debug.` are dropped as they are
///   recorded; at `debug` everything goes.
///
/// Choices: on `relaunched`, events still waiting from before are dropped (a relaunch means the
/// app died and its memory with it; the rig only keeps this value across the death); a flush
/// with nothing waiting sends nothing (no empty batch); at `off` a flush drops what waits
/// instead of sending it.
///
/// ```swift
/// var b = TelemetryBatcher()
/// var out: [TelemetryBatcher.Output] = []
/// b.reduce(.record(TelemetryEvent("call.start")), now: .zero, into: &out)   // out: [.startTimer(after: 15_000)]
/// b.reduce(.appBackgrounded, now: Instant(ms: 10), into: &out)              // appends .send([call.start]), .cancelTimer
/// ```
public struct TelemetryBatcher: Reducer, Hashable, Sendable {
    /// Hashed by its fingerprint (the level and how many events wait).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// Y5: how much is sent, the `Call telemetry` setting.
    public enum Level: String, Hashable, Sendable, CaseIterable {
        /// Nothing is sent.
        case off
        /// Everything but events named `debug.…`.
        case info
        /// Everything (the default).
        case debug
    }

    /// What happened, as the batcher sees it.
    public enum Event: Hashable, Sendable {
        /// Y1: an event to send.
        case record(TelemetryEvent)
        /// Y2: a call ended: send what waits.
        case callEnded
        /// Y2: the app went to the background: send what waits.
        case appBackgrounded
        /// Y2: the 15 s timer fired.
        case timerFired
        /// Y4: the app launched again; `previousCallDiedIn` is the call it died in, if any.
        case relaunched(previousCallDiedIn: Int?)
    }

    /// What the batcher asks for.
    public enum Output: Hashable, Sendable {
        /// Y2: send one batch, oldest first.
        case send([TelemetryEvent])
        /// Y2: start the flush timer.
        case startTimer(after: Millis)
        /// Y2: cancel the flush timer.
        case cancelTimer
    }

    /// Y5: the setting's name on the phone.
    public static let settingName = "Call telemetry"
    /// Y3: the name of a transcript line's event.
    public static let transcriptLineName = "transcript.line"
    /// Y5: the field that carries the call's id.
    public static let callIDField = "call"

    /// Y5: the level (`Call telemetry`).
    public var level: Level
    /// Y2: a batch goes out this long after its first event.
    public var flushAfterMs: Millis
    /// Y2: a batch goes out at once when this many wait.
    public var batchSize: Int
    /// The events waiting, oldest first.
    public private(set) var waiting: [TelemetryEvent] = []

    /// A batcher with SPEC's numbers (15 s, 40) at the default level, `debug`.
    public init(level: Level = .debug, flushAfterMs: Millis = 15_000, batchSize: Int = 40) {
        self.level = level
        self.flushAfterMs = flushAfterMs
        self.batchSize = batchSize
    }

    /// Handles one event and appends the batches to send and the timer to set to `out`, in order.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        switch event {
        case .record(let e):
            guard admits(e) else { return }
            waiting.append(e)
            if waiting.count >= batchSize {
                // Y2: at once when 40 wait; the timer the first one started is not needed.
                flush(cancellingTimer: batchSize > 1, into: &out)
            } else if waiting.count == 1 {
                // Y2: the first event of a batch starts the 15 s.
                out.append(.startTimer(after: flushAfterMs))
            }
        case .timerFired:
            // Y2: 15 s after the first event; the timer is spent.
            flush(cancellingTimer: false, into: &out)
        case .callEnded, .appBackgrounded:
            // Y2: when a call ends, when the app goes to the background.
            flush(cancellingTimer: true, into: &out)
        case .relaunched(let died):
            // A relaunch starts from an empty memory: what waited died with the app.
            let hadTimer = !waiting.isEmpty
            waiting = []
            if hadTimer { out.append(.cancelTimer) }
            guard let call = died, level != .off else { return }
            // Y4: the call the app died in ends now, as `abandoned`; a call end sends (Y2).
            out.append(.send([TelemetryEvent("call.end", ["reason": "abandoned", Self.callIDField: "\(call)"])]))
        }
    }

    /// Y3: a transcript line as telemetry: its length in characters, never its words.
    ///
    /// ```swift
    /// TelemetryBatcher.transcriptLine("Turn left")   // transcript.line length=9
    /// ```
    public static func transcriptLine(_ text: String) -> TelemetryEvent {
        TelemetryEvent(transcriptLineName, ["length": "\(text.count)"])
    }

    /// Y5: whether an event is a tap or a retry: a name with a `tap` component (`car.tap`,
    /// `phone.tap`) or a first component starting with `retry` (`retry.scheduled`).
    public static func isTapOrRetry(_ event: TelemetryEvent) -> Bool {
        let parts = event.name.split(separator: ".")
        return parts.contains("tap") || (parts.first?.hasPrefix("retry") ?? false)
    }

    /// Y5: the event without its call id when it is a tap or a retry outside a call; any other
    /// event, or one inside a call, unchanged.
    ///
    /// ```swift
    /// TelemetryBatcher.withoutCallID(TelemetryEvent("car.tap", ["title": "New conversation", "call": "2"]), inCall: false)
    /// // car.tap title=New conversation
    /// ```
    public static func withoutCallID(_ event: TelemetryEvent, inCall: Bool) -> TelemetryEvent {
        guard !inCall, isTapOrRetry(event) else { return event }
        var e = event
        e.fields[callIDField] = nil
        return e
    }

    /// Y5: whether the level lets an event through.
    private func admits(_ event: TelemetryEvent) -> Bool {
        switch level {
        case .off: return false
        case .info: return !event.name.hasPrefix("debug.")
        case .debug: return true
        }
    }

    /// Y2: send what waits (nothing if nothing waits; dropped at `off`).
    private mutating func flush(cancellingTimer: Bool, into out: inout [Output]) {
        guard !waiting.isEmpty else { return }
        let batch = waiting
        waiting = []
        if level != .off { out.append(.send(batch)) }
        if cancellingTimer { out.append(.cancelTimer) }
    }
}

extension TelemetryBatcher: Fingerprintable {
    /// What decides the batcher's future is how many events wait, not what they say: worlds
    /// that differ only in the words of waiting events fingerprint alike (the explorer's
    /// visited set).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(level)
        f.combine(waiting.count)
    }
}

extension TelemetryBatcher.Level: Fingerprintable {
    /// The level's tag, one of three.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .off: tag = 0
        case .info: tag = 1
        case .debug: tag = 2
        }
        f.combine(tag: tag, of: 3)
    }
}
