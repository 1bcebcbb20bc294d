import Host

/// Starting, holding back and stopping cues (Q7), the microphone gate (Q8), and timer bookkeeping.
extension CueScheduler {
    /// What Q7 does with a cue that comes due while it may not start.
    enum Hold: Hashable, Sendable {
        /// Dropped: it belongs to a moment that has passed.
        case drop
        /// Kept until the person stops talking or the reply ends.
        case wait
    }

    /// Q7: none starts while the person talks. The turn's timed cues are dropped (Working comes
    /// back at the stop); event cues wait for the stop.
    static func whileTalking(_ cue: Cue) -> Hold {
        switch cue {
        case .heard, .thinking, .working: return .drop
        case .connected, .failed, .ended, .disconnected: return .wait
        }
    }

    /// Q7: one due while a reply plays waits for it to end — but Heard and Thinking, which wait
    /// for the reply itself, are dropped (Q2: none if the answer starts sooner; Q3: until the reply).
    static func whileReplying(_ cue: Cue) -> Hold {
        switch cue {
        case .heard, .thinking: return .drop
        case .working, .connected, .failed, .ended, .disconnected: return .wait
        }
    }

    /// A cue comes due: it starts now, or Q7 drops it or makes it wait.
    mutating func cueDue(_ cue: Cue, now: Instant, into out: inout [Output]) {
        let hold: Hold? = isSpeaking ? Self.whileTalking(cue) : isReplyPlaying ? Self.whileReplying(cue) : nil
        switch hold {
        case nil:
            startCue(cue, now: now, into: &out)
        case .drop?:
            break
        case .wait?:
            if !waiting.contains(cue) { waiting.append(cue) }
        }
    }

    /// Q7: the cues that waited start, once nobody talks and no reply plays.
    mutating func flushWaiting(now: Instant, into out: inout [Output]) {
        guard !isSpeaking, !isReplyPlaying, !waiting.isEmpty else { return }
        let cues = waiting
        waiting = []
        for cue in cues { startCue(cue, now: now, into: &out) }
    }

    /// Starts `cue` now. Q8: the gate goes on first (if off), a pending release is called off,
    /// and `cueEnd` follows the latest end of the cues sounding.
    mutating func startCue(_ cue: Cue, now: Instant, into out: inout [Output]) {
        if !isMicrophoneGated {
            isMicrophoneGated = true
            out.append(.gateMicrophone(true))
        }
        cancel(.gateRelease, into: &out)
        out.append(.start(cue))
        let end = now + cue.durationMs
        if soundingUntil.map({ end > $0 }) ?? true {
            soundingUntil = end
            start(.cueEnd, after: cue.durationMs, into: &out)
        }
    }

    /// Q7: every sounding cue stops now. Q8: the gate is still held for the route's latency.
    mutating func stopSounding(now: Instant, into out: inout [Output]) {
        // A cue that ends this very instant has ended; its `cueEnd` timer does the rest.
        guard let until = soundingUntil, until > now else { return }
        soundingUntil = nil
        out.append(.stopAll)
        cancel(.cueEnd, into: &out)
        releaseGate(into: &out)
    }

    /// Q8: the last cue ended or stopped: hold the gate `routeLatencyMs` more (at once when 0).
    mutating func releaseGate(into out: inout [Output]) {
        if routeLatencyMs > 0 { return start(.gateRelease, after: routeLatencyMs, into: &out) }
        isMicrophoneGated = false
        out.append(.gateMicrophone(false))
    }

    /// Starts (or restarts) `timer`.
    mutating func start(_ timer: Timer, after delay: Millis, into out: inout [Output]) {
        runningTimers.insert(timer)
        out.append(.startTimer(timer, after: delay))
    }

    /// Cancels `timer` if it runs; nothing otherwise.
    mutating func cancel(_ timer: Timer, into out: inout [Output]) {
        guard runningTimers.remove(timer) else { return }
        out.append(.cancelTimer(timer))
    }
}
