import Foundation
import Guard
import Testing

/// The rules file (S5: every default can be changed).
@Suite struct GuardRulesFileTests {
    @Test func anEmptyFileKeepsEveryDefault() throws {
        #expect(try GuardRules(parsing: "", path: "r") == .default)
        #expect(try GuardRules(parsing: "\n   \n# only a comment\n", path: "r") == .default)
    }

    @Test func theDefaultsAreSpecs() {
        let rules = GuardRules.default
        #expect(rules.forbiddenIdentifiers == ["AVSpeechSynthesizer"])
        #expect(rules.carSceneFolders == ["CarPlay"])
        #expect(rules.forbiddenCallPrefixes == ["followUp", "sendFollowUp", "merge", "authorizeMerge", "restart", "archive"])
        #expect(rules.allowedTemplates == ["CPGridTemplate", "CPVoiceControlTemplate", "CPListTemplate"])
        #expect(rules.interfaceFiles == ["CarPlayInterface.swift"])
        #expect(rules.templateCalls.count == 7)
        #expect(rules.templateReads == ["presentedTemplate", "topTemplate", "templates"])
        #expect(rules.disabled.isEmpty)
    }

    @Test func aListNamedInTheFileReplacesItsDefaultAndOthersStay() throws {
        let rules = try GuardRules(parsing: """
        # our own follow-up words
        forbidden-prefix escalate   # trailing comment
        forbidden-prefix   handOff
        forbidden-prefix escalate
        """, path: "r")
        var expected = GuardRules.default
        expected.forbiddenCallPrefixes = ["escalate", "handOff"]
        #expect(rules == expected)
    }

    @Test func everySettingIsReadIntoItsField() throws {
        let rules = try GuardRules(parsing: """
        forbidden-identifier NSSpeechSynthesizer
        car-scene-folder Car
        forbidden-prefix escalate
        template-prefix UI
        template-suffix Controller
        allowed-template UINavigationController
        template-exempt UIViewController
        template-exempt-prefix UIHosting
        interface-file Navigator.swift
        template-call show
        template-read shown
        completion-label then
        disable S3
        """, path: "r")
        #expect(rules == GuardRules(
            disabled: [.templateType],
            forbiddenIdentifiers: ["NSSpeechSynthesizer"],
            carSceneFolders: ["Car"],
            forbiddenCallPrefixes: ["escalate"],
            templatePrefix: "UI",
            templateSuffix: "Controller",
            allowedTemplates: ["UINavigationController"],
            exemptTemplates: ["UIViewController"],
            exemptTemplatePrefixes: ["UIHosting"],
            interfaceFiles: ["Navigator.swift"],
            templateCalls: ["show"],
            templateReads: ["shown"],
            completionLabels: ["then"]
        ))
        #expect(GuardRules.fileSettings.count == 12)
    }

    @Test func clearEmptiesAList() throws {
        let rules = try GuardRules(parsing: "clear allowed-template\nclear template-read", path: "r")
        #expect(rules.allowedTemplates.isEmpty)
        #expect(rules.templateReads.isEmpty)
        #expect(SourceGuard.check(source: "CPGridTemplate(); x.templates", path: "A.swift", rules: rules).map(\.rule) == [.templateType])
    }

    @Test func windowsLineEndings() throws {
        let rules = try GuardRules(parsing: "forbidden-prefix a\r\nforbidden-prefix b\r\n", path: "r")
        #expect(rules.forbiddenCallPrefixes == ["a", "b"])
    }

    @Test(arguments: [
        ("forbidden-prefix ok\nforbiden-prefix x", 2, 1, "unknown setting `forbiden-prefix`; the settings are forbidden-identifier, car-scene-folder, forbidden-prefix, allowed-template, template-exempt, template-exempt-prefix, interface-file, template-call, template-read, completion-label, template-prefix, template-suffix, `clear SETTING` and `disable S1`…`S4`"),
        ("  forbidden-prefix", 1, 3, "`forbidden-prefix` needs a value on the same line: `forbidden-prefix followUp`"),
        ("\n\ndisable", 3, 1, "`disable` needs a value on the same line: `disable S1`"),
        ("allowed-template CPGridTemplate CPListTemplate", 1, 33, "one value a line: put `CPListTemplate` on a line of its own (`allowed-template CPListTemplate`)"),
        ("template-call push-template", 1, 15, "`push-template` is not a Swift name; `template-call` takes one like `setRootTemplate`"),
        ("forbidden-prefix 2fast", 1, 18, "`2fast` is not a Swift name; `forbidden-prefix` takes one like `followUp`"),
        ("disable S9", 1, 9, "`S9` is not a guard; the guards are S1, S2, S3, S4"),
        ("clear template-prefix", 1, 7, "`clear` empties a list setting; `template-prefix` is not one (the lists are forbidden-identifier, car-scene-folder, forbidden-prefix, allowed-template, template-exempt, template-exempt-prefix, interface-file, template-call, template-read, completion-label)"),
        ("template-suffix Template\n# again\ntemplate-suffix View", 3, 1, "`template-suffix` is set twice (first on line 1); keep one"),
        ("\tcafé-setting x", 1, 2, "unknown setting `café-setting`; the settings are forbidden-identifier, car-scene-folder, forbidden-prefix, allowed-template, template-exempt, template-exempt-prefix, interface-file, template-call, template-read, completion-label, template-prefix, template-suffix, `clear SETTING` and `disable S1`…`S4`"),
    ])
    func aBadFileIsALocatedError(text: String, line: Int, column: Int, message: String) {
        #expect(throws: RulesFileError(path: "guard.rules", line: line, column: column, message: message)) {
            try GuardRules(parsing: text, path: "guard.rules")
        }
    }

    @Test func theErrorReadsLikeACompilerError() {
        let error = RulesFileError(path: "ci/guard.rules", line: 4, column: 2, message: "unknown setting `x`")
        #expect(error.description == "ci/guard.rules:4:2: error: [RULES] unknown setting `x`")
    }

    /// docs/GUARD.md's example rules file is read as documented (doc examples are compiled).
    @Test func theDocumentedExampleParses() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/GUARD.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```rules\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let rules = try GuardRules(parsing: String(text[start.upperBound..<end.lowerBound]), path: "docs/GUARD.md")
        var expected = GuardRules.default
        expected.carSceneFolders = ["CarPlay", "CarScene"]
        expected.forbiddenCallPrefixes += ["escalate"]
        expected.allowedTemplates += ["CPAlertTemplate"]
        expected.disabled = [.speech]
        #expect(rules == expected)
    }
}
