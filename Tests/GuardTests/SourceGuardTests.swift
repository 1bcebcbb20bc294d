import Foundation
import Guard
import Host
import Testing

/// The fixture trees and S5: the defaults over any team's tree, the house rules over the
/// built-in app's; comments and strings never trigger; each planted finding once, at its place.
@Suite struct SourceGuardTests {
    // MARK: The defaults (S6, S3 by category)

    @Test func theDefaultsAreTheCompletionRuleAndTemplatesForAnyCategory() {
        #expect(GuardRules.default.enabled == [.templateType, .completion])
        #expect(GuardRules.default.category == nil)
        #expect(GuardRule.allCases.filter(\.isDefault) == [.templateType, .completion])
    }

    /// An audio app's tree (shaped like a podcast app's CarPlay folder) with `--category audio`:
    /// every planted finding once, at its place, and nothing else.
    @Test func theAudioTreeGivesEachPlantedFindingOnceAtItsPlace() throws {
        let folder = Fixtures.tree("audio")
        let expected = try Fixtures.expectedFindings(under: folder)
        #expect(expected.compactMap(\.rule).sorted() == [.templateType] + Array(repeating: .completion, count: 5))
        var rules = GuardRules.default
        rules.category = .audio
        let report = GuardReport.check(paths: [folder], rules: rules)
        #expect(report.problems.isEmpty)
        #expect(report.fileCount == 3)
        #expect(report.findings.map(\.placeAndRule).sorted() == expected.map(\.placeAndRule).sorted())
        #expect(report.summary == "guard: 6 findings in 3 files (S3 1, S6 5)")
    }

    /// Without a category every CarPlay template is allowed: the information template is no
    /// finding, Now Playing and the tab bar never were.
    @Test func withoutACategoryOnlyTheCompletionFindingsRemain() throws {
        let folder = Fixtures.tree("audio")
        let expected = try Fixtures.expectedFindings(under: folder).filter { $0.rule == .completion }
        let report = GuardReport.check(paths: [folder])
        #expect(report.findings.map(\.placeAndRule).sorted() == expected.map(\.placeAndRule).sorted())
    }

    /// The seed app's tree under the defaults: its two calls without a completion, nothing of
    /// the house rules.
    @Test func theViolationTreeUnderTheDefaultsGivesOnlyItsCompletionFindings() throws {
        let folder = Fixtures.tree("violations")
        let expected = try Fixtures.expectedFindings(under: folder).filter { $0.rule?.isDefault == true && $0.rule != .templateType }
        #expect(expected.count == 2)
        let report = GuardReport.check(paths: [folder])
        #expect(report.findings.map(\.placeAndRule).sorted() == expected.map(\.placeAndRule).sorted())
    }

    // MARK: The house rules (Examples/VoiceScene/house.rules)

    @Test func theViolationTreeUnderTheHouseRulesGivesEachPlantedFindingOnceAtItsPlace() throws {
        let folder = Fixtures.tree("violations")
        let expected = try Fixtures.expectedFindings(under: folder)
        // The markers themselves: one planted finding for S1, S2, S3, S4 and two for S6 (one
        // call outside CarPlayInterface.swift with `completion: nil`, S4 and S6 at one place;
        // one inside it without a completion).
        #expect(expected.compactMap(\.rule).sorted() == [.speech, .carSceneCall, .templateType, .interfaceFile, .completion, .completion])

        let report = GuardReport.check(paths: [folder], rules: try Fixtures.houseRules())
        #expect(report.problems.isEmpty)
        #expect(report.fileCount == 5)
        #expect(report.findings.map(\.placeAndRule).sorted() == expected.map(\.placeAndRule).sorted())
    }

    @Test func theViolationTreesFindingsReadAsPrinted() throws {
        let report = GuardReport.check(paths: [Fixtures.tree("violations")], rules: try Fixtures.houseRules())
        let relative = report.findings.map { $0.description.replacingOccurrences(of: Fixtures.tree("violations") + "/", with: "") }
        #expect(relative == [
            "App/CarPlay/CarPlayInterface.swift:36:20: error: [S6] `controller.presentTemplate(template, animated: true)` gives CarPlay no completion: if CarPlay refuses this present (a template already presented, another template change still animating), it raises NSGenericException (\"…but no completion block was specified\") on the main queue and the app crashes. To fix, await it, `try await controller.presentTemplate(template, animated: true)`, or pass a completion that handles the error",
            "App/CarPlay/CarPlaySceneDelegate.swift:18:29: error: [S4] `setRootTemplate` is called outside CarPlayInterface.swift; make every template change through CarPlayInterface.swift, which always gives CarPlay a completion",
            "App/CarPlay/CarPlaySceneDelegate.swift:18:29: error: [S6] `interfaceController.setRootTemplate(grid, animated: false, completion: nil)` gives CarPlay no completion: if CarPlay refuses this root change (another template change still animating, the car already disconnected), it raises NSGenericException (\"…but no completion block was specified\") on the main queue and the app crashes. To fix, await it, `try await interfaceController.setRootTemplate(grid, animated: false)`, or pass a completion that handles the error",
            "App/CarPlay/CarPlaySceneDelegate.swift:23:21: error: [S3] `CPAlertTemplate` is not one of the templates the rules file allows; show it with `CPGridTemplate`, `CPVoiceControlTemplate` or `CPListTemplate` instead, or add `allowed-template CPAlertTemplate` to the rules file",
            "App/CarPlay/LiveCallScreen.swift:18:15: error: [S2] `restartLater` (a `restart…` call) is made from the car scene; the car never follows up, merges, restarts or archives directly: leave it to the Live Mode conversation, which confirms it first",
            "App/Voice/Speaker.swift:7:26: error: [S1] `AVSpeechSynthesizer` is system speech, and the car has no voice but the Live call; remove it and let the Live Mode conversation say it (or play a cue)",
        ])
    }

    @Test func theCleanTreeIsCleanUnderTheHouseRulesAndTheDefaults() throws {
        for rules in [try Fixtures.houseRules(), .default] {
            let report = GuardReport.check(paths: [Fixtures.tree("clean")], rules: rules)
            #expect(report.problems.isEmpty)
            #expect(report.fileCount == 5)
            #expect(report.findings == [])
            #expect(report.status == .clean)
        }
    }

    @Test func theTrapsGiveNothing() throws {
        for rules in [try Fixtures.houseRules(), .default] {
            let report = GuardReport.check(paths: [Fixtures.tree("traps")], rules: rules)
            #expect(report.fileCount == 3)
            #expect(report.findings == [])
        }
    }

    /// The traps only prove something if the forbidden words are really in them, in the car
    /// scene and outside the interface file, where every guard applies.
    @Test func theTrapsHoldEveryForbiddenWord() throws {
        let files = SourceWalker.swiftFiles(in: [Fixtures.tree("traps")]).files
        #expect(files.allSatisfy { $0.contains("/CarPlay/") && !$0.hasSuffix("/CarPlayInterface.swift") })
        let text = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
        let rules = try Fixtures.houseRules()
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

    // MARK: One file

    @Test func findingsComeInOrderOfPosition() {
        let source = MarkedSource("""
        let b = 1️⃣CPMapTemplate(); let a = 2️⃣AVSpeechSynthesizer()
        controller.3️⃣templates.first; controller.4️⃣popTemplate(animated: true)
        """)
        var rules = GuardRules.enabling(.speech, .interfaceFile)
        rules.category = .audio
        let findings = SourceGuard.check(source: source.text, path: "App/CarPlay/X.swift", rules: rules)
        #expect(findings.map(\.position) == source.positions + [source.position("4️⃣")])
        #expect(findings.map(\.rule) == [.templateType, .speech, .interfaceFile, .interfaceFile, .completion])
    }

    @Test func rulesThatAreOffAreNotChecked() throws {
        let source = "let s = AVSpeechSynthesizer(); model.restartLater(); CPMapTemplate(); x.templates; x.popTemplate(animated: true)"
        var all = GuardRules.enabling(.speech, .carSceneCall, .interfaceFile)
        all.category = .audio
        #expect(SourceGuard.check(source: source, path: "App/CarPlay/X.swift", rules: all).map(\.rule)
            == [.speech, .carSceneCall, .templateType, .interfaceFile, .interfaceFile, .completion])
        #expect(SourceGuard.check(source: source, path: "App/CarPlay/X.swift").map(\.rule) == [.completion])
        let rules = try GuardRules(parsing: "category audio\ndisable S6\nenable S2", path: "r")
        #expect(SourceGuard.check(source: source, path: "App/CarPlay/X.swift", rules: rules).map(\.rule) == [.carSceneCall, .templateType])
    }
}

extension SourceGuardTests {
    /// docs/GUARD.md's first run is what the guard prints over the audio tree (doc examples are
    /// checked): each line shown is one of the run's, in its order, and the summary is the run's.
    @Test func theFirstRunInTheDocsIsWhatTheGuardPrints() throws {
        let docs = try String(contentsOf: Fixtures.repository.appendingPathComponent("docs/GUARD.md"), encoding: .utf8)
        let start = try #require(docs.range(of: "$ headunit guard --category audio App/CarPlay\n"))
        let end = try #require(docs.range(of: "```", range: start.upperBound..<docs.endIndex))
        let shown = docs[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init).filter { $0 != "…" }

        var rules = GuardRules.default
        rules.category = .audio
        let root = Fixtures.tree("audio") + "/"
        let report = GuardReport.check(paths: [root + "App/CarPlay"], rules: rules)
        let printed = report.findings.map { $0.description.replacingOccurrences(of: root, with: "") } + [report.summary]
        #expect(shown.count >= 2)
        #expect(shown.last == printed.last)
        var remaining = printed[...]
        for line in shown {
            guard let at = remaining.firstIndex(of: line) else {
                Issue.record("docs/GUARD.md shows a line the guard does not print (or not in this order): \(line)")
                return
            }
            remaining = remaining[(at + 1)...]
        }
    }
}
