import Foundation
import Testing
@testable import Drill
import WorldDrill

/// `TelemetryNames` is the list `expect telemetry` checks names against: it must hold every
/// event the app sends, or a right name would be refused.
struct TelemetryNamesTests {
    @Test @MainActor func everyEventTheShippedScenariosSendIsNamed() async throws {
        let load = DrillLoader(root: DeterminismTests.root, language: .builtInApp).load(paths: [DeterminismTests.root.appendingPathComponent("Scenarios").path])
        #expect(!load.hasErrors && !load.scenarios.isEmpty)
        var sent: Set<String> = []
        for scenario in load.scenarios {
            let setup = ScenarioSetup(scenario)
            let subject = WorldSubject(setup, shotCheck: nil)
            var run = DrillRun(scenario, subject: subject, result: ScenarioResult(scenario: scenario), settleMs: setup.settleMs)
            let result = await run.go()
            #expect(result.passed, "\(result.failure?.rendered ?? "")")
            sent.formUnion(subject.world.record.telemetry.map(\.event.name))
        }
        #expect(sent.subtracting(TelemetryNames.all).sorted() == [], "sent but not in TelemetryNames.all")
        #expect(Set(TelemetryNames.all).subtracting(sent).sorted() == [], "named but never sent by a shipped scenario")
        #expect(Set(TelemetryNames.all).count == TelemetryNames.all.count, "each name once")
    }
}
