import Host

/// The car's retries (L4-L6, T5): a failed attempt or a dropped call is tried again on the same
/// conversation after 2 s, 5 s and 15 s, within 30 s of the tap or the drop.
public struct Retry: Reducer, Hashable, Sendable {
    /// Where retrying stands; the home's first tile reads it (T5).
    public enum Status: Hashable, Sendable {
        /// No round: the first tile is Continue (with no open conversation, New stands alone: T2).
        case idle
        /// T5: a round runs on `conversation`: the first tile reads `Live Mode unavailable,
        /// retrying…` and does nothing.
        case retrying(conversation: Int)
        /// T5: retrying stopped (L5): the first tile reads `Live Mode unavailable. Tap to retry.`;
        /// a tap tries `conversation` again with a fresh count and window.
        case gaveUp(conversation: Int)
    }

    /// What happens to a round. `keepsTelemetry` (where an event takes it) says whether retry
    /// events are recorded at all (Y5: nothing is built at `off`).
    public enum Event: Hashable, Sendable {
        /// L4, L5: an attempt on `conversation` failed or its call dropped; `windowStart` is the
        /// tap or the drop. The first failure starts a round (and its window); a round out of
        /// retries stops (`hasGivenUp`: the caller plays Failed then).
        case failed(conversation: Int, windowStart: Instant, keepsTelemetry: Bool)
        /// L4: the retry timer fired: the next attempt is due (`retry`).
        case retryTimerFired
        /// L5: the window closed; retrying stops.
        case windowClosed(keepsTelemetry: Bool)
        /// L6: ending the call ends the retries; a call that came up ends the round too.
        case reset
    }

    /// What a round asks of the scene: its two timers, telemetry (Y1) and the next attempt.
    public enum Output: Hashable, Sendable {
        /// Start a timer: the next retry (L4) or the round's window (L5).
        case startTimer(TimerID, after: Millis)
        /// Cancel a timer of the round (L6: ending the call ends the retries).
        case cancelTimer(TimerID)
        /// Y1: record a retry event.
        case telemetry(TelemetryEvent)
        /// L4: start the next attempt, on `conversation`.
        case retry(conversation: Int)
    }

    /// Where the round stands.
    public private(set) var status: Status = .idle
    /// How many retries have been started in this round.
    public private(set) var retriesUsed = 0
    /// L4: the delays before each retry.
    public var delays: [Millis]
    /// L5: the window, from the tap or the drop.
    public var windowMs: Millis

    /// A round not yet started: retries after each of `delays` (L4), within `windowMs` of the tap
    /// or the drop (L5).
    public init(delays: [Millis] = [2_000, 5_000, 15_000], windowMs: Millis = 30_000) {
        self.delays = delays
        self.windowMs = windowMs
    }

    /// Hashed by its fingerprint (where the round stands).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// True while a round is running (between the first failure and giving up).
    public var isRetrying: Bool { if case .retrying = status { return true } else { return false } }
    /// True once retrying has stopped (L5), until the next round or a reset: after `failed`, the
    /// failure that stopped it.
    public var hasGivenUp: Bool { if case .gaveUp = status { return true } else { return false } }

    /// Handles one event, appending the timers, the telemetry and the next attempt to `out`.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        switch event {
        case .failed(let conversation, let windowStart, let keepsTelemetry):
            failed(conversation: conversation, windowStart: windowStart, now: now, keepsTelemetry: keepsTelemetry, into: &out)
        case .retryTimerFired:
            guard case .retrying(let conversation) = status else { return }
            retriesUsed += 1
            out.append(.retry(conversation: conversation))
        case .windowClosed(let keepsTelemetry):
            guard case .retrying(let conversation) = status else { return }
            stop(conversation, keepsTelemetry: keepsTelemetry, into: &out)
        case .reset:
            guard status != .idle else { return }
            status = .idle
            retriesUsed = 0
            out.append(.cancelTimer(.retry))
            out.append(.cancelTimer(.retryWindow))
        }
    }

    /// L4, L5: the first failure starts the round and its window; each schedules the next retry
    /// (and, when telemetry is kept, `retry.scheduled`) until the retries are spent.
    private mutating func failed(conversation: Int, windowStart: Instant, now: Instant, keepsTelemetry: Bool,
                                 into out: inout [Output]) {
        if !isRetrying {
            status = .retrying(conversation: conversation)
            retriesUsed = 0
            let left = windowMs - (now - windowStart)
            out.append(.startTimer(.retryWindow, after: max(0, left)))
        }
        guard retriesUsed < delays.count else { return stop(conversation, keepsTelemetry: keepsTelemetry, into: &out) }
        out.append(.startTimer(.retry, after: delays[retriesUsed]))
        if keepsTelemetry {
            out.append(.telemetry(TelemetryEvent("retry.scheduled", ["n": "\(retriesUsed + 1)", "delay_ms": "\(delays[retriesUsed])"])))
        }
    }

    private mutating func stop(_ conversation: Int, keepsTelemetry: Bool, into out: inout [Output]) {
        status = .gaveUp(conversation: conversation)
        out.append(.cancelTimer(.retry))
        out.append(.cancelTimer(.retryWindow))
        if keepsTelemetry { out.append(.telemetry(TelemetryEvent("retry.gave_up", ["retries": "\(retriesUsed)"]))) }
    }
}

extension Retry: Fingerprintable {
    /// Where the round stands; the delays and the window are configuration, fixed for a run.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(status)
        f.combine(retriesUsed)
    }
}

extension Retry.Status: Fingerprintable {
    /// The status's tag, one of three, then its conversation.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .idle: f.combine(tag: 0, of: 3)
        case .retrying(let conversation): f.combine(tag: 1, of: 3); f.combine(conversation)
        case .gaveUp(let conversation): f.combine(tag: 2, of: 3); f.combine(conversation)
        }
    }
}
