import Foundation
import Testing
@testable import Drill
import WorldDrill

/// Every input error of a file in one run, syntax and titles together, in file order, up to
/// `--max-errors` (issue: a newcomer's three mistakes were reported two at a time).
struct OnePassTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/runner").path

    func load(_ file: String, maxErrors: Int = 20) async -> DrillSuite {
        var options = DrillSuite.Options()
        options.paths = ["\(Self.fixtures)/\(file)"]
        options.root = Self.fixtures
        options.maxErrors = maxErrors
        return await DrillSuite.run(options)
    }

    @Test("a misspelt title, an unknown word and a bad duration: all three, in file order")
    func threeMistakesInOneRun() async {
        let suite = await load("three-mistakes.drill")
        #expect(suite.diagnostics.map(\.code) == [.unknownTitle, .unknownOption, .badDuration])
        #expect(suite.diagnostics.map(\.location.line) == [7, 8, 9])
        #expect(suite.diagnostics.first?.hint == "did you mean \"Continue conversation\"?")
        #expect(suite.results.isEmpty && suite.exitCode == 65)
    }

    @Test("--max-errors N keeps the first N and says how many more there were")
    func maxErrors() async {
        let suite = await load("three-mistakes.drill", maxErrors: 2)
        #expect(suite.diagnostics.map(\.code) == [.unknownTitle, .unknownOption, .tooManyErrors])
        #expect(suite.diagnostics.last?.message == "1 more error not shown (--max-errors 2)")
    }
}
