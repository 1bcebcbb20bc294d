import Testing
import Host
import CarApp
import TestSupport

/// The composed scene on its own, TestStore style: one event at a time, and after each every
/// effect it asked for (in order, logs and telemetry included) and every stored property it
/// changed, by name. The story: plug → Continue → the secret → the socket (Listening) → End.
@Suite("CarScene, event by event: every effect and every change asserted (T1, L1, C1-C3, Q1, Q6, L6, Y1, Y2)")
struct CarSceneStoryTests {
    /// The scene (N2: the real navigator reads its own record, never `presentedTemplate`, so it
    /// is given no view of the host).
    struct Store {
        var scene = CarScene(conversation: 1)

        /// Sends `event` at `ms`: its effects and the names of the properties it changed.
        mutating func send(_ event: AppEvent, at ms: Millis) -> (effects: [Effect], changed: [String]) {
            let before = scene
            var out = SceneOutput()
            scene.reduce(event, now: Instant(ms: ms), into: &out)
            return (out.effects, changedProperties(before, scene))
        }

        /// The host's answer to call `id`: the change happened.
        mutating func completed(_ id: Int, at ms: Millis) -> (effects: [Effect], changed: [String]) {
            send(.hostCompleted(HostCompletion(callID: id, generation: 1, success: true, error: nil)), at: ms)
        }
    }

    static let tiles = [TemplateButton(title: "Continue conversation"), TemplateButton(title: "New conversation")]
    static let grid = Template(id: TemplateID(1), kind: .grid, title: "Live", buttons: tiles)

    func event(_ name: String, _ fields: [String: String] = [:]) -> Effect { .telemetry(TelemetryEvent(name, fields)) }

    @Test("T1, L1, C1-C3, Q1, L8, A2, A3, L6, Q6, Y1, Y2: plug, Continue, the secret, the socket, End: every effect and change")
    func tapCallEnd() {
        var store = Store()
        var call = LiveCall(number: 1, attempt: 1, conversation: 1, fromCar: true, onCar: true, tappedAt: Instant(ms: 1_000))

        // T1, H10: the car connects; the grid goes up as root (N3: with a completion), no cue.
        var step = store.send(.carConnected(generation: 1), at: 0)
        expectEffects(step.effects, [.cancelTimer(.handover),   // O3: no landing owed
                                     .host(HostCall(id: 1, operation: .setRoot(Self.grid), completion: true))])
        #expect(step.changed == ["navigator", "home", "carGeneration", "nextTemplate"])
        #expect(store.scene.carGeneration == 1)
        #expect(store.scene.home.grid == TemplateID(1) && store.scene.home.tiles == Self.tiles)
        #expect(!store.scene.navigatorIdle)   // N1: the root is in flight

        step = store.completed(1, at: 300)
        expectEffects(step.effects, [])
        #expect(step.changed == ["navigator"])
        #expect(store.scene.navigatorIdle)

        // T3, L1, L7: Continue: voice on, a secret, the 15 s give-up (L2); C3: the call's own screen.
        step = store.send(.buttonTapped(ButtonHit(template: TemplateID(1), role: .gridButton, title: "Continue conversation", index: 0)), at: 1_000)
        expectEffects(step.effects, [
            event("car.tap", ["title": "Continue conversation"]),   // Y5: no call id outside a call
            .startTimer(.telemetryFlush, after: 15_000),           // Y2: the batch's first event
            event("call.start", ["attempt": "1", "client": "carplay", "listening": "Always"]),
            .server(.voiceOn(conversation: 1)),
            .server(.mintSecret(conversation: 1, attempt: 1)),
            .startTimer(.giveUp(attempt: 1), after: 15_000),
            .host(HostCall(id: 2, operation: .present(Build.callScreen(2)), completion: true)),
            event("car.screen", ["screen": "call"]),
            event("call.state", ["state": "connecting", "call": "1"]),
        ])
        #expect(step.changed == ["navigator", "callScreen", "call", "telemetry", "nextTemplate", "nextAttempt", "nextCallNumber"])
        #expect(store.scene.call == call)
        #expect(store.scene.callScreen.shown.map { [$0.call, $0.template.value] } == [1, 2])
        #expect(store.scene.callScreen.shown?.state == .connecting)
        #expect(store.scene.telemetry.waiting.map(\.name) == ["car.tap", "call.start", "car.screen", "call.state"])

        // L1: the secret comes: the socket opens with it; the screen stays on Connecting…
        step = store.send(.secretMinted(attempt: 1), at: 1_000)
        expectEffects(step.effects, [event("call.secret", ["attempt": "1"]), .socket(.open(attempt: 1))])
        #expect(step.changed == ["call", "telemetry"])
        call.phase = .connecting
        #expect(store.scene.call == call)

        step = store.completed(2, at: 1_300)   // the call screen is up
        expectEffects(step.effects, [])
        #expect(step.changed == ["navigator"])

        // L2, Q1, Q8, L3, L8, A2, A3: the socket is up: Connected (the microphone gated while it
        // sounds), pings, the audio session, the engine on its queue; C2: Listening.
        step = store.send(.socketOpened(attempt: 1), at: 2_000)
        expectEffects(step.effects, [
            .cancelTimer(.giveUp(attempt: 1)),
            .socket(.gateMicrophone(true)),
            .cue(.connected),
            event("cue", ["name": "connected"]),
            .startTimer(.cue(.cueEnd), after: Cue.connected.durationMs),
            event("call.connected", ["attempt": "1"]),
            .startTimer(.ping(attempt: 1), after: 5_000),
            event("audio.session", ["active": "true"]),
            .engine(AudioEngineController.Command(.installTap(sampleRate: 48_000), on: .engineQueue, by: .call)),
            .engine(AudioEngineController.Command(.start, on: .engineQueue, by: .call)),
            .host(HostCall(id: 3, operation: .activate(TemplateID(2), identifier: "listening"), completion: false)),
            event("call.state", ["state": "listening", "call": "1"]),
        ])
        #expect(step.changed == ["navigator", "callScreen", "call", "cues", "mic", "telemetry", "engine"])
        call.phase = .up
        #expect(store.scene.call == call)
        #expect(store.scene.callScreen.shown?.state == .listening)
        #expect(store.scene.cues.isMicrophoneGated)
        #expect(store.scene.mic.inCall)
        #expect(store.scene.engine.phase == .starting)

        // L6, Q6, A2: End: the socket and every timer of the call go, the cues stop, the engine
        // stops on its queue, Ended plays, the call's end goes out with its batch (Y2); C3: the
        // screen is dismissed; the tiles stay as drawn.
        step = store.send(.buttonTapped(ButtonHit(template: TemplateID(2), role: .actionButton, title: "End", index: 1)), at: 3_000)
        expectEffects(step.effects, [
            event("car.tap", ["title": "End", "call": "1"]),
            .socket(.close(attempt: 1)),
            .cancelTimer(.giveUp(attempt: 1)),
            .cancelTimer(.ping(attempt: 1)),
            .cancelTimer(.silence(attempt: 1)),
            .cancelTimer(.handover),
            .cancelTimer(.cue(.cueEnd)),            // Q7: the scheduler reset
            .socket(.gateMicrophone(false)),
            event("audio.session", ["active": "false"]),   // L8
            .log("end ran on the main queue"),      // A2
            .engine(AudioEngineController.Command(.stop, on: .engineQueue, by: .call)),
            .socket(.gateMicrophone(true)),         // Q8: while Ended sounds
            .cue(.ended),
            event("cue", ["name": "ended"]),
            .startTimer(.cue(.cueEnd), after: Cue.ended.durationMs),
            event("call.end", ["reason": "end", "duration_ms": "2000", "call": "1"]),
            .sendTelemetry([TelemetryEvent("car.tap", ["title": "Continue conversation"]),
                            TelemetryEvent("call.start", ["attempt": "1", "client": "carplay", "listening": "Always"]),
                            TelemetryEvent("car.screen", ["screen": "call"]),
                            TelemetryEvent("call.state", ["state": "connecting", "call": "1"]),
                            TelemetryEvent("call.secret", ["attempt": "1"]),
                            TelemetryEvent("cue", ["name": "connected"]),
                            TelemetryEvent("call.connected", ["attempt": "1"]),
                            TelemetryEvent("audio.session", ["active": "true"]),
                            TelemetryEvent("call.state", ["state": "listening", "call": "1"]),
                            TelemetryEvent("car.tap", ["title": "End", "call": "1"]),
                            TelemetryEvent("audio.session", ["active": "false"]),
                            TelemetryEvent("cue", ["name": "ended"]),
                            TelemetryEvent("call.end", ["reason": "end", "duration_ms": "2000", "call": "1"])]),
            .cancelTimer(.telemetryFlush),
            .host(HostCall(id: 4, operation: .dismiss, completion: true)),
            event("car.screen", ["screen": "home"]),
            .startTimer(.telemetryFlush, after: 15_000),   // Y2: the next batch's first event
        ])
        #expect(step.changed == ["navigator", "callScreen", "call", "cues", "mic", "telemetry", "engine"])
        #expect(store.scene.call == nil)
        #expect(store.scene.callScreen.shown == nil)
        #expect(store.scene.retry.status == .idle)   // L6: no retries
        #expect(!store.scene.mic.inCall)
        #expect(store.scene.engine.phase == .stopping)
        #expect(store.scene.telemetry.waiting.map(\.name) == ["car.screen"])

        // The screen is gone: the car shows the home, as drawn (T1).
        step = store.completed(4, at: 3_300)
        expectEffects(step.effects, [])
        #expect(step.changed == ["navigator"])
        #expect(store.scene.navigatorIdle)
        #expect(store.scene.home.tiles == Self.tiles)
    }
}
