import Host

/// A child the scene runs on its own slice of state, as TCA's `Scope` runs one: where its answers
/// wait (a buffer `SceneOutput` lends, so nothing allocates) and how the scene maps each answer to
/// an effect for the world or an event for another child. The scene sends a child an event with
/// `CarScene.send(_:to:now:into:)`, and the running attempt one with
/// `CarScene.send(_:toAttempt:now:into:)`; no child has an adapter of its own. N1 is the types':
/// the home, the call screen and the panel can only ask for a `NavChange`, and only the navigator
/// turns one into a host call.
protocol SceneChild: Reducer where Buffer == [Output] {
    /// Where its answers wait in `SceneOutput`.
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { get }
    /// The scene's mapping of one answer, made after the child has handled its event, in order.
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput)
}

// MARK: - The car

extension Home: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [NavChange]> { \.navChanges }

    /// T1-T5, N1: the home's changes go through the navigator.
    static func map(_ change: NavChange, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        scene.navigator.reduce(.requested(change), now: now, into: &out.effects)
    }
}

extension CallScreen: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [NavChange]> { \.navChanges }

    /// C1-C4, N1: the call screen's changes go through the navigator.
    static func map(_ change: NavChange, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        scene.navigator.reduce(.requested(change), now: now, into: &out.effects)
    }
}

extension Panel: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { \.panelOutputs }

    /// G1-G5: its changes through the navigator (N1), its telemetry (Y1), G4's call again.
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        switch output {
        case .navigate(let change): scene.navigator.reduce(.requested(change), now: now, into: &out.effects)
        case .changed(let row, let by): scene.record("settings.changed", ["row": row, "by": by], now: now, into: &out)
        case .reset: scene.record("settings.reset", now: now, into: &out)
        case .backToCall: scene.backToCall(now: now, into: &out)
        case .log(let text): scene.log(text, into: &out)
        }
    }
}

// MARK: - The phone

extension PhoneState: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { \.phoneOutputs }

    /// O2-O6: the 3 s handover timer, and the landing's telemetry (O6: no sound).
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        switch output {
        case .startHandoverTimer: out.append(.startTimer(.handover, after: scene.config.handoverMs))
        case .cancelHandoverTimer: out.append(.cancelTimer(.handover))
        case .landed: scene.record("call.handover", ["to": "phone"], now: now, into: &out)
        }
    }
}

// MARK: - The call and its machinery

extension LiveCall: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { \.callOutputs }

    /// L1-L4, C5, C7, G5: what the attempt asks; what ends or changes the call is the scene's.
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        switch output {
        case .socket(let command): out.append(.socket(command))
        case .heard: scene.heard(into: &out)
        case .cue(let event): scene.send(event, to: \.cues, now: now, into: &out)
        case .record(let record): scene.record(record, now: now, into: &out)
        case .cameUp(let attempt): scene.callCameUp(attempt, now: now, into: &out)
        case .pingDue(let attempt):
            out.append(.socket(.ping(attempt: attempt)))
            out.append(.startTimer(.ping(attempt: attempt), after: scene.config.pingMs))
        case .failed(let why): scene.attemptFailed(now: now, why: why, into: &out)
        case .gaveUp:
            // L2, A2: the give-up runs whatever the engine does.
            scene.send(.giveUpDue, to: \.engine, now: now, into: &out)
            scene.attemptFailed(now: now, why: "not up within \(scene.config.giveUpMs / 1000) s", engineEvent: nil, into: &out)
        case .dropped(let why): scene.dropped(now: now, why: why, into: &out)
        case .fellSilent: scene.dropped(now: now, why: "no word from the socket for \(scene.config.silenceDropMs / 1000) s", into: &out)
        case .wentBack(let earlier): scene.goBack(to: earlier, now: now, into: &out)
        case .setByModel(let row, let value): scene.settingSetByModel(row: row, value: value, now: now, into: &out)
        }
    }
}

extension Retry: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { \.retryOutputs }

    /// L4-L6: the round's timers, its telemetry through the batcher (Y2), the next attempt.
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        switch output {
        case .startTimer(let t, let after): out.append(.startTimer(t, after: after))
        case .cancelTimer(let t): out.append(.cancelTimer(t))
        case .telemetry(let event): scene.routeTelemetry(event, now: now, into: &out)
        case .retry(let conversation):
            scene.startCall(conversation: conversation, fromCar: true, onCar: scene.carGeneration != nil, now: now, into: &out)
        }
    }
}

extension CueScheduler: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { \.cueOutputs }

    /// Q1-Q8: the cues that start (Y1) and stop, the scheduler's timers, the microphone's gate.
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        switch output {
        case .start(let cue):
            out.append(.cue(cue))
            if scene.keepsTelemetry { scene.routeTelemetry(TelemetryEvent("cue", ["name": cue.rawValue]), now: now, into: &out) }   // Y1
        case .stopAll: out.append(.stopCues)
        case .startTimer(let t, let after): out.append(.startTimer(.cue(t), after: after))
        case .cancelTimer(let t): out.append(.cancelTimer(.cue(t)))
        case .gateMicrophone(let on): out.append(.socket(.gateMicrophone(on)))
        case .thinkingTimedOut: scene.routeTelemetry(TelemetryEvent("cue.thinking_timeout"), now: now, into: &out)   // Q3
        }
    }
}

extension MicWatchdog: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { \.micOutputs }

    /// M1-M3: silence in the microphone's place, the restart, M2's screen and cues, M3's drop.
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        switch output {
        case .substituteSilence(let on): out.append(.socket(.substituteSilence(on)))
        case .restartEngine:
            scene.log("audio engine restart (M1)", into: &out)
            scene.record("engine.restart", now: now, into: &out)
        case .telemetry(let e): scene.routeTelemetry(e, now: now, into: &out)
        case .lost(let lost):
            // M2: the car's call screen reads Connecting…, the phone waits for the microphone.
            if let attempt = scene.call?.attempt { scene.send(.micLost(lost), toAttempt: attempt, now: now, into: &out) }
        case .playDisconnected: scene.play(.disconnected, now: now, into: &out)
        case .playConnected: scene.play(.connected, now: now, into: &out)
        case .giveUp: scene.dropped(now: now, why: "the microphone did not come back (M3)", into: &out)
        case .startTimer(let t, let after): out.append(.startTimer(.mic(t), after: after))
        case .cancelTimer(let t): out.append(.cancelTimer(.mic(t)))
        }
    }
}

extension AudioEngineController: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { \.engineOutputs }

    /// A1-A3: engine commands on their queue, main-queue work done or blocked.
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        switch output {
        case .engine(let command): out.append(.engine(command))
        case .handled(let work): scene.log("\(work.rawValue) ran on the main queue", into: &out)
        case .blockedMain(let work): out.append(.mainWorkBlocked(work))
        }
    }
}

extension TelemetryBatcher: SceneChild {
    static var buffer: WritableKeyPath<SceneOutput, [Output]> { \.telemetryOutputs }

    /// Y2: the batches that go out and the 15 s flush timer.
    static func map(_ output: Output, in scene: inout CarScene, now: Instant, into out: inout SceneOutput) {
        switch output {
        case .send(let batch): out.append(.sendTelemetry(batch))
        case .startTimer(let after): out.append(.startTimer(.telemetryFlush, after: after))
        case .cancelTimer: out.append(.cancelTimer(.telemetryFlush))
        }
    }
}
