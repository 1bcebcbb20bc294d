import Testing
import Host
import CarApp
import TestSupport

/// The scene's children scoped by their parent (TCA's `Scope` and `ifLet`): the attempt's own
/// events reach the call only while that attempt runs, checked in one place; and the host is read
/// only by the navigator that reads it.
@Suite("CarScene's scopes: an earlier attempt's events dropped in one place; the host seen by the identity navigator alone")
struct CarSceneScopeTests {
    /// Every event that names an attempt, for `attempt`.
    static func attemptEvents(_ attempt: Int) -> [AppEvent] {
        [.secretMinted(attempt: attempt), .socketOpened(attempt: attempt), .socketErrored(attempt: attempt, message: "boom"),
         .socketPong(attempt: attempt), .speechStarted(attempt: attempt), .speechStopped(attempt: attempt),
         .replyStarted(attempt: attempt), .replyAudioStarted(attempt: attempt), .replyEnded(attempt: attempt, failed: true),
         .toolStarted(attempt: attempt, name: "search"), .toolEnded(attempt: attempt, failed: true),
         .realtimeError(attempt: attempt, message: "boom"), .transcriptLine(attempt: attempt, text: "Turn left"),
         .wentBackToConversation(attempt: attempt, conversation: 9),
         .settingChangedByModel(attempt: attempt, row: "Reply length", value: "Short"),
         .timerFired(.giveUp(attempt: attempt)), .timerFired(.ping(attempt: attempt)), .timerFired(.silence(attempt: attempt))]
    }

    /// Connected, the root in place, Continue tapped (attempt 1), its secret minted, then the model
    /// went back to conversation 5 (C5: attempt 2, the same call).
    static func afterGoingBack() -> CarScene {
        var scene = CarScene(conversation: 1)
        var out = SceneOutput()
        let events: [AppEvent] = [
            .carConnected(generation: 1),
            .hostCompleted(HostCompletion(callID: 1, generation: 1, success: true, error: nil)),
            .buttonTapped(ButtonHit(template: TemplateID(1), role: .gridButton, title: CarWords.continueConversation, index: 0)),
            .hostCompleted(HostCompletion(callID: 2, generation: 1, success: true, error: nil)),
            .secretMinted(attempt: 1),
            .wentBackToConversation(attempt: 1, conversation: 5),
        ]
        for (i, event) in events.enumerated() { scene.reduce(event, now: Instant(ms: Millis(i * 400)), into: &out) }
        return scene
    }

    @Test("L1, C5: every event of an attempt no longer running is dropped: nothing asked, nothing changed", arguments: attemptEvents(1))
    func earlierAttemptDropped(event: AppEvent) {
        var scene = Self.afterGoingBack()
        #expect(scene.call?.attempt == 2 && scene.call?.conversation == 5)
        let before = scene
        var out = SceneOutput()
        scene.reduce(event, now: Instant(ms: 5_000), into: &out)
        expectEffects(out.effects, [])
        #expect(changedProperties(before, scene) == [])
    }

    @Test("the running attempt's events reach the call: its secret opens the socket, its socket brings it up")
    func runningAttemptReached() {
        var scene = Self.afterGoingBack()
        var out = SceneOutput()
        scene.reduce(.secretMinted(attempt: 2), now: Instant(ms: 5_000), into: &out)
        #expect(out.effects.contains(.socket(.open(attempt: 2))))
        scene.reduce(.socketOpened(attempt: 2), now: Instant(ms: 5_100), into: &out)
        #expect(scene.call?.phase == .up)
        #expect(out.effects.contains(.cue(.connected)))
    }

    @Test("with no call, no attempt's event does anything", arguments: attemptEvents(1))
    func noCallNothing(event: AppEvent) {
        var scene = CarScene(conversation: 1)
        let before = scene
        var out = SceneOutput()
        scene.reduce(event, now: .zero, into: &out)
        expectEffects(out.effects, [])
        #expect(changedProperties(before, scene) == [])
    }

    @Test("H5, N2: the host's view is kept for the identity navigator alone, which reads it; the others never see it")
    func hostSeenByTheIdentityNavigatorAlone() {
        let view = HostView(presentedTemplate: TemplateStandIn(proxyID: -1002, kind: .voiceControl))
        for name in AnyNavigator.names {
            var scene = CarScene(navigator: AnyNavigator.named(name)!)
            let before = scene
            var built = false
            scene.seeHost({ built = true; return view }())
            #expect(built == (name == "identity"), "\(name) builds the view only if it reads it")
            #expect(scene.navigator.readsHost == (name == "identity"))
            #expect(changedProperties(before, scene) == (name == "identity" ? ["navigator"] : []), "\(name)")
        }
    }
}
