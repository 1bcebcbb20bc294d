import Foundation
import Testing
@testable import Drill

/// `TelemetryNames` is the list `expect telemetry` checks names against (issue 18 item 2): it
/// must hold every event the app sends, or a right name would be refused.
struct TelemetryNamesTests {
    @Test func everyEventTheShippedScenariosSendIsNamed() async throws {
        var options = DrillSuite.Options()
        options.paths = [DeterminismTests.root.appendingPathComponent("Scenarios").path]
        let suite = await DrillSuite.run(options)
        #expect(suite.passed, "\(suite.results.compactMap(\.failure?.rendered).joined(separator: "\n"))")
        let sent = Set(suite.results.flatMap { $0.record.telemetry.map(\.event.name) })
        #expect(sent.subtracting(TelemetryNames.all).sorted() == [], "sent but not in TelemetryNames.all")
        #expect(Set(TelemetryNames.all).subtracting(sent).sorted() == [], "named but never sent by a shipped scenario")
        #expect(Set(TelemetryNames.all).count == TelemetryNames.all.count, "each name once")
    }
}
