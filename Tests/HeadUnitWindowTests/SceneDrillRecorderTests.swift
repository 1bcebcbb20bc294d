import Drill
import HeadUnitTesting
import Host
import HeadUnitWindow
import Screen
import Testing

/// B12: what the recorder writes after each step: a line that holds for the screen shown.
@Suite("SceneDrillRecorder: the recorded drill's lines (B12)")
struct SceneDrillRecorderTests {
    static let list = CarScreen.Shown(kind: .list, title: "Shows \"Live\"", buttons: ["Back", "Morning Drive"],
                                      rows: [CarScreen.Item(title: "Morning Drive")], backButton: "Back")
    static let map = CarScreen.Shown(kind: .map, title: "Map", buttons: [])

    @Test("the front template in the drill's words; a kind no word names is a comment over a line that holds")
    func expectations() {
        #expect(SceneDrillRecorder.expectation(for: CarScreen(connected: false, stack: [], presented: nil)) == ["expect car disconnected"])
        #expect(SceneDrillRecorder.expectation(for: CarScreen(connected: true, stack: [], presented: nil)) == ["expect car presented nothing"])
        let alert = CarScreen.Shown(kind: .alert, title: "Sign out?", buttons: ["OK"], rows: [CarScreen.Item(title: "OK")])
        #expect(SceneDrillRecorder.expectation(for: CarScreen(connected: true, stack: [Self.map], presented: alert))
                == [#"expect car presented alert "Sign out?" "OK""#])
        #expect(SceneDrillRecorder.expectation(for: CarScreen(connected: true, stack: [Self.map], presented: nil))
                == [#"# the car shows CPMapTemplate "Map" (no `expect car` word for it)"#, "expect car presented nothing"])
    }

    @Test("every written line parses as a drill of any scene, quotes escaped")
    func parses() {
        var recorder = SceneDrillRecorder(display: DisplaySize(width: 1280, height: 720), appearance: .light, profile: "lenient")
        let screen = CarScreen(connected: true, stack: [Self.map, Self.list], presented: nil)
        recorder.record("plug", at: Instant(ms: 100), screen: screen, crashes: [])
        recorder.record("tap " + DrillString.quoted("Say \"hi\" \\ there"), at: Instant(ms: 100), screen: screen, crashes: [])
        let text = recorder.text(endingAt: Instant(ms: 900), screen: screen, crashes: [])
        #expect(text.contains("  given display 1280x720\n  given appearance light\n  given profile lenient\n  wait 100ms\n  plug\n"))
        #expect(text.contains(#"  tap "Say \"hi\" \\ there""#))
        #expect(text.contains("  wait 800ms\n"))
        let (file, diagnostics) = DrillParser.parse(text, path: "recorded.drill", language: .anyScene)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))")
        #expect(file.scenarios.first?.steps.count == 11)
    }

    @Test("a crash while time passes ends the recording with the wait to it and `expect crash RULE`; later steps are not kept")
    func crashWhileWaiting() {
        var recorder = SceneDrillRecorder()
        let screen = CarScreen(connected: true, stack: [Self.list], presented: nil)
        recorder.record("plug", at: .zero, screen: screen, crashes: [])
        let crash = CrashReport(rule: "H4", message: "boom", call: "popTemplate", hostState: "", at: Instant(ms: 250))
        recorder.noteCrash(at: Instant(ms: 300), crashes: [crash])
        recorder.record("unplug", at: Instant(ms: 400), screen: screen, crashes: [crash])
        #expect(recorder.ended && recorder.stepCount == 1)
        #expect(recorder.text(endingAt: Instant(ms: 900), screen: screen, crashes: [crash]).hasSuffix("  plug\n  expect car top list \"Shows \\\"Live\\\"\" \"Morning Drive\"\n  wait 300ms\n  expect crash H4\n"))
    }
}
