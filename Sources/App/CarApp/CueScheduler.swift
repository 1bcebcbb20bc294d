import Host

/// Decides when cues sound on the virtual timeline (SPEC Q1-Q8); the sounds live in `Sound`.
///
/// A pure reducer: the call logic reports what happened (`speechStopped`, `toolStarted`, …) and
/// the scheduler answers with outputs as data — cues to start, a stop, timers, the microphone
/// gate. State is a plain `Hashable` value: no closures, no wall clock, no randomness.
///
/// ```swift
/// var cues = CueScheduler(routeLatencyMs: 40)
/// cues.reduce(.speechStopped, now: Instant(ms: 0))
/// // [.startTimer(.heard, after: 333), .startTimer(.thinking, after: 1000)]
/// ```
///
/// Choices where the SPEC leaves room (also in each rule's comment below):
/// - Q2: Heard is due exactly `heardDelayMs` (333 ms) after speech stops. A reply that starts
///   before then (330 ms) cancels it; a reply after (340 ms) comes after Heard, which the reply
///   then cuts short (Q7). At exactly 333 ms the clock decides: the rig fires the timer first,
///   so Heard starts and is stopped at once. With `listeningGated` Heard waits for
///   `answerPromised` instead of the 333 ms timer. Heard sounds at most once a turn.
/// - Q3: the first tick comes 1 s after speech stops, then one every second; the 45 s give-up
///   counts from the first tick of the run, and a tool ends the run: after the last tool ends the
///   next tick comes 1 s later and is the new first tick. The give-up's Failed obeys Q5's
///   once-a-turn rule.
/// - Q4: Working plays when the number of running tools goes from 0 to 1 and every 2.5 s while
///   any runs; a second concurrent tool joins that cadence without a pair of its own.
/// - Q5: a turn runs from one `speechStopped` to the next, so a failure reported at the reply's
///   end, or after it, counts against the turn the reply answered. `play(.failed)` (T4, L4) is
///   not limited by turns and does not use up the turn's Failed.
/// - Q7: while the person talks, Heard, Thinking and Working are dropped (Working comes back at
///   `speechStopped` while a tool runs); event cues (Connected, Failed, Ended, Disconnected) are
///   deferred until speech stops. While a reply plays, Heard and Thinking are dropped (the reply
///   is what they wait for); Working and event cues wait for `replyEnded`. A waiting cue is kept
///   once, however often it comes due.
/// - Q8: with `routeLatencyMs == 0` the gate opens the moment the last cue ends or stops,
///   without a `gateRelease` timer.
/// - `callEnded` stops and resets everything at once (gate off without the latency: the
///   microphone is closing). Send it **before** `play(.ended)` / `play(.disconnected)` /
///   `play(.failed)` for the end of a call, or it cuts that cue off.
public struct CueScheduler: Reducer, Hashable, Sendable {
    /// What happened, as the call logic reports it.
    public enum Event: Hashable, Sendable {
        /// An event cue the call logic asks for: Connected (Q1, M2), Failed (T4, L4),
        /// Ended and Disconnected (Q6, M2). Subject to Q7's deferral; not to Q5's turn rule.
        case play(Cue)
        /// The person started talking (Q7: every cue stops, none starts).
        case speechStarted
        /// The person stopped talking: a turn starts (Q2, Q3, Q5).
        case speechStopped
        /// Q2: with Listening gated, the app says it will answer: Heard now.
        case answerPromised
        /// A reply's audio started (Q7: every cue stops; Q2, Q3: the wait is over).
        case replyStarted
        /// A reply's audio ended; `failed` if it failed or was cut (Q5).
        case replyEnded(failed: Bool)
        /// A tool started running (Q4).
        case toolStarted(name: String)
        /// A tool ended; `failed` if it failed or was cut (Q5). A successful tool has no sound (Q7).
        case toolEnded(failed: Bool)
        /// Q5: an error came; it ends the wait for the reply, if one is waiting.
        case turnFailed
        /// The call ended: cancel every timer, stop every cue, reset.
        case callEnded
        /// One of the scheduler's timers fired.
        case timerFired(Timer)
    }

    /// The scheduler's timers. Starting one that runs restarts it (as `TimerID` does).
    public enum Timer: Int, Hashable, Sendable, CaseIterable {
        /// Q2: Heard is due.
        case heard
        /// Q3: the next Thinking tick is due.
        case thinking
        /// Q4: the next Working pair is due.
        case working
        /// Q8: the last sounding cue ends.
        case cueEnd
        /// Q8: the route's latency after the last cue has passed: the microphone may be sent again.
        case gateRelease
        /// Q3: 45 s since the run's first tick: the wait gives up.
        case thinkingGiveUp
    }

    /// What the scheduler asks for, in order.
    public enum Output: Hashable, Sendable {
        /// A cue starts now; it lasts `cue.durationMs` unless stopped.
        case start(Cue)
        /// Q7: every sounding cue stops now.
        case stopAll
        /// Start (or restart) a timer.
        case startTimer(Timer, after: Millis)
        /// Cancel a running timer.
        case cancelTimer(Timer)
        /// Q8: `true` sends the microphone as silence; `false` sends it again.
        case gateMicrophone(Bool)
        /// Q3: the wait gave up (`cue.thinking_timeout`); the caller logs it. Failed follows.
        case thinkingTimedOut
    }

    /// Q2: Heard comes 1/3 s after the person stops talking.
    public static let heardDelayMs: Millis = 333
    /// Q3, Q4: the first Thinking tick comes 1 s after speech stops, or after the last tool ends.
    public static let thinkingDelayMs: Millis = 1000
    /// Q3: a tick about once a second.
    public static let thinkingIntervalMs: Millis = 1000
    /// Q3: the wait gives up 45 s after the run's first tick.
    public static let thinkingGiveUpMs: Millis = 45_000
    /// Q4: a Working pair every 2.5 s while a tool runs.
    public static let workingIntervalMs: Millis = 2500

    /// Q8: how long the gate is held after the last cue ends or stops (the route's latency).
    public var routeLatencyMs: Millis
    /// Q2: Listening is gated, so Heard waits for `answerPromised` instead of the 333 ms timer.
    public var listeningGated: Bool

    /// Q7: the person is talking.
    public internal(set) var isSpeaking = false
    /// Q7: a reply's audio is playing.
    public internal(set) var isReplyPlaying = false
    /// Q2, Q3: the person stopped talking and no reply (or error, or give-up) has come yet.
    public internal(set) var isAwaitingReply = false
    /// Q4: tools running now.
    public internal(set) var toolsRunning = 0
    /// Q2: Heard has been due this turn (played or dropped).
    public internal(set) var heardThisTurn = false
    /// Q5: this turn has had its Failed.
    public internal(set) var failedThisTurn = false
    /// Q3: the first tick of the current Thinking run (the give-up counts from it).
    public internal(set) var firstThinkingTick: Instant?
    /// Q8: when the last sounding cue ends, while one sounds.
    public internal(set) var soundingUntil: Instant?
    /// Q8: the microphone is being sent as silence.
    public internal(set) var isMicrophoneGated = false
    /// Q7: cues waiting for the person to stop talking or the reply to end, in order.
    public internal(set) var waiting: [Cue] = []
    /// The timers running now.
    public internal(set) var runningTimers = TimerSet()

    /// A set of the scheduler's timers, one bit each: copied and hashed as one byte.
    public struct TimerSet: Hashable, Sendable {
        /// Bit `timer.rawValue` is set while `timer` runs.
        public private(set) var bits: UInt8 = 0

        /// True when no timer runs.
        public var isEmpty: Bool { bits == 0 }

        /// Whether `timer` runs now.
        public func contains(_ timer: Timer) -> Bool { bits & (1 << timer.rawValue) != 0 }

        mutating func insert(_ timer: Timer) { bits |= 1 << timer.rawValue }

        /// Removes `timer`; true if it was running.
        mutating func remove(_ timer: Timer) -> Bool {
            defer { bits &= ~(1 << timer.rawValue) }
            return contains(timer)
        }
    }

    /// A scheduler with nothing sounding and nothing pending.
    public init(routeLatencyMs: Millis = 0, listeningGated: Bool = false) {
        self.routeLatencyMs = routeLatencyMs
        self.listeningGated = listeningGated
    }

    /// Hashed by its fingerprint (everything but the instants).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// Handles one event at `now` and appends what to do to `out`, in order (one array for the
    /// whole event: the explorer runs this after most events it tries).
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        switch event {
        case .play(let cue):
            // Q1, Q6, T4, L4: an event cue; Q7 may make it wait.
            cueDue(cue, now: now, into: &out)
        case .speechStarted: speechStarted(now: now, into: &out)
        case .speechStopped: speechStopped(now: now, into: &out)
        case .answerPromised:
            // Q2: Heard at once, unless this turn had it, the reply came, or the person talks.
            guard isAwaitingReply, !heardThisTurn, !isReplyPlaying, !isSpeaking else { return }
            heardThisTurn = true
            cancel(.heard, into: &out)
            startCue(.heard, now: now, into: &out)
        case .replyStarted: replyStarted(now: now, into: &out)
        case .replyEnded(let failed):
            // Q7: cues that waited for the reply start at its end; then Q5's Failed.
            isReplyPlaying = false
            flushWaiting(now: now, into: &out)
            if failed { turnFailure(now: now, into: &out) }
        case .toolStarted: toolStarted(now: now, into: &out)
        case .toolEnded(let failed): toolEnded(failed: failed, now: now, into: &out)
        case .turnFailed: turnFailed(now: now, into: &out)
        case .callEnded:
            // Everything stops at once; the gate opens without the latency (the call is over).
            if let until = soundingUntil, until > now { out.append(.stopAll) }
            for timer in Timer.allCases where runningTimers.contains(timer) { out.append(.cancelTimer(timer)) }
            if isMicrophoneGated { out.append(.gateMicrophone(false)) }
            self = CueScheduler(routeLatencyMs: routeLatencyMs, listeningGated: listeningGated)
        case .timerFired(let timer):
            // A timer cancelled in the same instant it fired is ignored.
            guard runningTimers.remove(timer) else { return }
            timerFired(timer, now: now, into: &out)
        }
    }

    /// Q7: every cue stops the moment the person talks; the wait (and the turn's timed cues)
    /// end. A Working pair waiting for a reply is dropped: it comes back at the stop.
    private mutating func speechStarted(now: Instant, into out: inout [Output]) {
        isSpeaking = true
        isAwaitingReply = false
        firstThinkingTick = nil
        waiting.removeAll { $0 == .working }
        stopSounding(now: now, into: &out)
        cancel(.heard, into: &out)
        cancel(.thinking, into: &out)
        cancel(.thinkingGiveUp, into: &out)
        cancel(.working, into: &out)
    }

    /// Q5: a turn starts. Q7: event cues that waited for the person start now, and a running
    /// tool's Working comes back at once.
    private mutating func speechStopped(now: Instant, into out: inout [Output]) {
        isSpeaking = false
        isAwaitingReply = true
        heardThisTurn = false
        failedThisTurn = false
        firstThinkingTick = nil
        flushWaiting(now: now, into: &out)
        cancel(.thinkingGiveUp, into: &out)
        if toolsRunning > 0 {
            cueDue(.working, now: now, into: &out)
            start(.working, after: Self.workingIntervalMs, into: &out)
        }
        // Q2: Heard 1/3 s after the stop (or at `answerPromised` when Listening is gated).
        if !listeningGated { start(.heard, after: Self.heardDelayMs, into: &out) }
        // Q3: ticks from 1 s after the stop, while no tool runs.
        if toolsRunning == 0 { start(.thinking, after: Self.thinkingDelayMs, into: &out) }
    }

    /// Q7: every cue stops the moment a reply starts. Q2, Q3: the wait is over.
    private mutating func replyStarted(now: Instant, into out: inout [Output]) {
        isReplyPlaying = true
        isAwaitingReply = false
        firstThinkingTick = nil
        stopSounding(now: now, into: &out)
        cancel(.heard, into: &out)
        cancel(.thinking, into: &out)
        cancel(.thinkingGiveUp, into: &out)
    }

    /// Q4: the first running tool pauses Thinking (the give-up run ends too) and plays Working
    /// at once and every 2.5 s. Q7: while the person talks, it waits for the stop.
    private mutating func toolStarted(now: Instant, into out: inout [Output]) {
        toolsRunning += 1
        guard toolsRunning == 1 else { return }
        firstThinkingTick = nil
        cancel(.thinking, into: &out)
        cancel(.thinkingGiveUp, into: &out)
        guard !isSpeaking else { return }
        cueDue(.working, now: now, into: &out)
        start(.working, after: Self.workingIntervalMs, into: &out)
    }

    /// Q4: when the last tool ends, back to the tick, the next one 1 s later. Q7: a successful
    /// tool has no sound. Q5: a failed one plays Failed, once a turn.
    private mutating func toolEnded(failed: Bool, now: Instant, into out: inout [Output]) {
        toolsRunning = max(0, toolsRunning - 1)
        if toolsRunning == 0 {
            waiting.removeAll { $0 == .working }
            cancel(.working, into: &out)
            if isAwaitingReply && !isSpeaking && !isReplyPlaying {
                start(.thinking, after: Self.thinkingDelayMs, into: &out)
            }
        }
        if failed { turnFailure(now: now, into: &out) }
    }

    /// Q5: an error ended the wait: no more Heard or ticks, and Failed once a turn. With no turn
    /// waiting there is no wait to end: no cue (C7: the status line says it).
    private mutating func turnFailed(now: Instant, into out: inout [Output]) {
        guard isAwaitingReply else { return }
        isAwaitingReply = false
        firstThinkingTick = nil
        cancel(.heard, into: &out)
        cancel(.thinking, into: &out)
        cancel(.thinkingGiveUp, into: &out)
        turnFailure(now: now, into: &out)
    }

    private mutating func timerFired(_ timer: Timer, now: Instant, into out: inout [Output]) {
        switch timer {
        case .heard:
            // Q2: none if the answer started sooner (the timer is cancelled then).
            guard isAwaitingReply, !heardThisTurn else { return }
            heardThisTurn = true
            cueDue(.heard, now: now, into: &out)

        case .thinking:
            guard isAwaitingReply, toolsRunning == 0, !isSpeaking else { return }
            // Q3: should the tick and the give-up share an instant, the give-up wins.
            if let first = firstThinkingTick, now - first >= Self.thinkingGiveUpMs {
                return giveUp(now: now, into: &out)
            }
            cueDue(.thinking, now: now, into: &out)
            start(.thinking, after: Self.thinkingIntervalMs, into: &out)
            if firstThinkingTick == nil {
                // Q3: the give-up counts 45 s from the run's first tick.
                firstThinkingTick = now
                start(.thinkingGiveUp, after: Self.thinkingGiveUpMs, into: &out)
            }

        case .thinkingGiveUp:
            guard isAwaitingReply, toolsRunning == 0 else { return }
            giveUp(now: now, into: &out)

        case .working:
            // Q4: every 2.5 s while a tool runs.
            guard toolsRunning > 0, !isSpeaking else { return }
            cueDue(.working, now: now, into: &out)
            start(.working, after: Self.workingIntervalMs, into: &out)

        case .cueEnd:
            // Q8: the last cue ended; hold the gate for the route's latency.
            soundingUntil = nil
            releaseGate(into: &out)

        case .gateRelease:
            // Q8: the latency has passed: send the microphone again.
            isMicrophoneGated = false
            out.append(.gateMicrophone(false))
        }
    }

    /// Q3: the wait gives up: `cue.thinking_timeout`, no more ticks, and Failed (Q5: once a turn).
    private mutating func giveUp(now: Instant, into out: inout [Output]) {
        isAwaitingReply = false
        firstThinkingTick = nil
        out.append(.thinkingTimedOut)
        cancel(.thinking, into: &out)
        cancel(.thinkingGiveUp, into: &out)
        turnFailure(now: now, into: &out)
    }

    /// Q5: Failed, at most once a turn.
    private mutating func turnFailure(now: Instant, into out: inout [Output]) {
        guard !failedThisTurn else { return }
        failedThisTurn = true
        cueDue(.failed, now: now, into: &out)
    }
}

extension CueScheduler: Fingerprintable {
    /// Everything but the instants (`fingerprintInstants`); the running timers as bits.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(routeLatencyMs)
        f.combine(listeningGated)
        f.combine(isSpeaking)
        f.combine(isReplyPlaying)
        f.combine(isAwaitingReply)
        f.combine(toolsRunning)
        f.combine(heardThisTurn)
        f.combine(failedThisTurn)
        f.combine(isMicrophoneGated)
        f.combine(waiting)
        f.combine(UInt64(runningTimers.bits))
    }

    /// The scheduler's instants, relative to `now` (`fingerprint(into:)` leaves them out).
    @inline(__always)
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        f.combine(firstThinkingTick, relativeTo: now)
        f.combine(soundingUntil, relativeTo: now)
    }
}

extension CueScheduler.Timer: Fingerprintable {
    /// The timer's place in `allCases`.
    @usableFromInline var tag: UInt64 { UInt64(rawValue) }

    /// The timer's tag, one of six.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(tag: tag, of: 6)
    }
}
