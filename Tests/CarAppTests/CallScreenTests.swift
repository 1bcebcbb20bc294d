import Testing
import Host
import CarApp
import TestSupport

@Suite("CallScreen: five states, built once per call")
struct CallScreenTests {
    let templates = SceneTemplates()

    @Test("C1: exactly five states; Mute and End on each; the gear as the bar button")
    func fiveStates() {
        let t = CallScreen.template(TemplateID(3), initial: .connecting)
        #expect(t.kind == .voiceControl)
        #expect(t.voiceStates.map(\.title) == ["Connecting…", "Listening", "Speaking", "Working on it…", "Muted"])
        #expect(t.voiceStates.allSatisfy { $0.actionButtons.map(\.title) == ["Mute", "End"] })   // C1: Mute keeps its word
        #expect(t.barButtons.map(\.title) == ["Voice settings"])
    }

    @Test("C3: presented when the call starts, state changes activate, dismissed when it ends, never rebuilt")
    func builtOnce() {
        var screen = CallScreen()
        expectEffects(collect { screen.reduce(.callChanged(call: 1, state: .connecting, newTemplate: TemplateID(5), templates: templates), now: .zero, into: &$0) },
                      [.present(CallScreen.template(TemplateID(5), initial: .connecting))])
        expectEffects(collect { screen.reduce(.callChanged(call: 1, state: .listening, newTemplate: TemplateID(6), templates: templates), now: .zero, into: &$0) },
                      [.activate(TemplateID(5), identifier: "listening")])
        expectEffects(collect { screen.reduce(.callChanged(call: 1, state: .listening, newTemplate: TemplateID(6), templates: templates), now: .zero, into: &$0) }, [])
        expectEffects(collect { screen.reduce(.callChanged(call: nil, state: .connecting, newTemplate: TemplateID(6), templates: templates), now: .zero, into: &$0) },
                      [.dismiss(TemplateID(5))])
    }

    @Test("C3: a new call (a retry attempt) gets its own screen")
    func newCallNewScreen() {
        var screen = CallScreen()
        _ = collect { screen.reduce(.callChanged(call: 1, state: .connecting, newTemplate: TemplateID(5), templates: templates), now: .zero, into: &$0) }
        expectEffects(collect { screen.reduce(.callChanged(call: 2, state: .connecting, newTemplate: TemplateID(6), templates: templates), now: .zero, into: &$0) },
                      [.dismiss(TemplateID(5)), .present(CallScreen.template(TemplateID(6), initial: .connecting))])
    }

    @Test("C4: a call already running is presented at once in its current state (its state first)")
    func currentStateFirst() {
        let t = CallScreen.template(TemplateID(3), initial: .speaking)
        #expect(t.voiceStates.first?.title == "Speaking")
        #expect(Set(t.voiceStates.map(\.identifier)) == Set(CallScreenState.allCases.map(\.rawValue)))
    }

    @Test("C2: the state by precedence — Muted > lost microphone > Speaking > Working > Listening")
    func precedence() {
        var c = LiveCall(number: 1, attempt: 1, conversation: 1, fromCar: true, onCar: true, tappedAt: .zero)
        #expect(c.screenState == .connecting)   // until the call is up
        c.phase = .up
        #expect(c.screenState == .listening)
        c.toolsRunning = 1
        #expect(c.screenState == .working)
        c.replyAudioAt = .zero
        #expect(c.screenState == .speaking)
        c.micLost = true
        #expect(c.screenState == .connecting)
        c.muted = true
        #expect(c.screenState == .muted)
    }
}
