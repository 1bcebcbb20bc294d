import Foundation
import Guard
import Testing

/// S5 and the fixture trees: comments and strings never trigger; the violation tree gives each
/// planted finding once, at its place; the clean tree gives none.
@Suite struct SourceGuardTests {
    @Test func theViolationTreeGivesEachPlantedFindingOnceAtItsPlace() throws {
        let folder = Fixtures.tree("violations")
        let expected = try Fixtures.expectedFindings(under: folder)
        // The markers themselves: one planted finding for S1, S2, S3 and two for S4 (a call
        // outside CarPlayInterface.swift, and one inside it without a completion).
        #expect(expected.map(\.rule) .sorted() == [.speech, .carSceneCall, .templateType, .templateAccess, .templateAccess])

        let report = GuardReport.check(paths: [folder])
        #expect(report.problems.isEmpty)
        #expect(report.fileCount == 5)
        let found = report.findings.map { "\($0.path):\($0.position) \($0.rule.id)" }
        #expect(found.sorted() == expected.map { "\($0.path):\($0.position) \($0.rule.id)" }.sorted())
    }

    @Test func theViolationTreesFindingsReadAsPrinted() {
        let report = GuardReport.check(paths: [Fixtures.tree("violations")])
        let relative = report.findings.map { $0.description.replacingOccurrences(of: Fixtures.tree("violations") + "/", with: "") }
        #expect(relative == [
            "App/CarPlay/CarPlayInterface.swift:36:20: error: [S4] `presentTemplate` is called without a completion; use the async form `try await presentTemplate(_:animated:)` or pass `completion:`, so a refusal cannot crash the app",
            "App/CarPlay/CarPlaySceneDelegate.swift:17:29: error: [S4] `setRootTemplate` is called outside CarPlayInterface.swift; make every template change through CarPlayInterface.swift, which always gives CarPlay a completion",
            "App/CarPlay/CarPlaySceneDelegate.swift:22:21: error: [S3] `CPAlertTemplate` is not one of the car's templates; show it with `CPGridTemplate`, `CPVoiceControlTemplate` or `CPListTemplate` instead",
            "App/CarPlay/LiveCallScreen.swift:18:15: error: [S2] `restartLater` (a `restart…` call) is made from the car scene; the car never follows up, merges, restarts or archives directly: leave it to the Live Mode conversation, which confirms it first",
            "App/Voice/Speaker.swift:7:26: error: [S1] `AVSpeechSynthesizer` is system speech, and the car has no voice but the Live call; remove it and let the Live Mode conversation say it (or play a cue)",
        ])
    }

    @Test func theCleanTreeIsClean() {
        let report = GuardReport.check(paths: [Fixtures.tree("clean")])
        #expect(report.problems.isEmpty)
        #expect(report.fileCount == 5)
        #expect(report.findings == [])
        #expect(report.status == .clean)
    }

    @Test func theTrapsGiveNothing() {
        let report = GuardReport.check(paths: [Fixtures.tree("traps")])
        #expect(report.fileCount == 3)
        #expect(report.findings == [])
    }

    /// The traps only prove something if the forbidden words are really in them, in the car
    /// scene and outside the interface file, where every guard applies.
    @Test func theTrapsHoldEveryForbiddenWord() throws {
        let files = SourceWalker.swiftFiles(in: [Fixtures.tree("traps")]).files
        #expect(files.allSatisfy { $0.contains("/CarPlay/") && !$0.hasSuffix("/CarPlayInterface.swift") })
        let text = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
        let rules = GuardRules.default
        let words = rules.forbiddenIdentifiers + rules.forbiddenCallPrefixes.map { $0 + "(" }
            + rules.forbiddenCallPrefixes.map { "." + $0 } + ["CPAlertTemplate", "CPActionSheetTemplate"]
            + rules.templateCalls.map { "." + $0 + "(" } + rules.templateReads.map { "." + $0 }
        for word in words {
            #expect(text.contains(word), "the traps never mention \(word)")
        }
    }

    @Test(arguments: ["Comments.swift", "Strings.swift", "Declarations.swift"])
    func theTrapsTokensStillSeeTheCode(file: String) throws {
        // A tokenizer that skipped everything would pass the traps: each trap file still has code.
        let path = Fixtures.tree("traps") + "/App/CarPlay/" + file
        let tokens = Tokenizer.tokenize(try String(contentsOfFile: path, encoding: .utf8))
        #expect(tokens.contains { $0.isKeyword("func") })
        #expect(tokens.contains { $0.kind == .identifier && $0.text.hasSuffix("Traps") || $0.text == "CarAction" })
    }

    @Test func findingsComeInOrderOfPosition() {
        let source = MarkedSource("""
        let b = 1️⃣CPMapTemplate(); let a = 2️⃣AVSpeechSynthesizer()
        controller.3️⃣templates.first
        """)
        let findings = SourceGuard.check(source: source.text, path: "App/CarPlay/X.swift")
        #expect(findings.map(\.position) == source.positions)
        #expect(findings.map(\.rule) == [.templateType, .speech, .templateAccess])
    }

    @Test func disabledRulesAreNotChecked() throws {
        let source = "let s = AVSpeechSynthesizer(); model.restartLater(); CPMapTemplate(); x.templates"
        let all = SourceGuard.check(source: source, path: "App/CarPlay/X.swift")
        #expect(all.map(\.rule) == [.speech, .carSceneCall, .templateType, .templateAccess])
        let rules = try GuardRules(parsing: "disable S1\ndisable S3", path: "r")
        #expect(SourceGuard.check(source: source, path: "App/CarPlay/X.swift", rules: rules).map(\.rule) == [.carSceneCall, .templateAccess])
    }
}
