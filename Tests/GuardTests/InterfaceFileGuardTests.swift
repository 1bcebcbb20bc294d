import Guard
import Testing

/// S4 (a house rule, on with `enable S4`): template calls and reads only in
/// CarPlayInterface.swift.
@Suite struct InterfaceFileGuardTests {
    static let calls = [
        "setRootTemplate", "pushTemplate", "popTemplate", "popToRootTemplate", "popToTemplate",
        "presentTemplate", "dismissTemplate",
    ]
    let interfaceFile = "App/CarPlay/CarPlayInterface.swift"

    func findings(_ source: MarkedSource, path: String, rules: GuardRules = .enabling(.interfaceFile)) -> [Diagnostic] {
        SourceGuard.check(source: source.text, path: path, rules: rules).filter { $0.rule == .interfaceFile }
    }

    @Test func itIsOffByDefault() {
        let source = MarkedSource("try await controller.pushTemplate(t, animated: true); _ = controller.templates")
        #expect(findings(source, path: "App/CarPlay/Other.swift", rules: .default).isEmpty)
    }

    @Test(arguments: calls)
    func callsOutsideTheInterfaceFileAreFindingsWhateverTheirForm(name: String) {
        let source = MarkedSource("""
        try await controller.1️⃣\(name)(t, animated: true)
        controller.2️⃣\(name)(t, animated: true, completion: { _, _ in })
        3️⃣\(name)(t, animated: true) { _, _ in }
        let f = controller.4️⃣\(name)
        router.5️⃣\(name)(t)
        """)
        let found = findings(source, path: "App/CarPlay/CarPlaySceneDelegate.swift")
        #expect(found.map(\.position) == source.positions)
        #expect(found.first?.message == "`\(name)` is called outside CarPlayInterface.swift; make every template change through CarPlayInterface.swift, which always gives CarPlay a completion")
    }

    /// In the interface file every form is S4's; whether it gives a completion is S6's question.
    @Test(arguments: calls)
    func everyFormPassesInTheInterfaceFile(name: String) {
        let source = MarkedSource("""
        try await controller.\(name)(t, animated: true)
        controller.\(name)(t, animated: true)
        controller.\(name)(t, animated: true, completion: nil)
        let f = controller.\(name)
        func \(name)(_ t: CPTemplate, animated: Bool) async throws -> Bool { true }
        """)
        #expect(findings(source, path: interfaceFile).isEmpty)
    }

    @Test func readsAreMemberAccessesOutsideTheInterfaceFile() {
        let source = MarkedSource("""
        let shown = controller.1️⃣presentedTemplate
        if controller.2️⃣topTemplate === grid { }
        let count = interfaceController.3️⃣templates.count
        let templates = [grid, list]
        print(templates.count, presentedTemplate, topTemplate)
        var presentedTemplate: CPTemplate?
        """)
        let found = findings(source, path: "App/CarPlay/LiveCallScreen.swift")
        #expect(found.map(\.position) == source.positions)
        #expect(found.first?.message == "`.presentedTemplate` is read outside CarPlayInterface.swift; ask CarPlayInterface.swift instead (it tracks what it presented; CarPlay's `presentedTemplate` is a stand-in, H5)")
        #expect(findings(source, path: interfaceFile).isEmpty)
    }

    @Test func theInterfaceFileIsMatchedByName() {
        let source = MarkedSource("try await controller.pushTemplate(t, animated: true)")
        #expect(findings(source, path: "Other/Place/CarPlayInterface.swift").isEmpty)
        #expect(findings(source, path: "CarPlayInterface.swift").isEmpty)
        #expect(findings(source, path: "App/CarPlay/CarPlayInterfaceTests.swift").count == 1)
    }

    @Test func namesComeFromTheRules() throws {
        let rules = try GuardRules(parsing: """
        enable S4
        interface-file Navigator.swift
        template-call showTemplate
        template-read shownTemplate
        """, path: "r")
        let source = MarkedSource("controller.showTemplate(t); controller.pushTemplate(t, animated: true)")
        #expect(findings(source, path: "A/Navigator.swift", rules: rules).isEmpty)
        let outside = MarkedSource("let a = x.1️⃣shownTemplate; let b = x.presentedTemplate; x.2️⃣showTemplate(t)")
        #expect(findings(outside, path: "A/Other.swift", rules: rules).map(\.position) == outside.positions)
    }
}
