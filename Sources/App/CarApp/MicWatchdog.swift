import Host

/// The microphone watchdog (M1-M3): what a call does when the microphone stops delivering audio.
///
/// Every time is counted from the start of the stall (the `micStalled` event):
/// - M1: at 300 ms the call sends silence in the microphone's place and asks the audio engine
///   to restart, once per stall. If an interruption (a phone call, Siri) is under way then, the
///   restart waits for the interruption to end. Each stall that reaches 300 ms is logged
///   (`mic.stall`).
/// - M2: at 2 s the microphone is lost: the car's call screen goes back to `Connecting…` and
///   the phone says `Waiting for the microphone…` (`lost(true)`); Disconnected plays unless an
///   interruption is under way (the audio is not the app's then). When the microphone comes
///   back, `lost(false)` and Connected plays.
/// - M3: a microphone that stopped by itself gets 20 s; a stall during which an interruption
///   was under way gets 90 s; then the call ends as a drop does (`giveUp`: the lead ends the
///   call through the drop path, L3/L4).
///
/// Choices (not worded by SPEC):
/// - A stall that clears before 300 ms has no effect: no silence, no restart, no log, no
///   telemetry. Its only outputs are the bookkeeping of its own timer (`startTimer(.silence)` at
///   the stall, `cancelTimer(.silence)` when the microphone comes back), so no timer is left
///   pending.
/// - An interruption that begins during a stall switches that stall's budget to 90 s, still
///   counted from the start of the stall, and the budget stays 90 s for that stall even if the
///   interruption ends before the microphone comes back. A stall that starts during an
///   interruption has 90 s too.
/// - Events outside a call are ignored (L8: the microphone is open only while a call runs),
///   except interruptions, which are remembered: they belong to the audio session, not the call.
/// - After `giveUp` the watchdog stops watching until the next `callStarted`; a later
///   `callEnded` produces nothing.
///
/// ```swift
/// var w = MicWatchdog()
/// var out: [MicWatchdog.Output] = []
/// w.reduce(.callStarted, now: .zero, into: &out)                         // out: []
/// w.reduce(.micStalled, now: Instant(ms: 1_000), into: &out)             // out: [.startTimer(.silence, after: 300)]
/// w.reduce(.timerFired(.silence), now: Instant(ms: 1_300), into: &out)   // appends silence, restart, log, timers
/// ```
public struct MicWatchdog: Reducer, Hashable, Sendable {
    /// The watchdog's timers; each is counted from the start of the stall.
    public enum Timer: Hashable, Sendable, CustomStringConvertible {
        /// M1: 300 ms without audio.
        case silence
        /// M2: 2 s without audio.
        case lost
        /// M3: the stall's budget (20 s, or 90 s with an interruption) is spent.
        case giveUp

        /// `mic.silence`, `mic.lost`, `mic.giveUp`: the timer's name in traces.
        public var description: String {
            switch self {
            case .silence: return "mic.silence"
            case .lost: return "mic.lost"
            case .giveUp: return "mic.giveUp"
            }
        }
    }

    /// What happened to the microphone, the audio session or the call.
    public enum Event: Hashable, Sendable {
        /// The microphone stopped delivering audio.
        case micStalled
        /// Audio arrives from the microphone again.
        case micBack
        /// An interruption (a phone call, Siri) took the audio session.
        case interruptionBegan
        /// The interruption ended; the audio session is the app's again.
        case interruptionEnded
        /// A call started: the watchdog watches its microphone.
        case callStarted
        /// The call ended (any reason): the watchdog stops watching.
        case callEnded
        /// One of the watchdog's timers fired.
        case timerFired(Timer)
    }

    /// What the watchdog asks for; the lead maps these to the app's effects.
    public enum Output: Hashable, Sendable {
        /// M1: send silence in the microphone's place (true), or the microphone again (false).
        case substituteSilence(Bool)
        /// M1: ask the audio engine to restart (at most once per stall).
        case restartEngine
        /// M1, Y1: a telemetry event: `mic.stall`, `mic.lost`, `mic.back`, `mic.gave_up`.
        case telemetry(TelemetryEvent)
        /// M2, C2: the microphone is lost (true: the car shows `Connecting…`, the phone says
        /// `Waiting for the microphone…`) or back (false).
        case lost(Bool)
        /// M2, Q6: play Disconnected (only when the audio is the app's).
        case playDisconnected
        /// M2, Q1: play Connected (the lost microphone came back).
        case playConnected
        /// M3: the budget is spent; end the call as a drop (L3, L4).
        case giveUp
        /// Start (or restart) a timer.
        case startTimer(Timer, after: Millis)
        /// Cancel a running timer.
        case cancelTimer(Timer)
    }

    /// Why the microphone stopped, as the budget sees it (M3).
    public enum Cause: String, Hashable, Sendable {
        /// It stopped by itself: 20 s.
        case stoppedByItself = "mic"
        /// An interruption was under way during the stall: 90 s.
        case interruption
    }

    /// A stall in progress.
    public struct Stall: Hashable, Sendable {
        /// When the microphone stopped.
        public var startedAt: Instant
        /// M1: 300 ms have passed; silence is being sent and the stall was logged.
        public var silenced = false
        /// M1: the engine restart was asked for (once per stall).
        public var restarted = false
        /// M1: the restart waits for the interruption to end.
        public var restartWaiting = false
        /// M2: 2 s have passed.
        public var lost = false
        /// M3: the budget that applies.
        public var cause: Cause

        /// Hashed by its fingerprint (everything but when it started).
        public func hash(into h: inout Hasher) {
            h.combine(fingerprintValue)
        }
    }

    /// M1: silence after this long without audio.
    public var silenceAfterMs: Millis
    /// M2: the microphone is lost after this long.
    public var lostAfterMs: Millis
    /// M3: the budget of a microphone that stopped by itself.
    public var stoppedBudgetMs: Millis
    /// M3: the budget of a stall with an interruption.
    public var interruptionBudgetMs: Millis

    /// True while a call runs and the watchdog watches it.
    public private(set) var inCall = false
    /// True while an interruption (a phone call, Siri) is under way.
    public private(set) var interrupted = false
    /// The stall in progress, if any.
    public private(set) var stall: Stall?

    /// A watchdog with SPEC's numbers (300 ms, 2 s, 20 s, 90 s), outside a call.
    public init(silenceAfterMs: Millis = 300, lostAfterMs: Millis = 2_000,
                stoppedBudgetMs: Millis = 20_000, interruptionBudgetMs: Millis = 90_000) {
        self.silenceAfterMs = silenceAfterMs
        self.lostAfterMs = lostAfterMs
        self.stoppedBudgetMs = stoppedBudgetMs
        self.interruptionBudgetMs = interruptionBudgetMs
    }

    /// Handles one event and appends what the call must do to `out`, in order.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        switch event {
        case .callStarted:
            // A stall left over from a call that was never ended goes with its timers.
            cancelRunningTimers(into: &out)
            inCall = true
            stall = nil
        case .callEnded:
            cancelRunningTimers(into: &out)
            inCall = false
            stall = nil
        case .micStalled:
            // L8: no microphone outside a call; a second stall report changes nothing.
            guard inCall, stall == nil else { return }
            stall = Stall(startedAt: now, cause: interrupted ? .interruption : .stoppedByItself)
            out.append(.startTimer(.silence, after: silenceAfterMs))
        case .micBack:
            micBack(now: now, into: &out)
        case .interruptionBegan:
            interrupted = true
            interruptionBegan(now: now, into: &out)
        case .interruptionEnded:
            interrupted = false
            // M1: the restart that waited for the interruption goes now.
            guard var s = stall, s.restartWaiting else { return }
            s.restartWaiting = false
            s.restarted = true
            stall = s
            out.append(.restartEngine)
        case .timerFired(let timer):
            timerFired(timer, now: now, into: &out)
        }
    }

    private mutating func timerFired(_ timer: Timer, now: Instant, into out: inout [Output]) {
        // A timer of a stall that is over (or of another call) does nothing.
        guard inCall, var s = stall else { return }
        switch timer {
        case .silence:
            guard !s.silenced else { return }
            // M1: 300 ms without audio: silence in its place, restart once (or wait for the
            // interruption), log the stall.
            s.silenced = true
            out.append(.substituteSilence(true))
            if interrupted {
                s.restartWaiting = true
            } else {
                s.restarted = true
                out.append(.restartEngine)
            }
            out.append(.telemetry(TelemetryEvent("mic.stall", ["cause": s.cause.rawValue])))
            stall = s
            let elapsed = now - s.startedAt
            out.append(.startTimer(.lost, after: max(0, lostAfterMs - elapsed)))
            out.append(.startTimer(.giveUp, after: max(0, budget(s.cause) - elapsed)))
        case .lost:
            guard s.silenced, !s.lost else { return }
            // M2: 2 s: Connecting… on the car, the phone waits for the microphone; Disconnected
            // only if the audio is still the app's.
            s.lost = true
            stall = s
            out.append(.lost(true))
            if !interrupted { out.append(.playDisconnected) }
            out.append(.telemetry(TelemetryEvent("mic.lost", ["cause": s.cause.rawValue])))
        case .giveUp:
            guard s.silenced else { return }
            // M3: the budget is spent; the call ends as a drop. Every other timer has fired by
            // now (2 s < 20 s), so none is left to cancel.
            if !s.lost { out.append(.cancelTimer(.lost)) }   // only with a budget under 2 s
            out.append(.telemetry(TelemetryEvent("mic.gave_up", ["cause": s.cause.rawValue, "stall_ms": "\(now - s.startedAt)"])))
            out.append(.giveUp)
            stall = nil
            inCall = false
        }
    }

    private mutating func micBack(now: Instant, into out: inout [Output]) {
        guard inCall, let s = stall else { return }
        stall = nil
        guard s.silenced else {
            // Cleared before 300 ms: nothing happened, only the timer goes.
            out.append(.cancelTimer(.silence))
            return
        }
        out.append(.substituteSilence(false))
        if s.lost {
            // M2: Connected plays when it comes back.
            out.append(.lost(false))
            out.append(.playConnected)
        } else {
            out.append(.cancelTimer(.lost))
        }
        out.append(.cancelTimer(.giveUp))
        out.append(.telemetry(TelemetryEvent("mic.back", ["cause": s.cause.rawValue, "stall_ms": "\(now - s.startedAt)"])))
    }

    private mutating func interruptionBegan(now: Instant, into out: inout [Output]) {
        guard inCall, var s = stall, s.cause == .stoppedByItself else { return }
        // M3 (choice): an interruption during a stall gives the stall 90 s from its start.
        s.cause = .interruption
        stall = s
        guard s.silenced else { return }   // the budget timer starts at 300 ms
        out.append(.startTimer(.giveUp, after: max(0, interruptionBudgetMs - (now - s.startedAt))))
    }

    private func budget(_ cause: Cause) -> Millis {
        switch cause {
        case .stoppedByItself: return stoppedBudgetMs
        case .interruption: return interruptionBudgetMs
        }
    }

    private func cancelRunningTimers(into out: inout [Output]) {
        guard inCall, let s = stall else { return }
        guard s.silenced else {
            out.append(.cancelTimer(.silence))
            return
        }
        if !s.lost { out.append(.cancelTimer(.lost)) }
        out.append(.cancelTimer(.giveUp))
    }
}

extension MicWatchdog: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it), the stall without its start
    /// (`fingerprintInstants`).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(silenceAfterMs)
        f.combine(lostAfterMs)
        f.combine(stoppedBudgetMs)
        f.combine(interruptionBudgetMs)
        f.combine(inCall)
        f.combine(interrupted)
        f.combine(stall)
    }

    /// The watchdog's instants, relative to `now` (its stall's start).
    @inline(__always)
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        f.combine(stall?.startedAt, relativeTo: now)
    }
}

extension MicWatchdog.Stall: Fingerprintable {
    /// Everything but when it started (fed relative to the clock by the watchdog).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(silenced)
        f.combine(restarted)
        f.combine(restartWaiting)
        f.combine(lost)
        f.combine(cause)
    }
}

extension MicWatchdog.Cause: Fingerprintable {
    /// The cause's tag, one of two.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .stoppedByItself: f.combine(tag: 0, of: 2)
        case .interruption: f.combine(tag: 1, of: 2)
        }
    }
}

extension MicWatchdog.Timer: Fingerprintable {
    /// The timer's tag, one of three.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .silence: tag = 0
        case .lost: tag = 1
        case .giveUp: tag = 2
        }
        f.combine(tag: tag, of: 3)
    }
}
