import CarApp
import Rig
import Testing
@testable import Drill
@testable import WorldDrill

/// Every word of the language parses to its step kind (docs/DRILL_LANGUAGE.md lists them).
struct StepKindTests {
    /// Parses `line` as the first step of a scenario; fails the test on any diagnostic.
    static func step(_ line: String) -> StepKind? {
        let (file, diagnostics) = DrillParser.parse("scenario \"s\"\n  \(line)\n  plug\n", path: "t.drill", language: .builtInApp)
        #expect(diagnostics == [], "\(diagnostics.map(\.rendered))")
        return file.scenarios.first?.steps.first?.kind
    }

    static let table: [(String, StepKind)] = [
        ("rules D2 O2 H13", .rules(["D2", "O2", "H13"])),
        ("given conversation open", .given(.conversation(.open))),
        ("given conversation none", .given(.conversation(.none))),
        ("given conversation ended", .given(.conversation(.ended))),
        ("given realtime manual", .given(.realtime(.manual))),
        ("given realtime auto 500ms", .given(.realtime(.auto(500)))),
        ("given realtime unreachable", .given(.realtime(.unreachable))),
        ("given secret slow 2s", .given(.secret(.slow(2000)))),
        ("given secret ok", .given(.secret(.ok))),
        ("given secret nowhere", .given(.secret(.nowhere))),
        ("given app foreground", .given(.app(.foreground))),
        ("given app background", .given(.app(.background))),
        ("given setting \"Turn detection\" Semantic", .given(.setting(name: "Turn detection", value: "Semantic"))),
        ("given setting listening \"Phone only\"", .given(.setting(name: "listening", value: "Phone only"))),
        ("given navigator queued", .given(.navigator("queued"))),
        ("given display 1280x720", .given(.display(width: 1280, height: 720))),
        ("given appearance light", .given(.appearance(.light))),
        ("given appearance dark", .given(.appearance(.dark))),
        ("given profile commuter", .given(.profile("commuter"))),
        ("given settle 1.5s", .given(.settle(1500))),
        ("given seed 42", .given(.seed(42))),
        ("given seed 0xDEADBEEF", .given(.seed(0xDEAD_BEEF))),
        ("plug", .plug),
        ("unplug", .unplug),
        ("tap \"Continue conversation\"", .tap("Continue conversation")),
        ("tap \"gear\"", .tap("gear")),
        ("tap back", .tapBack),
        ("tap \"End\" now", .tapNow("End")),
        ("select \"Reset to defaults\"", .select("Reset to defaults")),
        ("expect car root grid \"A\" \"B\"", .expect(.carTemplate(TemplateExpectation(place: .root, kind: .grid, texts: ["A", "B"])), now: false)),
        ("expect car top list \"History\" \"Trip\"", .expect(.carTemplate(TemplateExpectation(place: .top, kind: .list, texts: ["History", "Trip"])), now: false)),
        ("expect car presented voice \"Listening\" now", .expect(.carTemplate(TemplateExpectation(place: .presented, kind: .voice, texts: ["Listening"])), now: true)),
        ("expect car presented action-sheet \"Voice\"", .expect(.carTemplate(TemplateExpectation(place: .presented, kind: .actionSheet, texts: ["Voice"])), now: false)),
        ("expect car presented nothing", .expect(.carTemplate(TemplateExpectation(place: .presented, kind: nil, texts: [])), now: false)),
        ("expect car root tab \"Library\" list \"Episode 1\" \"Episode 2\"", .expect(.carTemplate(TemplateExpectation(
            place: .root, kind: .tabBar, texts: [], selectedTab: .init(title: "Library", kind: .list, rows: ["Episode 1", "Episode 2"]))), now: false)),
        ("expect car top tab \"Browse\" grid", .expect(.carTemplate(TemplateExpectation(
            place: .top, kind: .tabBar, texts: [], selectedTab: .init(title: "Browse", kind: .grid, rows: []))), now: false)),
        ("expect car root tab \"Library\"", .expect(.carTemplate(TemplateExpectation(
            place: .root, kind: .tabBar, texts: [], selectedTab: .init(title: "Library", kind: nil, rows: []))), now: false)),
        ("event \"sign out\"", .event("sign out")),
        ("expect host log \"refused [H3]\"", .expect(.hostLog("refused [H3]"), now: false)),
        ("tap gear", .tapGear),
        ("panel set \"Turn detection\" Silence", .panelSet(row: "Turn detection", value: "Silence")),
        ("panel set \"Speaking speed\" \"1.25×\"", .panelSet(row: "Speaking speed", value: "1.25×")),
        ("phone foreground", .phone("foreground")),
        ("phone background", .phone("background")),
        ("phone open sheet", .phone("open sheet")),
        ("phone close sheet", .phone("close sheet")),
        ("phone open dialog", .phone("open dialog")),
        ("phone close dialog", .phone("close dialog")),
        ("phone keyboard up", .phone("keyboard up")),
        ("phone keyboard down", .phone("keyboard down")),
        ("phone open session", .phone("open session")),
        ("phone open link", .phone("open link")),
        ("phone close live", .phone("close live")),
        ("phone end conversation", .phone("end conversation")),
        ("phone start call", .phone("start call")),
        ("phone hang up", .phone("hang up")),
        ("phone mute", .phone("mute")),
        ("phone unmute", .phone("unmute")),
        ("phone relaunch", .phone("relaunch")),
        ("phone open other-live", .phone("open other-live")),
        ("phone close other-live", .phone("close other-live")),
        ("realtime up", .realtime(.up)),
        ("realtime error \"rate limited\"", .realtime(.error("rate limited"))),
        ("realtime quiet", .realtime(.quiet)),
        ("realtime pong", .realtime(.pong)),
        ("realtime set reply_cap 200", .realtime(.set(name: "reply_cap", value: "200"))),
        ("realtime go back", .realtime(.goBack)),
        ("speech start", .speech(.start)),
        ("speech stop", .speech(.stop)),
        ("reply start", .reply(.start)),
        ("reply end", .reply(.end)),
        ("reply fail", .reply(.fail)),
        ("reply audio", .reply(.audio)),
        ("tool start \"web_search\"", .tool(.start("web_search"))),
        ("tool end", .tool(.end)),
        ("tool fail", .tool(.fail)),
        ("mic stall", .mic(.stall)),
        ("mic back", .mic(.back)),
        ("mic refused", .mic(.refused)),
        ("interruption begin", .interruption(.begin)),
        ("interruption end", .interruption(.end)),
        ("route change rate 16000", .routeChangeRate(16000)),
        ("route latency 120ms", .routeLatency(120)),
        ("engine stuck", .engine(.stuck)),
        ("engine unstuck", .engine(.unstuck)),
        ("wait 300ms", .wait(300)),
        ("wait until car call \"Listening\" within 20s", .waitUntil(.carCall("Listening"), within: 20_000)),
        ("wait until cue failed within 1m", .waitUntil(.cue("failed"), within: 60_000)),
        ("expect car home \"Continue conversation\" \"New conversation\"",
         .expect(.carHome(["Continue conversation", "New conversation"]), now: false)),
        ("expect car call \"Connecting…\"", .expect(.carCall("Connecting…"), now: false)),
        ("expect car call \"Connecting…\" now", .expect(.carCall("Connecting…"), now: true)),
        ("expect car status \"Live Mode unavailable. Tap to retry.\"",
         .expect(.carStatus("Live Mode unavailable. Tap to retry."), now: false)),
        ("expect car panel \"Turn detection\" \"Silence\" \"Speaking speed\" \"1.0×\"",
         .expect(.carPanel([.init(row: "Turn detection", value: "Silence"), .init(row: "Speaking speed", value: "1.0×")]), now: false)),
        ("expect car nothing", .expect(.carNothing, now: false)),
        ("expect car disconnected now", .expect(.carDisconnected, now: true)),
        ("expect phone live-thread", .expect(.phone("live-thread"), now: false)),
        ("expect phone app", .expect(.phone("app"), now: false)),
        ("expect phone background", .expect(.phone("background"), now: false)),
        ("expect phone other-live-thread", .expect(.phone("other-live-thread"), now: false)),
        ("expect phone says \"Waiting for the microphone…\"", .expect(.phoneSays("Waiting for the microphone…"), now: false)),
        ("expect cue connected", .expect(.cue("connected"), now: false)),
        ("expect cues connected, heard,thinking , working", .expect(.cues(["connected", "heard", "thinking", "working"]), now: false)),
        ("expect cues failed", .expect(.cues(["failed"]), now: false)),
        ("expect no cue", .expect(.noCue, now: false)),
        ("expect no cue now", .expect(.noCue, now: true)),
        ("expect telemetry call.end reason=gear duration_ms=1200",
         .expect(.telemetry(name: "call.end", fields: [.init(key: "reason", value: "gear"), .init(key: "duration_ms", value: "1200")]), now: false)),
        ("expect telemetry call.start client=\"carplay · live_voice\"",
         .expect(.telemetry(name: "call.start", fields: [.init(key: "client", value: "carplay · live_voice")]), now: false)),
        ("expect telemetry reply.truncated", .expect(.telemetry(name: "reply.truncated", fields: []), now: false)),
        ("expect no telemetry call.end reason=drop", .expect(.noTelemetry(name: "call.end", fields: [.init(key: "reason", value: "drop")]), now: false)),
        ("expect no telemetry call.secret now", .expect(.noTelemetry(name: "call.secret", fields: []), now: true)),
        ("expect car status \"\"", .expect(.carStatus(""), now: false)),
        ("expect crash H4", .expect(.crash(rule: "H4"), now: false)),
        ("expect no crash", .expect(.noCrash, now: false)),
        ("expect shot \"d1-home.png\"", .expect(.shot("d1-home.png"), now: false)),
        ("include \"common/plugged-in.drillpart\"", .include("common/plugged-in.drillpart")),
    ]

    @Test(arguments: table)
    func parses(line: String, kind: StepKind) {
        #expect(Self.step(line) == kind)
    }

    /// A step carries the built-in app's words as the line writes them; the built-in world reads
    /// each as one of its values by its raw value (`NoEffect`, `ExpectationCheck+World`).
    @Test func everyCueNameParsesToTheWordOfOneCue() {
        for cue in Cue.allCases {
            #expect(Self.step("expect cue \(cue.rawValue)") == .expect(.cue(cue.rawValue), now: false))
            #expect(Cue(rawValue: cue.rawValue) == cue)
        }
    }

    @Test func everyPhoneActionParsesToTheWordOfOneAction() {
        for action in Stimulus.PhoneAction.allCases {
            #expect(Self.step("phone \(action.rawValue)") == .phone(action.rawValue))
            #expect(Stimulus.PhoneAction(rawValue: action.rawValue) == action)
        }
    }

    @Test func everyPhoneScreenParsesToTheWordOfOneScreen() {
        for screen in BuiltInWords.phoneScreens {
            #expect(Self.step("expect phone \(screen.rawValue)") == .expect(.phone(screen.rawValue), now: false))
            #expect(PhoneDisplay.Screen(rawValue: screen.rawValue) == screen)
        }
    }

    @Test func scenariosKeepNameLocationRulesAndStepLocations() {
        let text = """
        # leading comment

        scenario "First"   # a comment after it
          rules D1
        \tplug
          rules T1 T2
        scenario "Second"
        expect no crash
        """
        let (file, diagnostics) = DrillParser.parse(text, path: "Scenarios/x.drill", language: .builtInApp)
        #expect(diagnostics == [])
        #expect(file.path == "Scenarios/x.drill")
        #expect(file.scenarios.map(\.name) == ["First", "Second"])
        #expect(file.scenarios[0].location == SourceLocation(file: "Scenarios/x.drill", line: 3, column: 1))
        #expect(file.scenarios[0].rules == ["D1", "T1", "T2"])
        #expect(file.scenarios[0].steps.map(\.location.line) == [4, 5, 6])
        #expect(file.scenarios[0].steps.map(\.location.column) == [3, 2, 3])
        #expect(file.scenarios[0].steps[1].lineText == "\tplug")
        #expect(file.scenarios[1].steps.map(\.kind) == [.expect(.noCrash, now: false)])
    }

    @Test func stepsKeepTheSpansOfTheirStrings() {
        let (file, _) = DrillParser.parse("scenario \"s\"\n  expect car home \"Continue…\" \"New\"\n", path: "t.drill", language: .builtInApp)
        #expect(file.scenarios[0].steps[0].stringSpans == [Step.Span(column: 19, length: 11), Step.Span(column: 31, length: 5)])
    }

    @Test func windowsLineEndsAndAByteOrderMarkAreText() {
        let (file, diagnostics) = DrillParser.parse([0xEF, 0xBB, 0xBF] + Array("scenario \"s\"\r\n  plug\r\n".utf8), path: "t.drill", language: .builtInApp)
        #expect(diagnostics == [])
        #expect(file.scenarios[0].steps.map(\.kind) == [.plug])
        #expect(file.scenarios[0].steps[0].lineText == "  plug")
    }
}
