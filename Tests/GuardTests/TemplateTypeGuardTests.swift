import Guard
import Host
import Testing

/// S3: the templates the app's category may use (from the host's `CarPlayCategory`); without a
/// category, every CarPlay template; and a rules file's `allowed-template` list where it has one.
@Suite struct TemplateTypeGuardTests {
    static let carPlayTemplates = [
        "CPGridTemplate", "CPListTemplate", "CPVoiceControlTemplate", "CPAlertTemplate", "CPActionSheetTemplate",
        "CPMapTemplate", "CPNowPlayingTemplate", "CPTabBarTemplate", "CPInformationTemplate",
        "CPPointOfInterestTemplate", "CPContactTemplate", "CPSearchTemplate",
    ]

    func rules(_ category: CarPlayCategory?) -> GuardRules {
        var rules = GuardRules.default
        rules.category = category
        return rules
    }

    @Test(arguments: carPlayTemplates)
    func withoutACategoryEveryCarPlayTemplateIsAllowed(name: String) {
        #expect(SourceGuard.check(source: "let t = \(name)()", path: "App/CarPlay/A.swift").isEmpty)
    }

    @Test func theTemplatesAreTheHosts() {
        #expect(CarPlayCategory.carPlayTemplateClassNames == Self.carPlayTemplates)
    }

    /// Every category, every template: a finding exactly where the host's category set says no.
    @Test(arguments: CarPlayCategory.all)
    func aCategoryAllowsItsOwnTemplatesOnly(category: CarPlayCategory) {
        for name in Self.carPlayTemplates {
            let source = MarkedSource("let t = 1️⃣\(name)()\nlet u: [CPTemplate] = [2️⃣\(name).shared]")
            let findings = SourceGuard.check(source: source.text, path: "App/Anywhere.swift", rules: rules(category))
            let allowed = category.templates.contains { $0.className == name }
            #expect(findings.map(\.position) == (allowed ? [] : source.positions), "\(category) \(name)")
            #expect(findings.allSatisfy { $0.rule == .templateType })
        }
    }

    @Test func anAudioAppsTemplates() {
        let source = MarkedSource("""
        CPTabBarTemplate(templates: []); CPNowPlayingTemplate.shared; CPListTemplate(); CPGridTemplate()
        CPAlertTemplate(); CPActionSheetTemplate(); 1️⃣CPMapTemplate(); 2️⃣CPSearchTemplate(); 3️⃣CPInformationTemplate()
        """)
        #expect(SourceGuard.check(source: source.text, path: "A.swift", rules: rules(.audio)).map(\.position) == source.positions)
    }

    @Test func theCategoryMessageSaysWhatCarPlayDoesAndWhatToUse() {
        let findings = SourceGuard.check(source: "let m = CPMapTemplate()", path: "A.swift", rules: rules(.audio))
        #expect(findings.map(\.message) == [
            "`CPMapTemplate` is not a template the audio category may use: CarPlay refuses it at once with NSInvalidArgumentException (\"Unsupported object …\"), completion or not, and the app crashes. To fix, show it with one of the category's templates (CPGridTemplate, CPListTemplate, CPVoiceControlTemplate, CPAlertTemplate, CPActionSheetTemplate, CPNowPlayingTemplate, CPTabBarTemplate, CPPointOfInterestTemplate), or check the app's category (--category, `category` in a rules file)",
        ])
    }

    @Test(arguments: [nil, CarPlayCategory.navigation])
    func aNameCarPlayDoesNotHaveIsAFinding(category: CarPlayCategory?) {
        let source = MarkedSource("let t = 1️⃣CPNowPlayngTemplate.shared")
        let findings = SourceGuard.check(source: source.text, path: "A.swift", rules: rules(category))
        #expect(findings.map(\.position) == source.positions)
        #expect(findings.first?.message == "`CPNowPlayngTemplate` is not a CarPlay template; use one of CarPlay's (CPGridTemplate, CPListTemplate, CPVoiceControlTemplate, CPAlertTemplate, CPActionSheetTemplate, CPMapTemplate, CPNowPlayingTemplate, CPTabBarTemplate, CPInformationTemplate, CPPointOfInterestTemplate, CPContactTemplate, CPSearchTemplate), or, if it is the app's own type, add `template-exempt CPNowPlayngTemplate` to a rules file")
    }

    @Test(arguments: [
        "CPTemplate", "CPTemplateApplicationScene", "CPTemplateApplicationSceneDelegate", "CPInterfaceController",
        "CPGridButton", "UIAlertTemplate", "CPTemplateApplicationSceneTemplate", "CPListTemplateItem",
        "CPMapTemplateDelegate", "CPNowPlayingTemplateObserver",
    ])
    func unrelatedNamesAreNot(name: String) {
        #expect(SourceGuard.check(source: "let t = \(name)()", path: "App/CarPlay/A.swift", rules: rules(.audio)).isEmpty)
    }

    @Test func theRulesFilesListNarrowsTheCategory() throws {
        let listed = try GuardRules(parsing: """
        category voice-based-conversation
        allowed-template CPGridTemplate
        allowed-template CPAlertTemplate
        """, path: "r")
        let source = MarkedSource("CPAlertTemplate(); CPGridTemplate(); 1️⃣CPListTemplate(); 2️⃣CPNowPlayingTemplate()")
        let findings = SourceGuard.check(source: source.text, path: "A.swift", rules: listed)
        #expect(findings.map(\.position) == source.positions)
        #expect(findings.first?.message == "`CPListTemplate` is not one of the templates the rules file allows; show it with `CPGridTemplate` or `CPAlertTemplate` instead, or add `allowed-template CPListTemplate` to the rules file")
        // The category wins over the list: a listed template the category may not use is still one.
        #expect(findings.last?.message.hasPrefix("`CPNowPlayingTemplate` is not a template the voice-based-conversation category may use") == true)
    }

    @Test func aListedNameCarPlayDoesNotHaveIsAllowed() throws {
        let rules = try GuardRules(parsing: "allowed-template CPGridTemplate\nallowed-template CPSportsTemplate", path: "r")
        #expect(SourceGuard.check(source: "CPSportsTemplate(); CPGridTemplate()", path: "A.swift", rules: rules).isEmpty)
    }

    @Test func theNamePatternComesFromTheRules() throws {
        let uiKit = try GuardRules(parsing: "template-prefix UI\ntemplate-suffix Controller\nclear allowed-template", path: "r")
        let other = MarkedSource("let a = 1️⃣UIAlertController(); let b = CPAlertTemplate()")
        #expect(SourceGuard.check(source: other.text, path: "A.swift", rules: uiKit).map(\.position) == other.positions)
        let exempt = try GuardRules(parsing: "template-exempt CPTemplate\ntemplate-exempt CPCustomTemplate", path: "r")
        #expect(SourceGuard.check(source: "CPCustomTemplate()", path: "A.swift", rules: exempt).isEmpty)
    }
}
