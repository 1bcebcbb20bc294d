import Host

/// The car: connecting and going (H10, C4, O1-O4), taps (T1-T5, C1, G1-G4) and what the car shows,
/// derived from state after every event (C2-C4, T5).
extension CarScene {
    /// H10, T1, C4: the car connected: the root before connect returns, a running call back on it.
    mutating func carConnected(_ generation: Int, now: Instant, into out: inout SceneOutput) {
        carGeneration = generation
        navigator.reduce(.connected(generation: generation), now: now, into: &out.effects)
        // O3: a landing not yet made is off; the call goes back to the car (C4).
        send(.carConnected, to: \.phone, now: now, into: &out)
        if call != nil {
            call!.onCar = true
            record("call.handover", ["to": "car"], now: now, into: &out)
        }
        // T1, H10: the root is set before connect returns.
        send(.carConnected(grid: takeTemplateID(), conversationOpen: conversation != nil, retry: retry.status, templates: templates),
             to: \.home, now: now, into: &out)
    }

    /// H10, N4: the car went away, and everything on it.
    mutating func carDisconnected(now: Instant, into out: inout SceneOutput) {
        carGeneration = nil
        navigator.reduce(.disconnected, now: now, into: &out.effects)
        send(.carLost, to: \.home, now: now, into: &out)
        send(.carLost, to: \.callScreen, now: now, into: &out)
        send(.carLost, to: \.panel, now: now, into: &out)
        // O4, L6: unplugging ends the car's retries (and the attempt they had in flight).
        if retry.status != .idle {
            resetRetries(now: now, into: &out)
            if call != nil { endAttempt(now: now, into: &out) }
        }
        guard call != nil else { return }
        call!.onCar = false
        // O2: the phone lands on the call 3 s later (if the call is up).
        send(.carLost(callUp: call!.phase == .up), to: \.phone, now: now, into: &out)
    }

    /// The host called a button's handler: a tile, the call screen's Mute, End or gear, a panel row.
    mutating func buttonTapped(_ hit: ButtonHit, now: Instant, into out: inout SceneOutput) {
        if keepsTelemetry {
            let fields = tapFields(hit.title)
            record("car.tap", fields, now: now, into: &out)
        }
        if hit.template == home.grid {
            tileTapped(hit.title, now: now, into: &out)
        } else if hit.template == callScreen.shown?.template {
            switch hit.role {
            case .barButton: gearTapped(now: now, into: &out)
            case .actionButton where hit.index == 0: muteToggled(now: now, into: &out)
            case .actionButton: endCall(reason: "end", now: now, into: &out)
            default: break
            }
        } else if hit.template == panel.shown {
            send(.tapped(hit), to: \.panel, now: now, into: &out)
        }
    }

    /// Y5: a tap outside a call carries no call id.
    private func tapFields(_ title: String) -> [String: String] {
        var f = ["title": title]
        if let c = call { f["call"] = "\(c.number)" }
        return f
    }

    /// T3-T5: Continue (or the retry tile) calls the open conversation; New a fresh one.
    private mutating func tileTapped(_ title: String, now: Instant, into out: inout SceneOutput) {
        switch title {
        case CarWords.continueConversation, CarWords.tapToRetry:
            guard let conversation else {
                // L6: the round ends; its timer cancels are dropped (the timers, left, find it idle).
                retry.reduce(.reset, now: now, into: &out.retryOutputs)
                out.retryOutputs.clearKeepingCapacity()
                return conversationGone(now: now, into: &out)
            }
            resetRetries(now: now, into: &out)
            if call?.conversation == conversation {
                // T3: pick up the call already running on the phone: no secret, no socket, no cue.
                call!.onCar = true
                return record("call.handover", ["to": "car"], now: now, into: &out)
            }
            if call != nil { endAttempt(now: now, into: &out) }
            startCall(conversation: conversation, fromCar: true, onCar: true, now: now, into: &out)
        case CarWords.newConversation:
            // T3, T5: New ends the open conversation (and any retries) and calls a fresh one.
            resetRetries(now: now, into: &out)
            if call != nil { endAttempt(now: now, into: &out) }
            if let conversation { out.append(.server(.endConversation(conversation))) }
            conversation = nil
            newCallPending = true
            out.append(.server(.newConversation))
        default:
            log("tile \"\(title)\" does nothing", into: &out)
        }
    }

    /// T4, G4: a tap that calls the conversation found it ended since the tiles were drawn: the
    /// Failed cue, no call, and the tiles come down to New alone.
    private mutating func conversationGone(now: Instant, into out: inout SceneOutput) {
        home.look(conversationOpen: false)
        play(.failed, now: now, into: &out)
        log("T4: the conversation has ended; no call", into: &out)
    }

    /// The app opened conversation `id` (a New tap's, or the one the model went back to, C5).
    mutating func opened(_ id: Int) {
        conversation = id
        home.look(conversationOpen: true)
    }

    /// G1: the gear ends the call as the person ending it, then the panel goes over the home.
    private mutating func gearTapped(now: Instant, into out: inout SceneOutput) {
        if let c = call, c.replyUnderway {
            // G1: the reply in progress is cut off, with how much of its audio played.
            record("reply.truncated", ["audio_ms": "\(c.replyAudioAt.map { now - $0 } ?? 0)"], now: now, into: &out)
        }
        if call != nil { endCall(reason: "gear", now: now, into: &out) }
        syncCar(now: now, into: &out)   // the call screen's dismissal goes first
        send(.open(takeTemplateID(), kind: config.panelTemplate, templates: templates), to: \.panel, now: now, into: &out)
    }

    /// G4: `Back to the call` popped the panel: the same conversation is called again, with the
    /// changes (T4 if it has ended meanwhile).
    mutating func backToCall(now: Instant, into out: inout SceneOutput) {
        guard let conversation else { return conversationGone(now: now, into: &out) }
        startCall(conversation: conversation, fromCar: true, onCar: true, now: now, into: &out)
    }

    // MARK: - What the car shows

    /// C2-C4, T5: bring the car in line with the state: the call screen follows the call, the
    /// tiles follow the retries and what the app last saw of its conversation (T4).
    mutating func syncCar(now: Instant, into out: inout SceneOutput) {
        guard carGeneration != nil else { return }
        let onCar = call?.onCar == true
        let candidate = TemplateID(nextTemplate)
        let before = callScreen.shown
        send(.callChanged(call: onCar ? call?.number : nil, state: onCar ? call?.screenState ?? .connecting : .connecting,
                          newTemplate: candidate, templates: templates), to: \.callScreen, now: now, into: &out)
        if callScreen.shown?.template == candidate { nextTemplate += 1 }
        // Y1: car screen changes and call state changes.
        if before?.template != callScreen.shown?.template {
            let screen = callScreen.shown == nil ? "home" : "call"
            record("car.screen", ["screen": screen], now: now, into: &out)
        }
        if let shown = callScreen.shown, before?.state != shown.state || before?.template != shown.template {
            record("call.state", ["state": shown.state.rawValue, "call": "\(shown.call)"], now: now, into: &out)
        }
        send(.sync(retry: retry.status, templates: templates), to: \.home, now: now, into: &out)
    }

    /// A fresh template number, taken.
    private mutating func takeTemplateID() -> TemplateID {
        defer { nextTemplate += 1 }
        return TemplateID(nextTemplate)
    }
}
