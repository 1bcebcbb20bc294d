import CarApp
import Foundation
import Rig
import Testing
import TestSupport
@testable import Drill
import WorldDrill

/// Helpers shared by the runner, setup, report and determinism tests: parse drill text, run it.
enum DrillText {
    /// The file name every in-memory scenario is parsed under.
    static let path = "runner.drill"

    /// The scenarios of `text`, which must parse without an error (warnings are allowed).
    static func scenarios(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Scenario] {
        let (file, diagnostics) = DrillParser.parse(text, path: path, language: .builtInApp)
        #expect(diagnostics.filter { $0.severity == .error } == [], "the test's drill text does not parse:\n\(diagnostics.map(\.rendered).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        return file.scenarios
    }

    /// The only scenario of `text`.
    static func scenario(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Scenario {
        let all = scenarios(text, sourceLocation: sourceLocation)
        #expect(all.count == 1, "expected one scenario", sourceLocation: sourceLocation)
        return all[0]
    }

    /// Runs the only scenario of `text`, whose setup must be clean.
    static func run(_ text: String, seed: UInt64? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) async -> ScenarioResult {
        let s = scenario(text, sourceLocation: sourceLocation)
        let setup = ScenarioSetup(s, seed: seed)
        #expect(setup.diagnostics == [], "setup: \(setup.diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
        return await ScenarioRunner(seed: seed).run(s)
    }

    /// A suite made of `text`'s scenarios, run in order, without touching the disk.
    static func suite(_ text: String, seed: UInt64? = nil) async -> DrillSuite {
        var suite = DrillSuite()
        suite.results = await scenarios(text).asyncMap { await ScenarioRunner(seed: seed).run($0) }
        return suite
    }
}

/// Drill text with one position marker `1️⃣` taken out: where the marker was, in the runner's
/// columns (Unicode scalars, from 1).
struct MarkedDrill {
    let text: String
    let line: Int
    let column: Int

    init(_ marked: String) {
        let lines = marked.components(separatedBy: "\n")
        var found = (0, 0)
        for (i, l) in lines.enumerated() {
            if let r = l.range(of: "1️⃣") {
                found = (i + 1, l[..<r.lowerBound].unicodeScalars.count + 1)
            }
        }
        text = marked.replacingOccurrences(of: "1️⃣", with: "")
        (line, column) = found
    }
}

/// `ScenarioRunner`: steps in order, expectations with the settle window, the invariants after
/// every step, and the failure a person reads.
@Suite struct ScenarioRunnerTests {
    // MARK: - Passing scenarios

    @Test(arguments: [
        """
        scenario "Continue is one tap to the call screen"
          given conversation open
          plug
          expect car home "Continue conversation" "New conversation"
          expect no cue
          tap "Continue conversation" now
          expect car call "Connecting…"
          realtime up
          expect car call "Listening"
          expect cue connected
          expect no crash
        """,
        """
        scenario "New, then End"
          plug
          tap "New conversation" now
          realtime up
          expect car call "Listening"
          tap "End" now
          expect cue ended
          expect car home "Continue conversation" "New conversation"
        """,
        """
        scenario "Unplugged, the phone lands on the call"
          plug
          tap "Continue conversation" now
          realtime up
          expect car call "Listening"
          unplug
          expect car disconnected
          wait 3s
          expect phone live-thread now
        """,
        """
        scenario "wait until holds when the socket comes up by itself"
          given realtime auto 500ms
          plug
          tap "Continue conversation" now
          wait until car call "Listening" within 5s
          expect no crash
        """,
    ])
    func passes(text: String) async {
        let result = await DrillText.run(text)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        #expect(result.failure == nil)
        #expect(result.steps.count == DrillText.scenario(text).steps.count, "every step ran")
    }

    @Test func aPassingRunRecordsEveryStepWithItsTimeAndWhatTheCarShowed() async {
        let result = await DrillText.run("""
        scenario "steps"
          plug
          tap "Continue conversation" now
          expect car call "Connecting…"
          wait 2s
        """)
        #expect(result.passed)
        #expect(result.steps.map(\.step.location.line) == [2, 3, 4, 5])
        #expect(result.steps.map(\.at.ms) == [0, 0, 300, 2_300])
        #expect(result.steps.map(\.carLine) == [
            "home[Continue conversation|New conversation]",
            "home[Continue conversation|New conversation]",
            "call[Connecting…]",
            "call[Connecting…]",
        ])
        #expect(result.steps.map(\.note) == [nil, nil, "settled after 300ms", nil])
        #expect(result.simulatedMs == 2_300)
    }

    // MARK: - Each kind of failure, with its code

    @Test(arguments: [
        // An expectation on the car that never holds: DL501 at the step.
        ("""
        scenario "x"
          plug
          expect car call "Listening"
        """, DiagnosticCode.expectationFailed, 3, 3),
        ("""
        scenario "x"
          plug
          expect car disconnected
        """, .expectationFailed, 3, 3),
        ("""
        scenario "x"
          plug
          tap "Continue conversation" now
          realtime up
          expect no cue
        """, .expectationFailed, 5, 3),
        ("""
        scenario "x"
          plug
          expect cue connected
        """, .expectationFailed, 3, 3),
        ("""
        scenario "x"
          plug
          expect telemetry call.start client=carplay
        """, .expectationFailed, 3, 3),
        ("""
        scenario "x"
          plug
          expect crash H2
        """, .expectationFailed, 3, 3),
        ("""
        scenario "x"
          plug
          expect phone live-thread
        """, .expectationFailed, 3, 3),
        // A tap on a title the car does not show now: DL502 at the quoted title.
        ("""
        scenario "x"
          plug
              tap "End" now
        """, .notOnScreen, 3, 11),
        // A crash nobody expected: DL503 at the step that crashed.
        ("""
        scenario "x"
          given navigator naive
          plug
          tap "Continue conversation" now
        """, .unexpectedCrash, 4, 3),
        // wait until, timed out: DL507.
        ("""
        scenario "x"
          plug
          tap "Continue conversation" now
          wait until car call "Listening" within 2s
        """, .waitTimedOut, 4, 3),
    ] as [(String, DiagnosticCode, Int, Int)])
    func failsWithTheRightCodeAtTheStep(text: String, code: DiagnosticCode, line: Int, column: Int) async throws {
        let result = await DrillText.run(text)
        let failure = try #require(result.failure, "the scenario passed")
        #expect(failure.diagnostic.code == code, "\(failure.rendered)")
        #expect(failure.diagnostic.severity == .error)
        #expect(failure.diagnostic.location == Drill.SourceLocation(file: DrillText.path, line: line, column: column))
        #expect(result.steps.last?.step.location.line == line, "the run stops at the failing step")
        #expect(!result.passed)
    }

    @Test func aTapOnATitleNotOnScreenPointsAtTheTitleAndListsWhatTheCarShows() async throws {
        let marked = MarkedDrill("""
        scenario "tap"
          plug
          tap 1️⃣"End"
        """)
        let result = await DrillText.run(marked.text)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .notOnScreen)
        #expect(d.location.line == marked.line)
        #expect(d.location.column == marked.column)
        #expect(d.length == 5, "the caret underlines the quoted title, quotes included")
        #expect(d.message == "\"End\" is not on the car's screen (after waiting 1000ms, the settle window)")
        #expect(d.hint == "the car shows \"Continue conversation\", \"New conversation\" (home[Continue conversation|New conversation])")
        #expect(d.rendered == """
        runner.drill:3:7: error: [DL502] "End" is not on the car's screen (after waiting 1000ms, the settle window)
              tap "End"
                  ^~~~~
        hint: the car shows "Continue conversation", "New conversation" (home[Continue conversation|New conversation])
        """)
    }

    @Test func aTapWithNothingOnScreenSaysSo() async throws {
        let result = await DrillText.run("""
        scenario "tap before plug"
          tap "Continue conversation" now
        """)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .notOnScreen)
        #expect(d.hint?.hasPrefix("the car shows nothing to tap (") == true, "\(d.hint ?? "")")
    }

    @Test func anUnexpectedCrashSuggestsExpectCrash() async throws {
        let result = await DrillText.run("""
        scenario "naive"
          given navigator naive
          plug
          tap "Continue conversation" now
          expect car call "Connecting…"
        """)
        let failure = try #require(result.failure)
        let d = failure.diagnostic
        #expect(d.code == .unexpectedCrash)
        #expect(d.message.hasPrefix("the app crashed [H2]: An error was encountered during a template operation, but no completion block was specified."),
                "\(d.message)")
        let hint = try #require(d.hint)
        #expect(hint.hasSuffix("If this crash is what the scenario shows, add `expect crash H2`"), "\(hint)")
        #expect(hint.hasPrefix("the call was presentTemplate("), "\(hint)")
        #expect(result.steps.count == 3, "the expectation after the crash never ran")
        #expect(failure.logTail.last?.contains("CRASH [H2]") == true, "\(failure.logTail)")
    }

    @Test func anExpectedCrashPassesAndTheActionsAfterItDoNotFail() async {
        let result = await DrillText.run("""
        scenario "naive, expected"
          given navigator naive
          plug
          tap "Continue conversation" now
          expect crash H2
          tap "End" now
          tap "New conversation" now
          unplug
          plug
          wait 5s
          realtime up
          expect crash H2
        """)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        #expect(result.steps.count == 11)
        #expect(result.record.failures.map(\.rule) == ["H2"])
    }

    @Test func anExpectedCrashOfOneRuleDoesNotExcuseAnother() async throws {
        let result = await DrillText.run("""
        scenario "naive, wrong rule"
          given navigator naive
          plug
          tap "Continue conversation" now
          expect crash H4
        """)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .unexpectedCrash)
        #expect(d.location.line == 4)
        #expect(d.hint?.hasSuffix("add `expect crash H2`") == true)
    }

    @Test func aWaitUntilThatTimesOutSaysWhatTheCarShowed() async throws {
        let result = await DrillText.run("""
        scenario "wait"
          plug
          tap "Continue conversation" now
          wait until car call "Listening" within 2s
        """)
        let failure = try #require(result.failure)
        #expect(failure.diagnostic.code == .waitTimedOut)
        #expect(failure.diagnostic.message == "expected the car to show the call screen in \"Listening\"")
        #expect(failure.car == "call[Connecting…]")
        // (The hint then says "the settle window", which it is not: it waited the `within`.)
        #expect(failure.diagnostic.hint?.hasPrefix("the car showed call[Connecting…]; the phone showed app (after waiting 2000ms") == true)
        #expect(result.simulatedMs == 2_000, "it waited the whole `within`, no more")
    }

    @Test func aWaitUntilThatHoldsNotesWhenAndStopsThere() async {
        let result = await DrillText.run("""
        scenario "wait"
          given realtime auto 500ms
          plug
          tap "Continue conversation" now
          wait until car call "Listening" within 20s
        """)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        let last = result.steps.last
        #expect(last?.note?.hasPrefix("held after ") == true, "\(last?.note ?? "nil")")
        #expect((last?.at.ms ?? .max) < 20_000, "it stops waiting once the car shows Listening")
    }

    // MARK: - The settle window

    /// The call screen comes 300 ms after the tap (the root's animation finishes first).
    static let callScreenAfterTap = """
    scenario "settle"
    GIVEN
      plug
      tap "Continue conversation" now
      expect car call "Connecting…"NOW
    """

    static func settleScenario(given: String = "", now: Bool = false) -> String {
        callScreenAfterTap
            .replacingOccurrences(of: "GIVEN\n", with: given.isEmpty ? "" : "  \(given)\n")
            .replacingOccurrences(of: "NOW", with: now ? " now" : "")
    }

    @Test func anExpectationThatBecomesTrueWithinTheWindowPasses() async {
        let result = await DrillText.run(Self.settleScenario())
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        #expect(result.steps.last?.note == "settled after 300ms")
        #expect(result.steps.last?.at.ms == 300)
    }

    @Test func nowChecksWithoutSettling() async throws {
        let result = await DrillText.run(Self.settleScenario(now: true))
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .expectationFailed)
        #expect(d.hint == "the car showed home[Continue conversation|New conversation]; the phone showed app")
        #expect(result.simulatedMs == 0, "`now` does not move the clock")
    }

    @Test(arguments: [("100ms", 100), ("299ms", 299)])
    func aShortSettleWindowMakesItFail(window: String, waited: Int64) async throws {
        let result = await DrillText.run(Self.settleScenario(given: "given settle \(window)"))
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .expectationFailed)
        #expect(d.hint == "the car showed home[Continue conversation|New conversation]; the phone showed app (after waiting \(waited)ms, the settle window)")
        #expect(result.simulatedMs == waited)
    }

    @Test func theWindowIsInclusiveAtItsEdge() async {
        let result = await DrillText.run(Self.settleScenario(given: "given settle 300ms"))
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
    }

    @Test func givenSettleMayChangeMidScenario() async throws {
        let result = await DrillText.run("""
        scenario "settle later"
          plug
          given settle 100ms
          tap "Continue conversation" now
          expect car call "Connecting…"
        """)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .expectationFailed)
        #expect(d.location.line == 5)
    }

    // MARK: - Cues and telemetry read what happened since the last action

    @Test func cueExpectationsReadOnlySinceTheLastAction() async throws {
        let result = await DrillText.run("""
        scenario "cue window"
          plug
          tap "Continue conversation" now
          realtime up
          expect cue connected
          expect cue connected
          expect cues connected
          wait 1s
          expect cue connected
        """)
        let failure = try #require(result.failure)
        #expect(failure.diagnostic.code == .expectationFailed)
        #expect(failure.diagnostic.location.line == 9, "expectations in a row all see the cue; the wait starts a new window")
        #expect(failure.diagnostic.message == "expected the cue connected")
        #expect(failure.diagnostic.hint == "cues since the last action: none (after waiting 1000ms, the settle window)")
    }

    @Test func expectNoCueListsTheCuesItFound() async throws {
        let result = await DrillText.run("""
        scenario "no cue"
          plug
          tap "Continue conversation" now
          realtime up
          expect no cue
        """)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.message == "expected no cue")
        #expect(d.hint == "cues since the last action: connected")
    }

    @Test func expectNoCueAfterAQuietActionPasses() async {
        let result = await DrillText.run("""
        scenario "quiet"
          plug
          tap "Continue conversation" now
          realtime up
          expect cue connected
          wait 10s
          expect no cue
        """)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
    }

    @Test func telemetryExpectationsReadOnlySinceTheLastAction() async throws {
        let result = await DrillText.run("""
        scenario "telemetry window"
          plug
          tap "Continue conversation" now
          expect telemetry call.start client=carplay
          expect telemetry call.start
          wait 1s
          expect telemetry call.start client=carplay
        """)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .expectationFailed)
        #expect(d.location.line == 7)
        #expect(d.message == "expected the telemetry event call.start client=carplay")
        #expect(d.hint == "telemetry since the last action: none (after waiting 1000ms, the settle window)")
    }

    @Test func aTelemetryFieldThatDiffersFails() async throws {
        let result = await DrillText.run("""
        scenario "telemetry field"
          plug
          tap "Continue conversation" now
          expect telemetry call.start client=phone
        """)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .expectationFailed)
        #expect(d.hint == "telemetry since the last action: car.tap title=Continue conversation; call.start attempt=1 client=carplay listening=Always; car.screen screen=call; call.state call=1 state=connecting; call.secret attempt=1 (after waiting 1000ms, the settle window)")
    }

    // MARK: - Words that keep their meaning (issue 18 item 6)

    /// `expect log "reply"` passed on the runner's own `step: reply start` echo.
    @Test func expectLogReadsTheAppsAndTheHostsLinesOnly() async throws {
        let passing = await DrillText.run("""
        scenario "log"
          plug
          expect log "setRootTemplate(<CPGridTemplate #1>"
          tap "Continue conversation"
          realtime up
          expect log "cue gate: microphone sent as silence"
        """)
        #expect(passing.passed, "\(passing.failure?.rendered ?? "")")
        let result = await DrillText.run("""
        scenario "echo"
          plug
          expect log "step: plug"
        """)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .expectationFailed)
        #expect(d.hint?.hasPrefix("the app's and the host's log since the last action ends: 0.000s [host] connect: ") == true, "\(d.hint ?? "")")
        #expect(d.hint?.contains("step: plug") == false, "\(d.hint ?? "")")
    }

    /// C7 says the status line stays "until a reply comes through"; `expect car status ""`
    /// could never hold, so no scenario could say the line had gone.
    @Test func anEmptyStringExpectsAnEmptyStatusLine() async throws {
        let result = await DrillText.run("""
        scenario "status"
          plug
          tap "Continue conversation"
          realtime up
          expect car status ""
          realtime error "rate limited"
          expect car status "rate limited"
          reply start
          expect car status ""
        """)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        let shown = await DrillText.run("""
        scenario "status shown"
          plug
          tap "Continue conversation"
          realtime up
          expect car call "Listening"
          realtime error "rate limited"
          expect car status "" now
        """)
        let d = try #require(shown.failure?.diagnostic)
        #expect(d.message == "expected the call screen's status line to be empty")
        #expect(d.hint == "the car showed call[Listening] status \"rate limited\"; the phone showed app")
        // No call screen, no status line to be empty.
        await #expect(!DrillText.run("scenario \"home\"\n  plug\n  expect car status \"\" now\n").passed)
    }

    /// There was no way to say an event did not go out.
    @Test func expectNoTelemetryHoldsWhenNoSuchEventWentOut() async throws {
        let result = await DrillText.run("""
        scenario "no telemetry"
          plug
          tap "Continue conversation"
          expect no telemetry call.connected
          expect no telemetry call.start client=phone
          realtime up
          expect telemetry call.connected
        """)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        let failing = await DrillText.run("""
        scenario "it went out"
          plug
          tap "Continue conversation" now
          expect no telemetry call.start client=carplay
        """)
        let d = try #require(failing.failure?.diagnostic)
        #expect(d.code == .expectationFailed)
        #expect(d.message == "expected no telemetry event call.start client=carplay")
        #expect(d.hint?.hasPrefix("telemetry since the last action: car.tap title=Continue conversation; call.start attempt=1 client=carplay") == true, "\(d.hint ?? "")")
        #expect(failing.simulatedMs == 0, "an absence is checked as it is, like `expect no cue`")
    }

    // MARK: - No silent no-ops (issue 18 item 2)

    /// D3: "a reply cap a voice call set", with the documented short name.
    @Test func realtimeSetTakesTheShortNamesAndThePanelShowsWhatVoiceSet() async {
        let result = await DrillText.run("""
        scenario "G5 by short name"
          plug
          tap "Continue conversation"
          realtime up
          expect car call "Listening"
          realtime set reply_cap 200
          expect telemetry settings.changed row="Reply length" by=voice
          realtime set turn_detection Silence
          tap gear
          expect car panel "Reply length" "200" "Turn detection" "Silence" "Speech threshold" "0.5"
          panel set "Speech threshold" 0.7
          expect car panel "Speech threshold" "0.7"
        """)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
    }

    /// Every step changes something a person or CI could see, or it is an error (DL510) that
    /// says why nothing changed, at the step.
    @Test(arguments: [
        ("realtime set reply_cap 200", "`realtime set reply_cap 200` changed nothing: no call is up"),
        ("realtime up", "`realtime up` changed nothing: no call is trying to connect"),
        ("reply start", "`reply start` changed nothing: no call is up"),
        ("tool end", "`tool end` changed nothing: no call is up"),
        ("mic stall", "`mic stall` changed nothing: no call is up, and the microphone is open only during a call (L8)"),
        ("phone end conversation", "`phone end conversation` changed nothing: no conversation is open"),
        ("plug", "`plug` changed nothing: the car is already plugged in"),
    ])
    func aStepThatChangesNothingIsDL510(line: String, message: String) async throws {
        let marked = MarkedDrill("scenario \"x\"\n  given conversation none\n  plug\n  1️⃣\(line)\n  expect no crash\n")
        let result = await DrillText.run(marked.text)
        let d = try #require(result.failure?.diagnostic, "the step passed")
        #expect(d.code == .noEffect)
        #expect(d.location == Drill.SourceLocation(file: DrillText.path, line: marked.line, column: marked.column))
        #expect(d.length == line.count, "the whole step is underlined")
        #expect(d.message == message)
        #expect(d.hint == "every step must change something a person or CI could see; the car showed home[New conversation]; the phone showed app")
        #expect(result.steps.count == 3, "the run stops there")
    }

    @Test func aStepOnACallThatIsUpButDoesNotReactSaysSo() async throws {
        let result = await DrillText.run("""
        scenario "up twice"
          plug
          tap "Continue conversation"
          realtime up
          phone unmute   # not muted
          realtime up
        """)
        let d = try #require(result.failure?.diagnostic)
        #expect(d.code == .noEffect)
        #expect(d.location.line == 5)
        #expect(d.message == "`phone unmute` changed nothing: the call is not muted", "the step as written, without its comment")
        #expect(d.length == "phone unmute".count)
        let twice = try await #require(DrillText.run("scenario \"x\"\n  plug\n  tap \"Continue conversation\"\n  realtime up\n  realtime up\n").failure?.diagnostic)
        #expect(twice.message == "`realtime up` changed nothing: no attempt is waiting for its socket (its secret has not come, or it is up)")
        let unplugged = try await #require(DrillText.run("scenario \"u\"\n  unplug\n").failure?.diagnostic)
        #expect(unplugged.message == "`unplug` changed nothing: the car is not plugged in")
    }

    /// After an expected crash the app is gone: the steps after it reach nothing, as before.
    @Test func stepsAfterAnExpectedCrashAreNotNoEffect() async {
        let result = await DrillText.run("""
        scenario "after the crash"
          given navigator naive
          plug
          tap "Continue conversation" now
          expect crash H2
          realtime up
          reply start
        """)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
    }

    // MARK: - The failure's text and the seed

    @Test func theRenderedFailureSaysWhereWhatTheCarShowedTheLogAndTheSeed() async throws {
        let result = await DrillText.run("""
        scenario "Tap on what is not there"
          given seed 7
          plug
          tap "End" now
        """)
        let failure = try #require(result.failure)
        #expect(failure.rendered == """
        runner.drill:4:7: error: [DL502] "End" is not on the car's screen
              tap "End" now
                  ^~~~~
        hint: the car shows "Continue conversation", "New conversation" (home[Continue conversation|New conversation])
          the car showed:   home[Continue conversation|New conversation]
          the phone showed: app
          the last lines of the log:
            0.000s [world] world: navigator standard, profile strict, seed 7
            0.000s [world] step: plug
            0.000s [host] connect: interface controller and display given to the app (gen 1)
            0.000s [host] call 1: setRootTemplate(<CPGridTemplate #1>, animated: true, completion: {…})
            0.000s [world] step: tap "End"
          seed: 7 (rerun with --seed 7)
        """)
    }

    @Test func theLogTailIsTheLastTwelveLines() async throws {
        let result = await DrillText.run("""
        scenario "long log"
          plug
          tap "Continue conversation" now
          realtime up
          expect car call "Listening"
          tap "End" now
          expect car home "Continue conversation" "New conversation"
          tap "New conversation" now
          realtime up
          expect car call "Muted"
        """)
        let failure = try #require(result.failure)
        #expect(failure.diagnostic.location.line == 10, "\(failure.rendered)")
        #expect(result.record.mergedLog.count > 12)
        #expect(failure.logTail.count == 12)
        #expect(failure.logTail == result.record.mergedLog.suffix(12).map(\.description))
    }

    @Test(arguments: [
        (nil, "", UInt64(0)),
        (nil, "  given seed 0x2A\n", 42),
        (7, "", 7),
        (7, "  given seed 0x2A\n", 7),
        (UInt64.max, "", UInt64.max),
    ] as [(UInt64?, String, UInt64)])
    func theSeedPrintedIsTheOneThatRan(option: UInt64?, given: String, printed: UInt64) async throws {
        let result = await DrillText.run("scenario \"seed\"\n\(given)  plug\n  expect car disconnected now\n", seed: option)
        let failure = try #require(result.failure)
        #expect(failure.seed == printed)
        #expect(result.seed == printed)
        #expect(failure.rendered.hasSuffix("\n  seed: \(printed) (rerun with --seed \(printed))"))
        #expect(failure.logTail.first == "0.000s [world] world: navigator standard, profile strict, seed \(printed)")
    }
}

/// `ScenarioSetup`: the checks made before anything runs (DL504, DL505, DL506), each at its
/// step, with a hint.
@Suite struct ScenarioSetupTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        ScenarioSetup(DrillText.scenario(text)).diagnostics
    }

    /// What `given setting` knows: the panel's rows, the host's numbers, the rows' short names.
    static let givenSettings = (VoiceSettings.rowNames + ScenarioSetup.hostSettings + SettingNames.short.map(\.name)).joined(separator: ", ")

    /// The caret sits under the value the world does not know (issue 18 item 6: it sat under
    /// `given`), marked `1️⃣`.
    @Test(arguments: [
        ("given navigator 1️⃣naiv", "unknown navigator \"naiv\"",
         "did you mean \"naive\"? known: standard, naive, identity, no-completion"),
        ("given navigator 1️⃣bogus", "unknown navigator \"bogus\"",
         "known: standard, naive, identity, no-completion"),
        ("given profile 1️⃣strickt", "unknown profile \"strickt\"",
         "did you mean \"strict\"? known: lenient, off, strict"),
        ("given profile 1️⃣commuter", "unknown profile \"commuter\"",
         "known: lenient, off, strict"),
        ("given setting 1️⃣\"Turn detecton\" Semantic", "unknown setting \"Turn detecton\"",
         "did you mean \"Turn detection\"? known: " + Self.givenSettings),
        ("given setting 1️⃣reply_capp 200", "unknown setting \"reply_capp\"", "did you mean \"reply_cap\"? known: " + Self.givenSettings),
        ("given setting animation 1️⃣fast", "setting \"animation\" wants a whole number, not \"fast\"",
         "write it like `given setting \"animation\" 400`"),
        ("given setting \"rate limit\" 1️⃣-5", "setting \"rate limit\" wants a whole number, not \"-5\"",
         "write it like `given setting \"rate limit\" 400`"),
        ("given setting \"Call telemetry\" 1️⃣loud", "unknown Call telemetry level \"loud\"",
         "known: off, info, debug"),
    ])
    func anUnknownValueIsDL504WithTheNearestWord(line: String, message: String, hint: String) throws {
        let marked = MarkedDrill("scenario \"x\"\n  \(line)\n  plug\n")
        let d = Self.diagnostics(marked.text)
        #expect(d.count == 1, "\(d.map(\.rendered))")
        let first = try #require(d.first)
        #expect(first.code == .unknownValue)
        #expect(first.location == Drill.SourceLocation(file: DrillText.path, line: 2, column: marked.column))
        // The caret underlines the whole value: a word up to the next space, a string with its quotes.
        let rest = String(String.UnicodeScalarView(marked.text.split(separator: "\n")[1].unicodeScalars.dropFirst(marked.column - 1)))
        let value = rest.hasPrefix("\"") ? "\"" + rest.dropFirst().prefix { $0 != "\"" } + "\"" : String(rest.prefix { $0 != " " })
        #expect(first.length == value.unicodeScalars.count, "\(first.rendered)")
        #expect(first.message == message)
        #expect(first.hint == hint)
    }

    /// Issue 18 item 2: every word that takes a name knows its names, and anything else is a
    /// located error with the nearest name, under the name (`1️⃣`), before anything runs.
    /// `realtime set reply_cap 200`, documented, was silently ignored.
    @Test(arguments: [
        ("realtime set 1️⃣reply_length 200", "unknown setting \"reply_length\"", "did you mean \"Reply length\"? "),
        ("realtime set 1️⃣\"Reply lenght\" 200", "unknown setting \"Reply lenght\"", "did you mean \"Reply length\"? "),
        ("realtime set 1️⃣animation 400", "unknown setting \"animation\"", ""),
        ("panel set 1️⃣\"Turn detecton\" Silence", "unknown panel row \"Turn detecton\"", "did you mean \"Turn detection\"? "),
        ("panel set 1️⃣\"reply_cap\" 200", "unknown panel row \"reply_cap\"", ""),
        ("expect car panel 1️⃣\"Turn detecton\" \"Silence\"", "unknown panel row \"Turn detecton\"", "did you mean \"Turn detection\"? "),
        ("expect car panel \"Pause\" \"500 ms\" 1️⃣\"Eagernes\" \"Auto\"", "unknown panel row \"Eagernes\"", "did you mean \"Eagerness\"? "),
        ("expect car call 1️⃣\"Listenning\"", "unknown call state \"Listenning\"", "did you mean \"Listening\"? "),
        ("wait until car call 1️⃣\"Speeking\" within 2s", "unknown call state \"Speeking\"", "did you mean \"Speaking\"? "),
        ("expect car home \"Continue conversation\" 1️⃣\"New Conversation \"", "unknown home tile \"New Conversation \"", "did you mean \"New conversation\"? "),
        ("expect telemetry 1️⃣call.strat", "unknown telemetry event \"call.strat\"", "did you mean \"call.start\"? "),
        ("expect telemetry sent 1️⃣call.ended reason=end", "unknown telemetry event \"call.ended\"", "did you mean \"call.end\"? "),
        ("expect no telemetry 1️⃣call.secrets", "unknown telemetry event \"call.secrets\"", "did you mean \"call.secret\"? "),
        ("wait until telemetry 1️⃣retry.gaveup within 30s", "unknown telemetry event \"retry.gaveup\"", "did you mean \"retry.gave_up\"? "),
    ])
    func anUnknownNameIsDL504UnderTheName(line: String, message: String, nearest: String) throws {
        let marked = MarkedDrill("scenario \"x\"\n  plug\n  \(line)\n")
        let d = Self.diagnostics(marked.text)
        #expect(d.count == 1, "\(d.map(\.rendered))")
        let first = try #require(d.first)
        #expect(first.code == .unknownValue)
        #expect(first.location == Drill.SourceLocation(file: DrillText.path, line: 3, column: marked.column), "\(first.rendered)")
        #expect(first.message == message)
        #expect(first.hint?.hasPrefix(nearest + "known: ") == true, "\(first.hint ?? "")")
    }

    @Test(arguments: [
        "realtime set reply_cap 200", "realtime set \"Reply length\" 200",
        "panel set \"Turn detection\" Silence", "given setting turn_detection Silence",
        "expect car panel \"Reply length\" \"No cap\"", "expect car call \"Working on it…\"",
        "expect car home \"Live Mode unavailable, retrying…\" \"New conversation\"", "expect telemetry call.start", "expect no telemetry call.secret",
        "wait until telemetry retry.gave_up within 30s", "expect telemetry sent call.end reason=end",
    ])
    func aKnownNameIsNoDiagnostic(line: String) {
        #expect(Self.diagnostics("scenario \"x\"\n  given conversation open\n  \(line)\n") == [])
    }

    @Test func everyPanelRowHasAShortName() {
        #expect(SettingNames.short.map(\.row) == VoiceSettings.rowNames)
        for (name, row) in SettingNames.short {
            #expect(SettingNames.row(name) == row)
            #expect(SettingNames.row(row) == row)
        }
        #expect(SettingNames.row("reply cap") == nil)
    }

    @Test(arguments: [
        "given navigator naive",
        "given navigator identity",
        "given navigator no-completion",
        "given navigator standard",
        "given profile lenient",
        "given setting \"Turn detection\" Silence",
        "given setting animation 400",
        "given setting animation 400ms",
        "given setting \"list limit\" 12",
    ])
    func aKnownValueIsNoDiagnostic(line: String) {
        #expect(Self.diagnostics("scenario \"x\"\n  \(line)\n  plug\n") == [])
    }

    @Test func anUnknownTitleIsDL505AtTheStringWithTheNearestTitle() throws {
        let marked = MarkedDrill("""
        scenario "typo"
          plug
          tap 1️⃣"Continue conversaton"
        """)
        let d = Self.diagnostics(marked.text)
        #expect(d.count == 1)
        let first = try #require(d.first)
        #expect(first.code == .unknownTitle)
        #expect(first.location.line == marked.line)
        #expect(first.location.column == marked.column)
        #expect(first.length == "\"Continue conversaton\"".count)
        #expect(first.hint == "did you mean \"Continue conversation\"?")
        #expect(first.rendered == """
        runner.drill:3:7: error: [DL505] no screen of the car shows "Continue conversaton"
              tap "Continue conversaton"
                  ^~~~~~~~~~~~~~~~~~~~~~
        hint: did you mean "Continue conversation"?
        """)
    }

    @Test func aTitleFarFromEveryOneListsThemAll() throws {
        let d = try #require(Self.diagnostics("scenario \"x\"\n  plug\n  tap \"Self-destruct\"\n").first)
        #expect(d.code == .unknownTitle)
        #expect(d.hint == "the car's buttons are: " + KnownTitles.all.map { "\"\($0)\"" }.joined(separator: ", "))
    }

    @Test(arguments: KnownTitles.all)
    func everyKnownTitleIsAccepted(title: String) {
        #expect(Self.diagnostics("scenario \"x\"\n  plug\n  tap \"\(title)\"\n") == [])
    }

    @Test(arguments: [
        "given conversation open",
        "given navigator naive",
        "given seed 3",
        "given realtime unreachable",
        "given display 1280x720",
    ])
    func aGivenAfterTheFirstActionIsDL506(given: String) throws {
        let d = Self.diagnostics("scenario \"late\"\n  plug\n  \(given)\n  expect no crash\n")
        #expect(d.map(\.code) == [.lateGiven])
        let first = try #require(d.first)
        #expect(first.location == Drill.SourceLocation(file: DrillText.path, line: 3, column: 3))
        #expect(first.message == "`given` after the scenario's first action")
        #expect(first.hint == "move it up with the other `given` lines; only `given settle` may change mid-scenario")
    }

    @Test func givenSettleAndGivensBeforeTheFirstActionAreFine() {
        #expect(Self.diagnostics("""
        scenario "early"
          rules D1
          given conversation open
          expect car disconnected
          given navigator standard
          plug
          given settle 2s
          wait 1s
        """) == [], "expectations are not actions; settle may change mid-scenario")
    }

    @Test func everyProblemIsReportedInStepOrder() {
        let d = Self.diagnostics("""
        scenario "many"
          given navigator naiv
          plug
          tap "Continue conversaton" now
          given profile strict
        """)
        #expect(d.map(\.code) == [.unknownValue, .unknownTitle, .lateGiven])
        #expect(d.map(\.location.line) == [2, 4, 5])
    }

    @Test func aSeedOptionOverridesGivenSeed() {
        let s = DrillText.scenario("scenario \"s\"\n  given seed 42\n  plug\n")
        #expect(ScenarioSetup(s).config.seed == 42)
        #expect(ScenarioSetup(s, seed: 7).config.seed == 7)
    }

    @Test func settleAndDisplayAreRead() {
        let setup = ScenarioSetup(DrillText.scenario("""
        scenario "s"
          given settle 250ms
          given display 1280x720
          given appearance light
          plug
        """))
        #expect(setup.settleMs == 250)
        #expect(setup.displaySize?.width == 1280)
        #expect(setup.displaySize?.height == 720)
        #expect(setup.appearance == .light)
        #expect(ScenarioSetup(DrillText.scenario("scenario \"d\"\n  plug\n")).settleMs == 1_000)
    }

    /// A world with every `given` that sets it up, away from its default.
    static let everyGiven = """
    scenario "every given"
      given conversation ended
      given realtime auto 500ms
      given secret slow 2s
      given app background
      given setting "Turn detection" Semantic
      given setting reply_cap 200
      given setting Pause "800 ms"
      given setting animation 400
      given setting "rate limit" 250
      given setting "list limit" 6
      given setting "Call telemetry" off
      given setting "engine handling" stale-format
      given setting "panel template" map
      given navigator no-completion
      given profile lenient
      given seed 0x2A
      plug
    """

    /// Issue 15 item 7: a counterexample found around a drill lost the drill's `given setting`
    /// lines, so it did not replay. The lines a world writes (`WorldConfig.givenLines`, which the
    /// explorer's and the window's drills start with) set up the same world again.
    @Test func theGivenLinesAWorldWritesSetUpTheSameWorld() {
        let setup = ScenarioSetup(DrillText.scenario(Self.everyGiven))
        #expect(setup.diagnostics == [])
        // The text holds every word that sets up a world (display, appearance and settle are
        // the pictures' and the expectations', not the world's) and every host setting.
        for word in DrillLanguage.builtInApp.givenWords where !["display", "appearance", "settle"].contains(word) {
            #expect(Self.everyGiven.contains("given \(word) "), "add a `given \(word)` line to the test")
        }
        for name in ScenarioSetup.hostSettings {
            #expect(Self.everyGiven.contains("given setting \(name.contains(" ") ? "\"\(name)\"" : name) "), "add `given setting \(name)`")
        }
        let written = "scenario \"written\"\n" + setup.config.givenLines.map { "  \($0)\n" }.joined() + "  plug\n"
        let again = ScenarioSetup(DrillText.scenario(written))
        #expect(again.diagnostics == [], "\(written)")
        #expect(again.config == setup.config, "\(written)")
        #expect(WorldConfig().givenLines == [])
    }
}
