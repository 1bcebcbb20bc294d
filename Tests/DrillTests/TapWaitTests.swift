import Foundation
import Testing
import TestSupport
@testable import Drill
import WorldDrill

/// Taps wait for their target and a still car (DESIGN.md "Actions wait too"; the newcomer's
/// first drill failed with DL502 before).
struct TapWaitTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/runner").path

    /// Runs `text` as a drill file; the results of its scenarios.
    func run(_ text: String) async -> [ScenarioResult] {
        let (file, diagnostics) = DrillParser.parse(text, path: "t.drill", language: .builtInApp)
        #expect(diagnostics == [], "\(diagnostics.map(\.rendered))")
        return await file.scenarios.asyncMap { await ScenarioRunner().run($0) }
    }

    @Test("the newcomer's sequence passes as written: the gear is tapped once the call screen is up")
    func newcomer() async {
        let result = await run("""
            scenario "first drill"
              given conversation open
              plug
              tap "Continue conversation"
              realtime up
              tap gear
            """)[0]
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        #expect(result.steps.map(\.note) == [nil, nil, "waited 300ms for it", nil, "waited 300ms for it"])
    }

    @Test("tap now does not wait: mid-animation, the naive navigator's present is refused")
    func now() async {
        let result = await run("""
            scenario "now"
              given navigator naive
              plug
              tap "Continue conversation" now
              expect crash H2
            """)[0]
        #expect(result.passed, "\(result.failure?.rendered ?? "")")
        #expect(result.steps[2].note == nil && result.steps[2].at.ms == 0)
    }

    @Test("a target that never comes fails after the settle window, saying what the car showed")
    func neverComes() async throws {
        var options = DrillSuite.Options()
        options.paths = ["\(Self.fixtures)/never-comes.drill"]
        options.root = Self.fixtures
        let failure = try #require(await DrillSuite.run(options).results.first?.failure?.diagnostic)
        #expect(failure.code == .notOnScreen && failure.location.line == 5)
        #expect(failure.message == "\"gear\" is not on the car's screen (after waiting 1000ms, the settle window)")
        #expect(failure.hint == "the car shows \"Continue conversation\", \"New conversation\" (home[Continue conversation|New conversation])")
    }
}
