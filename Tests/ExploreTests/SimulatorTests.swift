import Testing
import Host
import Rig
import Drill
import WorldDrill
@testable import Explore

/// Random walks (TLC's simulation mode): each broken navigator is caught with a fixed seed, the
/// violation shrunk to a short trace whose drill replays to it with the drill runner; the real
/// navigator walks clean; the same options give the same walks.
@Suite("Simulator: seeded random walks, the first violation shrunk to a drill that replays")
struct SimulatorTests {
    func simulate(_ navigator: String, walks: Int = 200, seed: UInt64 = 1, shard: Shard = .whole) -> SimulationReport {
        var options = ExploreOptions()
        options.config.navigator = navigator
        options.shard = shard
        return Simulator.simulate(options, SimulationOptions(walks: walks, seed: seed))
    }

    /// The rule `steps` reach from the start world (telemetry off, as the simulator runs), if any.
    func ruleReached(by steps: [ExploreStep], navigator: String) -> String? {
        var config = WorldConfig()
        config.navigator = navigator
        config.app.telemetryLevel = .off
        var world = World(config: config)
        for step in steps {
            guard step.apply(to: &world) else { return nil }
            if let f = world.record.failures.first { return f.rule }
        }
        return nil
    }

    @Test("a broken navigator is caught; its shrunk drill replays to the same rule with the drill runner",
          arguments: [("naive", ["H2"]), ("identity", ["N2", "C3"]), ("no-completion", ["H2", "H10"])])
    func caughtAndReplayed(_ navigator: String, _ rules: [String]) async throws {
        let report = simulate(navigator)
        let c = try #require(report.counterexample)
        let found = try #require(report.found)
        #expect(rules.contains(c.failure.rule))
        #expect(c.steps.count <= 8, "\(c.summary)")
        #expect(c.steps.count <= found.steps)
        let text = c.drill(name: "Simulate: \(navigator) reaches \(c.failure.rule)")
        #expect(text.hasPrefix("# Written by `headunit explore`: random walk \(found.walk) of --seed 1 --shard 1/1, shrunk from \(found.steps) steps to \(c.steps.count), to \(c.failure.rule).\n"))
        let (file, diagnostics) = DrillParser.parse(text, path: "simulate.drill", language: .builtInApp)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))")
        let scenario = try #require(file.scenarios.first)
        let result = await ScenarioRunner().run(scenario)
        #expect(result.passed, "\(result.failure?.rendered ?? "")\n\(text)")
        #expect(result.record.failures.first?.rule == c.failure.rule)
        // Without the expectation the same steps fail the drill (D7): the violation is real.
        let bare = text.replacingOccurrences(of: "  expect crash \(c.failure.rule)\n", with: "")
        let bareScenario = try #require(DrillParser.parse(bare, path: "simulate.drill", language: .builtInApp).file.scenarios.first)
        #expect(await ScenarioRunner().run(bareScenario).failure?.diagnostic.code == .unexpectedCrash)
    }

    @Test("naive: the walk shrinks to the shortest trace there is, plug then a tap (H2)")
    func naiveShrinksToTheShortest() throws {
        let report = simulate("naive", seed: 0)
        let c = try #require(report.counterexample)
        #expect(c.steps.count == 2)
        #expect(try #require(report.found).shrunk.first == .stimulus(.plug))
        #expect(try #require(report.found).steps > 2, "the walk was longer than what it shrank to")
    }

    @Test("a shrunk trace is 1-minimal: without any one of its steps the violation is gone",
          arguments: ["identity", "no-completion"])
    func oneMinimal(_ navigator: String) throws {
        let report = simulate(navigator)
        let c = try #require(report.counterexample)
        let shrunk = try #require(report.found).shrunk
        #expect(shrunk.map(\.drillLine) == c.steps.map(\.drillLine))
        #expect(ruleReached(by: shrunk, navigator: navigator) == c.failure.rule)
        for i in shrunk.indices {
            var fewer = shrunk
            fewer.remove(at: i)
            #expect(ruleReached(by: fewer, navigator: navigator) != c.failure.rule, "step \(i + 1) of \(c.summary) could go")
        }
    }

    @Test("the shrinker cuts a trace at its violation and drops the steps that do not lead to it")
    func shrinkerDropsNoise() throws {
        var config = WorldConfig()
        config.navigator = "naive"
        config.app.telemetryLevel = .off
        let noisy: [ExploreStep] = [.stimulus(.phone(.background)), .wait(5_000), .stimulus(.phone(.foreground)),
                                    .stimulus(.plug), .stimulus(.tap("New conversation")), .wait(300), .stimulus(.unplug)]
        let rule = try #require(ruleReached(by: noisy, navigator: "naive"))
        var world = World(config: config)
        for step in noisy.prefix(5) { _ = step.apply(to: &world) }
        let failure = try #require(world.record.failures.first)
        var shrinker = TraceShrinker(config: config, failure: failure)
        #expect(shrinker.shrink(noisy) == [.stimulus(.plug), .stimulus(.tap("New conversation"))])
        #expect(rule == "H2")
        #expect(shrinker.replays > 1)
    }

    @Test("the shrinker leaves no two waits in a row: it merges them when dropping one loses the violation")
    func shrinkerMergesWaits() throws {
        var config = WorldConfig()
        config.navigator = "identity"
        config.app.telemetryLevel = .off
        let report = simulate("identity")
        let c = try #require(report.counterexample)
        let steps = try #require(report.found).shrunk
        // The same trace with its last wait cut in halves, neither enough alone (the explorer's
        // waits end at a deadline): the shrinker puts them back together.
        guard case .wait(let ms)? = steps.last, ms > 1 else { Issue.record("\(c.summary) does not end in a wait"); return }
        let split = Array(steps.dropLast() + [.wait(ms / 2), .wait(ms - ms / 2)])
        var shrinker = TraceShrinker(config: config, failure: c.failure)
        let shrunk = shrinker.shrink(split)
        #expect(ruleReached(by: shrunk, navigator: "identity") == c.failure.rule)
        #expect(shrunk.count == steps.count)
        let waitsInARow = zip(shrunk, shrunk.dropFirst()).contains { pair in
            if case .wait = pair.0, case .wait = pair.1 { return true }
            return false
        }
        #expect(!waitsInARow, "\(shrunk)")
    }

    @Test("standard: 200 walks of 200 steps from seed 0, clean")
    func standardClean() {
        let report = simulate("standard", seed: 0)
        #expect(report.counterexample == nil, "\(report.counterexample?.trace ?? "")")
        #expect(report.walks == 200)
        #expect(report.steps == 200 * SimulationOptions.defaultWalkLength)
        #expect(report.coverage.reached["Retry"]?.contains("retrying") == true)
    }

    /// What the walks once found past breadth-first's reach (13 steps): the gear ends a call and
    /// its panel is queued; New conversation, tapped on the home during the dismissal, presents a
    /// new call over it; the gear on that call pushed a second panel onto the first, and `Back to
    /// the call` (the phone had ended the conversation, G4, T4) popped one: the app took the panel
    /// for gone while the other was still on the car (T1). Fixed in `Panel` (G1: one panel);
    /// Scenarios/rules/g-gear.drill keeps the walk as a drill.
    @Test("standard: walks from seed 1 are clean")
    func standardSeed1() {
        let report = simulate("standard", seed: 1)
        #expect(report.counterexample == nil, "\(report.counterexample?.summary ?? "")")
    }

    @Test("the same options give the same walks; another seed or shard, other walks")
    func deterministic() throws {
        let once = simulate("identity", seed: 7)
        let again = simulate("identity", seed: 7)
        #expect(once.found == again.found)
        #expect(once.counterexample?.steps == again.counterexample?.steps)
        #expect(once.coverage.transitions == again.coverage.transitions)
        let clean = simulate("standard", walks: 20, seed: 7)
        #expect(clean.coverage.transitions == simulate("standard", walks: 20, seed: 7).coverage.transitions)
        #expect(clean.coverage.transitions != simulate("standard", walks: 20, seed: 8).coverage.transitions)
        #expect(clean.coverage.transitions != simulate("standard", walks: 20, seed: 7, shard: Shard(index: 2, count: 2)!).coverage.transitions)
    }

    @Test("shard I runs the same walks whatever N is: the whole run is shard 1")
    func shardSeedsIgnoreTheCount() throws {
        let whole = simulate("identity", seed: 3)
        let first = simulate("identity", seed: 3, shard: Shard(index: 1, count: 4)!)
        #expect(whole.found == first.found)
        #expect(whole.counterexample?.steps == first.counterexample?.steps)
    }
}
