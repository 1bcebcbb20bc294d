import Guard
import Testing

/// S4: template calls and reads only in CarPlayInterface.swift, and the calls only in a form
/// that gives CarPlay a completion.
@Suite struct TemplateAccessGuardTests {
    static let calls = [
        "setRootTemplate", "pushTemplate", "popTemplate", "popToRootTemplate", "popToTemplate",
        "presentTemplate", "dismissTemplate",
    ]
    let interfaceFile = "App/CarPlay/CarPlayInterface.swift"

    func findings(_ source: MarkedSource, path: String) -> [Finding] {
        SourceGuard.check(source: source.text, path: path).filter { $0.rule == .templateAccess }
    }

    @Test(arguments: calls)
    func callsOutsideTheInterfaceFileAreFindingsWhateverTheirForm(name: String) {
        let source = MarkedSource("""
        try await controller.1️⃣\(name)(t, animated: true)
        controller.2️⃣\(name)(t, animated: true, completion: { _, _ in })
        3️⃣\(name)(t, animated: true) { _, _ in }
        """)
        let found = findings(source, path: "App/CarPlay/CarPlaySceneDelegate.swift")
        #expect(found.map(\.position) == source.positions)
        #expect(found.first?.message == "`\(name)` is called outside CarPlayInterface.swift; make every template change through CarPlayInterface.swift, which always gives CarPlay a completion")
    }

    @Test(arguments: calls)
    func formsThatGiveACompletionPass(name: String) {
        let source = MarkedSource("""
        try await controller.\(name)(t, animated: true)
        await controller.\(name)(t, animated: true)
        _ = try? await self.controllers[0].\(name)(t, animated: true)
        let ok = try await interface?.controller!.\(name)(t, animated: true)
        controller.\(name)(t, animated: true, completion: { done, error in log(done, error) })
        controller.\(name)(t, animated: true, completion: handler)
        controller.\(name)(t, animated: true) { done, error in log(done, error) }
        controller.\(name) { done, error in log(done, error) }
        func \(name)(_ t: CPTemplate, animated: Bool) async throws -> Bool { true }
        """)
        #expect(findings(source, path: interfaceFile).isEmpty)
    }

    @Test(arguments: calls)
    func formsWithoutACompletionAreFindings(name: String) {
        let source = MarkedSource("""
        controller.1️⃣\(name)(t, animated: true)
        controller.2️⃣\(name)(t, animated: true, completion: nil)
        controller.3️⃣\(name)(wrap(t, completion: done), animated: true)
        await other()
        controller.4️⃣\(name)(t, animated: true)
        let f = controller.5️⃣\(name)
        """)
        #expect(findings(source, path: interfaceFile).map(\.position) == source.positions)
    }

    @Test func theMessageGivesTheAsyncForm() {
        let found = findings(MarkedSource("controller.presentTemplate(alert, animated: true)"), path: interfaceFile)
        #expect(found.map(\.description) == [
            "App/CarPlay/CarPlayInterface.swift:1:12: error: [S4] `presentTemplate` is called without a completion; use the async form `try await presentTemplate(_:animated:)` or pass `completion:`, so a refusal cannot crash the app",
        ])
        let pop = findings(MarkedSource("controller.popTemplate(animated: true)"), path: interfaceFile)
        #expect(pop.map(\.message) == [
            "`popTemplate` is called without a completion; use the async form `try await popTemplate(animated:)` or pass `completion:`, so a refusal cannot crash the app",
        ])
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

    @Test func namesAndLabelsComeFromTheRules() throws {
        let rules = try GuardRules(parsing: """
        interface-file Navigator.swift
        template-call showTemplate
        template-read shownTemplate
        completion-label then
        """, path: "r")
        let source = MarkedSource("""
        controller.showTemplate(t, then: done)
        controller.1️⃣showTemplate(t, completion: done)
        controller.pushTemplate(t, animated: true)
        """)
        #expect(SourceGuard.check(source: source.text, path: "A/Navigator.swift", rules: rules).map(\.position) == source.positions)
        let outside = MarkedSource("let a = x.1️⃣shownTemplate; let b = x.presentedTemplate")
        #expect(SourceGuard.check(source: outside.text, path: "A/Other.swift", rules: rules).map(\.position) == outside.positions)
    }
}
