import Testing
import Host
import Rig
import Drill
import WorldDrill
@testable import Explore

/// The drill a counterexample writes expects everything its last step breaks, so it replays
/// whatever mode found it (breadth-first, a shard, a shrunk walk).
@Suite("Counterexample drills: every rule the last step breaks is expected")
struct CounterexampleDrillTests {
    @Test("identity: End on a call screen it then fails to dismiss breaks N2 and T1 at once; the drill expects both and replays")
    func twoRulesAtOnce() async throws {
        var options = ExploreOptions()
        options.config.navigator = "identity"
        options.config.app.telemetryLevel = .off
        let steps: [ExploreStep] = [.stimulus(.plug), .stimulus(.tap("Continue conversation")), .wait(300), .wait(301), .stimulus(.tap("End"))]
        var world = World(config: options.config)
        for step in steps { #expect(step.apply(to: &world)) }
        #expect(world.record.failures.map(\.rule) == ["N2", "T1"])
        let c = Counterexample.rebuild(options: options, spinePrefix: 0, steps: steps, failure: try #require(world.record.failures.first))
        let text = c.drill(name: "Explore: identity reaches N2")
        #expect(text.contains("\n  rules N2 T1\n"))
        #expect(text.contains("\n  tap \"End\" now    # N2 and T1 fire here\n"))
        #expect(text.hasSuffix("\n  expect crash N2\n  expect crash T1\n"))
        let scenario = try #require(DrillParser.parse(text, path: "two.drill", language: .builtInApp).file.scenarios.first)
        let result = await ScenarioRunner().run(scenario)
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
    }
}
