import Host

/// The call's life as the scene runs it: starting an attempt (L1), C5's new session, coming up,
/// and the four ways it ends — ended by the person (L6, G1), failed before it came up (L2, L4),
/// dropped (L3, L4, L9) and given up by the retries (L5).
extension CarScene {
    /// L1: a new attempt on `conversation`: voice on, a short-lived secret, then the socket (when
    /// the secret comes), given up after 15 s (L2).
    mutating func startCall(conversation: Int, fromCar: Bool, onCar: Bool, now: Instant, into out: inout SceneOutput) {
        let attempt = nextAttempt
        nextAttempt += 1
        call = LiveCall(number: nextCallNumber, attempt: attempt, conversation: conversation, fromCar: fromCar, onCar: onCar, tappedAt: now)
        nextCallNumber += 1
        if keepsTelemetry {
            var fields = ["attempt": "\(attempt)", "client": fromCar ? "carplay" : "phone"]
            if fromCar { fields["listening"] = "Always" }   // L7: a car call answers every line
            routeTelemetry(TelemetryEvent("call.start", fields), now: now, into: &out)
        }
        out.append(.server(.voiceOn(conversation: conversation)))
        out.append(.server(.mintSecret(conversation: conversation, attempt: attempt)))
        out.append(.startTimer(.giveUp(attempt: attempt), after: config.giveUpMs))
    }

    /// C5: the model went back to an earlier conversation: the same call screen reads
    /// Connecting… while a new Realtime session (a new secret and socket, L1) comes up; Mute is
    /// kept; Continue then calls that conversation.
    mutating func goBack(to earlier: Int, now: Instant, into out: inout SceneOutput) {
        guard let attempt = call?.attempt else { return }
        out.append(.socket(.close(attempt: attempt)))
        out.append(.cancelTimer(.ping(attempt: attempt)))
        out.append(.cancelTimer(.silence(attempt: attempt)))
        let next = nextAttempt
        nextAttempt += 1
        call!.newSession(attempt: next, conversation: earlier)
        opened(earlier)
        record("call.conversation_switched", ["attempt": "\(next)"], now: now, into: &out)
        out.append(.server(.voiceOn(conversation: earlier)))
        out.append(.server(.mintSecret(conversation: earlier, attempt: next)))
        out.append(.startTimer(.giveUp(attempt: next), after: config.giveUpMs))   // C5: never past the 15 s give-up
    }

    /// L1, Q1: attempt `attempt` is up: Connected, the ping, the retries end, and (L8) the
    /// microphone and the engine run while it does.
    mutating func callCameUp(_ attempt: Int, now: Instant, into out: inout SceneOutput) {
        out.append(.cancelTimer(.giveUp(attempt: attempt)))
        play(.connected, now: now, into: &out)
        record("call.connected", ["attempt": "\(attempt)"], now: now, into: &out)
        out.append(.startTimer(.ping(attempt: attempt), after: config.pingMs))
        resetRetries(now: now, into: &out)
        record("audio.session", ["active": "true"], now: now, into: &out)
        send(.callStarted, to: \.mic, now: now, into: &out)
        send(.callStarted, to: \.engine, now: now, into: &out)
    }

    /// L3: anything heard from the socket after a pong starts the 20 s silence clock again.
    func heard(into out: inout SceneOutput) {
        guard call?.hadPong == true, let attempt = call?.attempt else { return }
        out.append(.startTimer(.silence(attempt: attempt), after: config.silenceDropMs))
    }

    /// G5: the model set a row: the panel shows what it set, and a row it knows is word from the
    /// socket (L3).
    mutating func settingSetByModel(row: String, value: String, now: Instant, into out: inout SceneOutput) {
        var answers = out.take(Panel.buffer)
        panel.reduce(.setByModel(row: row, value: value), now: now, into: &answers)
        let changed = answers.contains { if case .changed = $0 { true } else { false } }
        map(&answers, of: Panel.self, now: now, into: &out)
        if changed { heard(into: &out) }
    }

    /// Closes the attempt's socket and timers, stops its sounds (Q7), its watchdog (M1) and its
    /// engine (A1: `engineEvent` says how); the call screen follows by `syncCar`. The cues that
    /// mark the end are played after this (the scheduler's reset would cut them).
    mutating func endAttempt(engineEvent: AudioEngineController.Event? = .hangUpBegan, now: Instant, into out: inout SceneOutput) {
        guard let c = call else { return }
        call = nil
        out.append(.socket(.close(attempt: c.attempt)))
        out.append(.cancelTimer(.giveUp(attempt: c.attempt)))
        out.append(.cancelTimer(.ping(attempt: c.attempt)))
        out.append(.cancelTimer(.silence(attempt: c.attempt)))
        send(.callEnded, to: \.phone, now: now, into: &out)   // O4
        send(.callEnded, to: \.cues, now: now, into: &out)
        send(.callEnded, to: \.mic, now: .zero, into: &out)
        if c.phase == .up {
            record("audio.session", ["active": "false"], now: now, into: &out)
            if let engineEvent { send(engineEvent, to: \.engine, now: .zero, into: &out) }
        }
    }

    /// L6, G1, Q6: the person ends the call: Ended, no retries.
    mutating func endCall(reason: String, now: Instant, into out: inout SceneOutput) {
        guard let c = call else { return }
        let engineEvent: AudioEngineController.Event = reason == "end" ? .endTapped : .hangUpBegan
        resetRetries(now: now, into: &out)
        endAttempt(engineEvent: engineEvent, now: now, into: &out)
        play(.ended, now: now, into: &out)
        record("call.end", ["reason": reason, "duration_ms": "\(now - c.tappedAt)", "call": "\(c.number)"], now: now, into: &out)
        send(.callEnded, to: \.telemetry, now: now, into: &out)
        home.look(conversationOpen: conversation != nil)   // T4
    }

    /// L2, L4: an attempt that never came up failed.
    mutating func attemptFailed(now: Instant, why: String, engineEvent: AudioEngineController.Event? = .hangUpBegan,
                                into out: inout SceneOutput) {
        guard let c = call else { return }
        endAttempt(engineEvent: engineEvent, now: now, into: &out)
        record("call.failed", ["attempt": "\(c.attempt)"], now: now, into: &out)
        log("attempt \(c.attempt) failed: \(why)", into: &out)
        guard c.fromCar, carGeneration != nil else {
            play(.failed, now: now, into: &out)
            send(.callEnded, to: \.telemetry, now: now, into: &out)
            return
        }
        let first = !retry.isRetrying
        send(.failed(conversation: c.conversation, windowStart: c.tappedAt, keepsTelemetry: keepsTelemetry), to: \.retry, now: now, into: &out)
        let stopped = retry.hasGivenUp
        if first || stopped { play(.failed, now: now, into: &out) }   // L4: on the first failure, and when retrying stops
        if stopped { retryingStopped(c, reason: "gave_up", now: now, into: &out) }
        home.look(conversationOpen: conversation != nil)   // T4
    }

    /// L3, L4, L9: a call that was up dropped.
    mutating func dropped(now: Instant, why: String, into out: inout SceneOutput) {
        guard let c = call else { return }
        endAttempt(now: now, into: &out)
        play(.disconnected, now: now, into: &out)
        record("call.end", ["reason": "drop", "call": "\(c.number)"], now: now, into: &out)
        send(.callEnded, to: \.telemetry, now: now, into: &out)
        log("call \(c.attempt) dropped: \(why)", into: &out)
        guard c.onCar, carGeneration != nil else {
            // L9: on the phone, say what happened; only the car retries.
            return send(.said(CarWords.callDroppedPhone), to: \.phone, now: now, into: &out)
        }
        send(.failed(conversation: c.conversation, windowStart: now, keepsTelemetry: keepsTelemetry), to: \.retry, now: now, into: &out)
        if retry.hasGivenUp { play(.failed, now: now, into: &out) }
        home.look(conversationOpen: conversation != nil)   // T4
    }

    /// L5: 30 s since the tap or the drop: retrying stops, and an attempt in flight ends.
    mutating func retryWindowClosed(now: Instant, into out: inout SceneOutput) {
        send(.windowClosed(keepsTelemetry: keepsTelemetry), to: \.retry, now: now, into: &out)
        let inFlight = call
        if call != nil { endAttempt(now: now, into: &out) }
        home.look(conversationOpen: conversation != nil)   // T4
        play(.failed, now: now, into: &out)
        retryingStopped(inFlight, reason: "gave_up", now: now, into: &out)
    }

    /// Y1, Y2: once retrying stops the car's call is over: its end goes out with the batch.
    private mutating func retryingStopped(_ c: LiveCall?, reason: String, now: Instant, into out: inout SceneOutput) {
        if keepsTelemetry {
            var fields = ["reason": reason]
            if let c { fields["call"] = "\(c.number)" }
            routeTelemetry(TelemetryEvent("call.end", fields), now: now, into: &out)
        }
        send(.callEnded, to: \.telemetry, now: now, into: &out)
    }

    /// L6: the retries end (a call came up, the person ended it, a tile was tapped).
    mutating func resetRetries(now: Instant, into out: inout SceneOutput) {
        send(.reset, to: \.retry, now: now, into: &out)
    }

    /// Q1-Q6: a cue the call asks for goes through the scheduler (Q7 decides when it sounds).
    mutating func play(_ cue: Cue, now: Instant, into out: inout SceneOutput) {
        send(.play(cue), to: \.cues, now: now, into: &out)
    }
}
