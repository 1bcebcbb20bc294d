import Guard
import Testing

/// S3: no template type but the grid, the voice-control template and the list.
@Suite struct TemplateTypeGuardTests {
    @Test(arguments: [
        "CPAlertTemplate", "CPActionSheetTemplate", "CPMapTemplate", "CPSearchTemplate",
        "CPNowPlayingTemplate", "CPInformationTemplate", "CPPointOfInterestTemplate", "CPTabBarTemplate",
        "CPContactTemplate",
    ])
    func otherTemplateTypesAreFindings(name: String) {
        let source = MarkedSource("let t = 1️⃣\(name)()\nlet u: [CPTemplate] = [2️⃣\(name).shared]")
        let findings = SourceGuard.check(source: source.text, path: "App/Anywhere.swift")
        #expect(findings.map(\.position) == source.positions)
        #expect(findings.allSatisfy { $0.rule == .templateType })
    }

    @Test(arguments: [
        "CPGridTemplate", "CPVoiceControlTemplate", "CPListTemplate", "CPTemplate",
        "CPTemplateApplicationScene", "CPTemplateApplicationSceneDelegate", "CPInterfaceController",
        "CPGridButton", "UIAlertTemplate", "CPTemplateApplicationSceneTemplate",
    ])
    func allowedAndUnrelatedNamesAreNot(name: String) {
        #expect(SourceGuard.check(source: "let t = \(name)()", path: "App/CarPlay/A.swift").isEmpty)
    }

    @Test func theMessageNamesTheAllowedTemplates() {
        let findings = SourceGuard.check(source: "CPAlertTemplate(titleVariants: [], actions: [])", path: "A.swift")
        #expect(findings.map(\.message) == [
            "`CPAlertTemplate` is not one of the car's templates; show it with `CPGridTemplate`, `CPVoiceControlTemplate` or `CPListTemplate` instead",
        ])
    }

    @Test func theTemplateNamesComeFromTheRules() throws {
        let rules = try GuardRules(parsing: """
        allowed-template CPGridTemplate
        allowed-template CPAlertTemplate
        """, path: "r")
        let source = MarkedSource("CPAlertTemplate(); CPGridTemplate(); 1️⃣CPListTemplate()")
        #expect(SourceGuard.check(source: source.text, path: "A.swift", rules: rules).map(\.position) == source.positions)

        let uiKit = try GuardRules(parsing: "template-prefix UI\ntemplate-suffix Controller\nclear allowed-template", path: "r")
        let other = MarkedSource("let a = 1️⃣UIAlertController(); let b = CPAlertTemplate()")
        #expect(SourceGuard.check(source: other.text, path: "A.swift", rules: uiKit).map(\.position) == other.positions)
    }
}
