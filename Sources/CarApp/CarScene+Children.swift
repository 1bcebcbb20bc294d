import Host

/// The scene's children, composed as in TCA: the scene calls a child's reducer with the child's
/// own event, and maps what the child answers (in the child's own output type) to effects for
/// the world or to events for another child. N1 is the types': the home, the call screen and
/// the panel can only ask for a `NavChange`, and only the navigator turns one into a host call.
extension CarScene {
    // MARK: - The car

    /// T1-T5: the home; its changes go through the navigator.
    mutating func runHome(_ event: Home.Event, now: Instant, host: HostView, into out: inout SceneOutput) {
        home.reduce(event, now: now, templates: templates, into: &out.navChanges)
        navigateOwed(now: now, host: host, into: &out)
    }

    /// C1-C4: the call screen; its changes go through the navigator.
    mutating func runCallScreen(_ event: CallScreen.Event, now: Instant, host: HostView, into out: inout SceneOutput) {
        callScreen.reduce(event, now: now, templates: templates, into: &out.navChanges)
        navigateOwed(now: now, host: host, into: &out)
    }

    /// N1: the changes the home or the call screen asked for, one at a time through the navigator.
    private mutating func navigateOwed(now: Instant, host: HostView, into out: inout SceneOutput) {
        guard !out.navChanges.isEmpty else { return }
        for i in out.navChanges.indices { navigator.reduce(.requested(out.navChanges[i]), now: now, host: host, into: &out.effects) }
        out.navChanges.clearKeepingCapacity()
    }

    /// G1-G5: the panel; true when a setting changed (G5: the call heard the model).
    @discardableResult
    mutating func runPanel(_ event: Panel.Event, now: Instant, host: HostView, into out: inout SceneOutput) -> Bool {
        var outputs: [Panel.Output] = []
        panel.reduce(event, now: now, templates: templates, into: &outputs)
        var changed = false
        for output in outputs {
            switch output {
            case .navigate(let change): navigator.reduce(.requested(change), now: now, host: host, into: &out.effects)
            case .changed(let row, let by):
                changed = true
                record("settings.changed", ["row": row, "by": by], now: now, into: &out)
            case .reset: record("settings.reset", now: now, into: &out)
            case .backToCall: backToCall(now: now, into: &out)
            case .log(let text): log(text, into: &out)
            }
        }
        return changed
    }

    // MARK: - The phone

    /// O1-O6, L9: the phone's screens and the handover.
    mutating func runPhone(_ event: PhoneState.Event, now: Instant, into out: inout SceneOutput) {
        phone.reduce(event, now: now, into: &out.phoneOutputs)
        for output in out.phoneOutputs {
            switch output {
            case .startHandoverTimer: out.append(.startTimer(.handover, after: config.handoverMs))
            case .cancelHandoverTimer: out.append(.cancelTimer(.handover))
            case .landed: record("call.handover", ["to": "phone"], now: now, into: &out)   // O6: no sound
            }
        }
        out.phoneOutputs.clearKeepingCapacity()
    }

    // MARK: - The call's machinery

    /// L4-L6: runs `body` on the retries and carries out what it asked (its telemetry through
    /// the batcher, Y2).
    @discardableResult
    mutating func runRetry<Result>(now: Instant, into out: inout SceneOutput, _ body: (inout Retry, inout [Retry.Output]) -> Result) -> Result {
        let result = body(&retry, &out.retryOutputs)
        for output in out.retryOutputs {
            switch output {
            case .startTimer(let t, let after): out.append(.startTimer(t, after: after))
            case .cancelTimer(let t): out.append(.cancelTimer(t))
            case .telemetry(let event): routeTelemetry(event, now: now, into: &out)
            }
        }
        out.retryOutputs.clearKeepingCapacity()
        return result
    }

    /// L6: the retries end (a call came up, the person ended it, a tile was tapped).
    mutating func resetRetries(now: Instant, into out: inout SceneOutput) {
        runRetry(now: now, into: &out) { retry, outputs in retry.reset(into: &outputs) }
    }

    /// Q1-Q6: a cue the call asks for goes through the scheduler (Q7 decides when it sounds).
    mutating func play(_ cue: Cue, now: Instant, into out: inout SceneOutput) {
        self.cue(.play(cue), now: now, into: &out)
    }

    /// Q1-Q8: an event for the cue scheduler, its outputs carried out.
    mutating func cue(_ event: CueScheduler.Event, now: Instant, into out: inout SceneOutput) {
        cues.reduce(event, now: now, into: &out.cueOutputs)
        for output in out.cueOutputs {
            switch output {
            case .start(let cue):
                out.append(.cue(cue))
                if telemetry.level != .off { routeTelemetry(TelemetryEvent("cue", ["name": cue.rawValue]), now: now, into: &out) }   // Y1
            case .stopAll: out.append(.stopCues)
            case .startTimer(let t, let after): out.append(.startTimer(.cue(t), after: after))
            case .cancelTimer(let t): out.append(.cancelTimer(.cue(t)))
            case .gateMicrophone(let on): out.append(.socket(.gateMicrophone(on)))
            case .thinkingTimedOut: routeTelemetry(TelemetryEvent("cue.thinking_timeout"), now: now, into: &out)   // Q3
            }
        }
        out.cueOutputs.clearKeepingCapacity()
    }

    /// M1-M3: an event for the microphone watchdog, what it decided carried out.
    mutating func runMic(_ event: MicWatchdog.Event, now: Instant, into out: inout SceneOutput) {
        var outputs: [MicWatchdog.Output] = []
        mic.reduce(event, now: now, into: &outputs)
        for output in outputs {
            switch output {
            case .substituteSilence(let on): out.append(.socket(.substituteSilence(on)))
            case .restartEngine:
                log("audio engine restart (M1)", into: &out)
                record("engine.restart", now: now, into: &out)
            case .telemetry(let e): routeTelemetry(e, now: now, into: &out)
            case .lost(let lost):
                // M2: the car's call screen reads Connecting…, the phone waits for the microphone.
                if let c = call { updateCall(c.attempt, into: &out) { $0.micLost = lost } }
            case .playDisconnected: play(.disconnected, now: now, into: &out)
            case .playConnected: play(.connected, now: now, into: &out)
            case .giveUp: dropped(now: now, why: "the microphone did not come back (M3)", into: &out)
            case .startTimer(let t, let after): out.append(.startTimer(.mic(t), after: after))
            case .cancelTimer(let t): out.append(.cancelTimer(.mic(t)))
            }
        }
    }

    /// A1-A3: an event for the app's engine handling, what it decided carried out.
    mutating func runEngine(_ event: AudioEngineController.Event, now: Instant, into out: inout SceneOutput) {
        engine.reduce(event, now: now, into: &out.engineOutputs)
        for output in out.engineOutputs {
            switch output {
            case .engine(let command): out.append(.engine(command))
            case .handled(let work): log("\(work.rawValue) ran on the main queue", into: &out)
            case .blockedMain(let work): out.append(.mainWorkBlocked(work))
            }
        }
        out.engineOutputs.clearKeepingCapacity()
    }

    // MARK: - Telemetry and the log

    /// Y1: a telemetry event, built only when the level keeps any (Y5: nothing at `off`). The
    /// fields may not read the scene (it is being changed): a caller that needs them takes them first.
    mutating func record(_ name: String, _ fields: @autoclosure () -> [String: String] = [:], now: Instant, into out: inout SceneOutput) {
        guard telemetry.level != .off else { return }
        routeTelemetry(TelemetryEvent(name, fields()), now: now, into: &out)
    }

    /// Y2: a telemetry event through the batcher. Y5: the level decides what is kept at all
    /// (nothing at `off`, no `debug.` at info).
    mutating func routeTelemetry(_ event: TelemetryEvent, now: Instant, into out: inout SceneOutput) {
        guard telemetry.level != .off, telemetry.level == .debug || !event.name.hasPrefix("debug.") else { return }
        out.append(.telemetry(event))
        telemetryControl(.record(event), now: now, into: &out)
    }

    /// Y2: an event for the telemetry batcher, its batches and timer carried out.
    mutating func telemetryControl(_ event: TelemetryBatcher.Event, now: Instant, into out: inout SceneOutput) {
        telemetry.reduce(event, now: now, into: &out.telemetryOutputs)
        for output in out.telemetryOutputs {
            switch output {
            case .send(let batch): out.append(.sendTelemetry(batch))
            case .startTimer(let after): out.append(.startTimer(.telemetryFlush, after: after))
            case .cancelTimer: out.append(.cancelTimer(.telemetryFlush))
            }
        }
        out.telemetryOutputs.clearKeepingCapacity()
    }

    /// A line for the app log, built only when the world keeps one.
    func log(_ text: @autoclosure () -> String, into out: inout SceneOutput) {
        guard config.keepsLog else { return }
        out.append(.log(text()))
    }
}
