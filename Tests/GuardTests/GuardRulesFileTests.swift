import Foundation
import Guard
import Host
import Testing

/// The rules file (S5: every default can be changed): the category, the house rules switched
/// on, the lists; which wins where a file and the category disagree.
@Suite struct GuardRulesFileTests {
    @Test func anEmptyFileKeepsEveryDefault() throws {
        #expect(try GuardRules(parsing: "", path: "r") == .default)
        #expect(try GuardRules(parsing: "\n   \n# only a comment\n", path: "r") == .default)
    }

    @Test func theDefaults() {
        let rules = GuardRules.default
        #expect(rules.enabled == [.templateType, .completion])
        #expect(rules.category == nil)
        #expect(rules.allowedTemplates == nil)
        #expect(rules.templateCalls.count == 7)
        #expect(rules.completionLabels == ["completion"])
        #expect(rules.templateCallLabels == ["animated"])
        // The house rules' values, checked once a file enables S1, S2, S4.
        #expect(rules.forbiddenIdentifiers == ["AVSpeechSynthesizer"])
        #expect(rules.carSceneFolders == ["CarPlay"])
        #expect(rules.forbiddenCallPrefixes == ["followUp", "sendFollowUp", "merge", "authorizeMerge", "restart", "archive"])
        #expect(rules.interfaceFiles == ["CarPlayInterface.swift"])
        #expect(rules.templateReads == ["presentedTemplate", "topTemplate", "templates"])
    }

    /// The shipped house rules are SPEC S's rules of the built-in app (today's defaults before
    /// issue 31), its category, and every guard on.
    @Test func theHouseRulesAreTheBuiltInApps() throws {
        var expected = GuardRules.default
        expected.enabled = Set(GuardRule.allCases)
        expected.category = .voiceConversation
        expected.allowedTemplates = ["CPGridTemplate", "CPVoiceControlTemplate", "CPListTemplate"]
        #expect(try Fixtures.houseRules() == expected)
    }

    @Test func aListNamedInTheFileReplacesItsDefaultAndOthersStay() throws {
        let rules = try GuardRules(parsing: """
        enable S2
        # our own follow-up words
        forbidden-prefix escalate   # trailing comment
        forbidden-prefix   handOff
        forbidden-prefix escalate
        """, path: "r")
        var expected = GuardRules.default
        expected.enabled.insert(.carSceneCall)
        expected.forbiddenCallPrefixes = ["escalate", "handOff"]
        #expect(rules == expected)
    }

    @Test func everySettingIsReadIntoItsField() throws {
        let rules = try GuardRules(parsing: """
        enable S1
        enable S2
        enable S4
        category audio
        forbidden-identifier NSSpeechSynthesizer
        car-scene-folder Car
        forbidden-prefix escalate
        template-prefix UI
        template-suffix Controller
        allowed-template UINavigationController
        template-exempt UIViewController
        template-exempt-prefix UIHosting
        interface-file Navigator.swift
        template-read shown
        template-call show
        completion-label then
        template-call-label transition
        """, path: "r")
        #expect(rules == GuardRules(
            enabled: Set(GuardRule.allCases),
            category: .audio,
            forbiddenIdentifiers: ["NSSpeechSynthesizer"],
            carSceneFolders: ["Car"],
            forbiddenCallPrefixes: ["escalate"],
            templatePrefix: "UI",
            templateSuffix: "Controller",
            allowedTemplates: ["UINavigationController"],
            exemptTemplates: ["UIViewController"],
            exemptTemplatePrefixes: ["UIHosting"],
            interfaceFiles: ["Navigator.swift"],
            templateReads: ["shown"],
            templateCalls: ["show"],
            completionLabels: ["then"],
            templateCallLabels: ["transition"]
        ))
        #expect(GuardRules.fileSettings.count == 14)
    }

    @Test func clearEmptiesAList() throws {
        let rules = try GuardRules(parsing: "clear allowed-template\nenable S4\nclear template-read", path: "r")
        #expect(rules.allowedTemplates == [])
        #expect(rules.templateReads.isEmpty)
        #expect(SourceGuard.check(source: "CPGridTemplate(); x.templates", path: "A.swift", rules: rules).map(\.rule) == [.templateType])
    }

    @Test(arguments: ["ev-charging", "Ev-Charging", "EV-charging"])
    func categoriesAreNamedWithHyphensInAnyCase(name: String) throws {
        #expect(try GuardRules(parsing: "category \(name)", path: "r").category == .evCharging)
        #expect(CarPlayCategory.named(name) == .evCharging)
        #expect(CarPlayCategory.named("EV charging") == .evCharging)
    }

    @Test func everyCategoryHasACommandLineName() {
        #expect(CarPlayCategory.commandLineNames == [
            "audio", "communication", "driving-task", "ev-charging", "fueling", "navigation", "parking",
            "public-safety", "quick-food-ordering", "voice-based-conversation",
        ])
        for category in CarPlayCategory.all {
            #expect(CarPlayCategory.named(category.commandLineName) == category)
        }
    }

    @Test func windowsLineEndings() throws {
        let rules = try GuardRules(parsing: "enable S2\r\nforbidden-prefix a\r\nforbidden-prefix b\r\n", path: "r")
        #expect(rules.forbiddenCallPrefixes == ["a", "b"])
    }

    // MARK: The file and the category disagree

    @Test func theCommandLinesCategoryWinsOverTheFilesAndANoteSaysSo() throws {
        let (rules, notes) = try GuardRules.read("# ours\ncategory audio\n", path: "guard.rules", category: .navigation)
        #expect(rules.category == .navigation)
        #expect(notes == [Diagnostic.rulesFile("guard.rules", line: 2, column: 10, severity: .note, "`category audio` here and `--category navigation` disagree: the command line wins, and S3 checks the navigation category's templates")])
        #expect(notes.first?.description.hasPrefix("guard.rules:2:10: note: [RULES] `category audio` here") == true)
        #expect(try GuardRules.read("category audio\n", path: "r", category: .audio).notes.isEmpty)
    }

    @Test func theCategoryWinsOverAnAllowedTemplateItDoesNotAllow() throws {
        let text = """
        allowed-template CPListTemplate
        allowed-template CPMapTemplate
        allowed-template CPOwnTemplate
        """
        let (rules, notes) = try GuardRules.read(text, path: "guard.rules", category: .audio)
        #expect(notes == [Diagnostic.rulesFile("guard.rules", line: 2, column: 18, severity: .note, "`CPMapTemplate` is allowed here, but the audio category may not use it (CarPlay refuses it at once, completion or not): the category wins, and `CPMapTemplate` stays a finding")])
        #expect(SourceGuard.check(source: "CPMapTemplate(); CPListTemplate(); CPOwnTemplate()", path: "A.swift", rules: rules).count == 1)
        // The file's own category disagrees the same way.
        #expect(try GuardRules.read("category audio\n" + text, path: "r").notes.map(\.location.line) == [3])
        // Without a category nothing disagrees.
        #expect(try GuardRules.read(text, path: "r").notes.isEmpty)
    }

    // MARK: Bad files

    @Test(arguments: [
        ("forbidden-prefix ok\nforbiden-prefix x", 2, 1, "unknown setting `forbiden-prefix`; the settings are forbidden-identifier, car-scene-folder, forbidden-prefix, allowed-template, template-exempt, template-exempt-prefix, interface-file, template-read, template-call, completion-label, template-call-label, template-prefix, template-suffix, category, `clear SETTING`, `enable S1`…`S6` and `disable S1`…`S6`"),
        ("  forbidden-prefix", 1, 3, "`forbidden-prefix` needs a value on the same line: `forbidden-prefix followUp`"),
        ("\n\ndisable", 3, 1, "`disable` needs a value on the same line: `disable S3`"),
        ("enable", 1, 1, "`enable` needs a value on the same line: `enable S4`"),
        ("category", 1, 1, "`category` needs a value on the same line: `category audio`"),
        ("allowed-template CPGridTemplate CPListTemplate", 1, 33, "one value a line: put `CPListTemplate` on a line of its own (`allowed-template CPListTemplate`)"),
        ("template-call push-template", 1, 15, "`push-template` is not a Swift name; `template-call` takes one like `setRootTemplate`"),
        ("enable S2\nforbidden-prefix 2fast", 2, 18, "`2fast` is not a Swift name; `forbidden-prefix` takes one like `followUp`"),
        ("disable S9", 1, 9, "`S9` is not a guard; the guards are S1, S2, S3, S4, S6"),
        ("enable S5", 1, 8, "`S5` is how every guard reads the source (comments and strings never trigger), not a guard of its own; the guards are S1, S2, S3, S4, S6"),
        ("enable S4\n\ndisable S4", 3, 1, "`S4` is enabled on line 1 and disabled here; keep one"),
        ("clear template-prefix", 1, 7, "`clear` empties a list setting; `template-prefix` is not one (the lists are forbidden-identifier, car-scene-folder, forbidden-prefix, allowed-template, template-exempt, template-exempt-prefix, interface-file, template-read, template-call, completion-label, template-call-label)"),
        ("template-suffix Template\n# again\ntemplate-suffix View", 3, 1, "`template-suffix` is set twice (first on line 1); keep one"),
        ("category audio\ncategory navigation", 2, 1, "`category` is set twice (first on line 1); keep one"),
        ("category podcast", 1, 10, "`podcast` is not a CarPlay category; the categories are audio, communication, driving-task, ev-charging, fueling, navigation, parking, public-safety, quick-food-ordering, voice-based-conversation"),
        ("\tcafé-setting x", 1, 2, "unknown setting `café-setting`; the settings are forbidden-identifier, car-scene-folder, forbidden-prefix, allowed-template, template-exempt, template-exempt-prefix, interface-file, template-read, template-call, completion-label, template-call-label, template-prefix, template-suffix, category, `clear SETTING`, `enable S1`…`S6` and `disable S1`…`S6`"),
        // A setting of a rule that is off would change nothing.
        ("# ours\nforbidden-prefix escalate", 2, 1, "`forbidden-prefix` is a setting of S2, which is off; add `enable S2` (S1, S2 and S4 are off unless a rules file enables them), or remove this line"),
        ("interface-file Navigator.swift", 1, 1, "`interface-file` is a setting of S4, which is off; add `enable S4` (S1, S2 and S4 are off unless a rules file enables them), or remove this line"),
        ("disable S3\ncategory audio", 2, 1, "`category` is a setting of S3, which is off; this file disables S3 on line 1: remove one of them"),
        ("disable S6\ntemplate-call show", 2, 1, "`template-call` is a setting of S4 and S6, which are off; this file disables S6 on line 1: remove one of them"),
    ])
    func aBadFileIsALocatedError(text: String, line: Int, column: Int, message: String) {
        #expect(throws: Diagnostic.rulesFile("guard.rules", line: line, column: column, message)) {
            try GuardRules(parsing: text, path: "guard.rules")
        }
    }

    @Test func theErrorReadsLikeACompilerError() {
        let error = Diagnostic.rulesFile("ci/guard.rules", line: 4, column: 2, "unknown setting `x`")
        #expect(error.description == "ci/guard.rules:4:2: error: [RULES] unknown setting `x`")
    }

    /// docs/GUARD.md's example rules file is read as documented (doc examples are compiled).
    @Test func theDocumentedExampleParses() throws {
        let docs = Fixtures.repository.appendingPathComponent("docs/GUARD.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```rules\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let rules = try GuardRules(parsing: String(text[start.upperBound..<end.lowerBound]), path: "docs/GUARD.md")
        var expected = GuardRules.default
        expected.category = .audio
        expected.enabled.insert(.interfaceFile)
        expected.interfaceFiles = ["CarPlayManager.swift"]
        expected.templateReads = ["topTemplate", "templates"]
        expected.allowedTemplates = ["CPTabBarTemplate", "CPListTemplate", "CPNowPlayingTemplate", "CPAlertTemplate"]
        #expect(rules == expected)
    }
}
