import Testing
import Host
import Rig
import Drill
import WorldDrill
import Explore

/// Each broken navigator's counterexample, written as a drill, replays with the drill runner to
/// the same violation (and passes, since it expects it); the trace and summary read like TLC's.
@Suite("Counterexamples replay as drills")
struct CounterexampleReplayTests {
    @Test("the written drill replays to the same rule", arguments: ["naive", "identity", "no-completion"])
    func replays(_ navigator: String) async throws {
        var options = ExploreOptions()
        options.config.navigator = navigator
        let report = Explorer.explore(options)
        let c = try #require(report.counterexample)
        let text = c.drill(name: "Explore: \(navigator) reaches \(c.failure.rule)")
        let (file, diagnostics) = DrillParser.parse(text, path: "explore.drill", language: .builtInApp)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))")
        let scenario = try #require(file.scenarios.first)
        #expect(scenario.rules == [c.failure.rule])
        let result = await ScenarioRunner().run(scenario)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        #expect(result.record.failures.contains { $0.rule == c.failure.rule })
        // Without the expectation the same steps fail the drill (D7): the violation is real.
        let bare = text.replacingOccurrences(of: "  expect crash \(c.failure.rule)\n", with: "")
        let bareScenario = try #require(DrillParser.parse(bare, path: "explore.drill", language: .builtInApp).file.scenarios.first)
        #expect(await ScenarioRunner().run(bareScenario).failure?.diagnostic.code == .unexpectedCrash)
    }

    /// Issue 15 item 7: the written drill kept only some of the world's givens (not its
    /// settings), so a counterexample found in a world set up otherwise did not replay.
    @Test("a counterexample found in a world set up otherwise replays in that world")
    func replaysInItsWorld() async throws {
        var options = ExploreOptions()
        options.config.navigator = "no-completion"
        options.config.host.animationMs = 400
        options.config.settings["Turn detection"] = "Silence"
        options.config.seed = 7
        options.spine = [.stimulus(.plug), .stimulus(.tap("Continue conversation")), .stimulus(.realtimeUp)]
        let c = try #require(Explorer.explore(options).counterexample)
        let text = c.drill(name: "Explore: around, animation 400")
        let scenario = try #require(DrillParser.parse(text, path: "explore.drill", language: .builtInApp).file.scenarios.first)
        var explored = options.config
        explored.app.telemetryLevel = .off   // as the explorer runs
        #expect(ScenarioSetup(scenario).config == explored, "\(text)")
        let result = await ScenarioRunner().run(scenario)
        #expect(result.passed, "\(text)\n\(result.failure?.rendered ?? "")")
    }

    @Test("the trace shows each step and only what changed; the summary is one line")
    func traceReadsLikeTLC() throws {
        var options = ExploreOptions()
        options.config.navigator = "naive"
        let c = try #require(Explorer.explore(options).counterexample)
        #expect(c.trace == """
        State 0 (start, t=0.000s):
          car: disconnected
          phone: app
        Step 1: plug (t=0.000s)
          car: disconnected → home[Continue conversation|New conversation]
        Step 2: tap "Continue conversation" (t=0.000s)
          CRASH [H2] An error was encountered during a template operation, but no completion block was specified. Error: Error Domain=CarPlayErrorDomain Code=-1 "HeadUnit: a template operation is already in progress; wait for its completion before starting another." UserInfo={NSLocalizedDescription=HeadUnit: a template operation is already in progress; wait for its completion before starting another.}
            call: presentTemplate(<CPVoiceControlTemplate #2>, animated: true, completion: nil)
        """)
    }

    @Test("--max-states stops the search and says which depth was fully covered")
    func maxStates() {
        var options = ExploreOptions()
        options.maxStates = 50
        let report = Explorer.explore(options)
        #expect(report.stoppedByMaxStates)
        #expect(report.statesExplored == 50)
        #expect(report.depthFullyCovered < report.depthReached)
    }

    @Test("--max-memory stops the search before the next expansion and says which depth was fully covered (issue 15 item 5)")
    func maxMemory() {
        var options = ExploreOptions()
        options.depth = 4
        options.maxMemory = 1   // any process holds more: the first sample stops it
        let stopped = Explorer.explore(options)
        #expect(stopped.stoppedByMaxMemory.map { $0 > 1 } == true)
        #expect(stopped.statesExplored == 1)
        #expect(stopped.depthFullyCovered == 0)
        options.maxMemory = .max
        let free = Explorer.explore(options)
        #expect(free.stoppedByMaxMemory == nil)
        options.maxMemory = nil
        #expect(free.statesExplored == Explorer.explore(options).statesExplored)
    }

    @Test("the resident memory is read from the kernel: some now, at least as much at the peak")
    func residentMemory() throws {
        let now = try #require(ResidentMemory.current)
        let peak = try #require(ResidentMemory.peak)
        #expect(now > 0)
        #expect(peak >= now)
    }

    @Test("--around explores a few events off each step of a drill")
    func around() {
        var options = ExploreOptions()
        options.config.navigator = "naive"
        options.spine = [.stimulus(.plug), .wait(300), .stimulus(.tap("Continue conversation"))]
        options.around = 1
        let report = Explorer.explore(options)
        // One event off the spine's first prefix already crashes the naive navigator.
        #expect(report.counterexample?.failure.rule == "H2")
    }
}
