import Guard
import Testing

/// S6: a template call in a form that gives CarPlay no completion, in any file, by default.
@Suite struct CompletionGuardTests {
    static let calls = [
        "setRootTemplate", "pushTemplate", "popTemplate", "popToRootTemplate", "popToTemplate",
        "presentTemplate", "dismissTemplate",
    ]

    /// The S6 findings of `source` read as a file at `path`, with the default rules.
    func findings(_ source: MarkedSource, path: String = "App/Car/Library.swift") -> [Diagnostic] {
        SourceGuard.check(source: source.text, path: path).filter { $0.code.rawValue == "S6" }
    }

    @Test(arguments: calls)
    func formsWithoutACompletionAreFindingsInAnyFile(name: String) {
        let source = MarkedSource("""
        controller.1️⃣\(name)(t, animated: true)
        controller?.2️⃣\(name)(t, animated: true, completion: nil)
        self.interfaceController!.3️⃣\(name)(wrap(t, completion: done), animated: true)
        await other()
        4️⃣\(name)(t, animated: true)
        let f = controller.5️⃣\(name)
        try controller.6️⃣\(name)(t, animated: true)
        """)
        for path in ["App/Car/Library.swift", "CarPlayInterface.swift", "Sources/Player/CarPlay/Tabs.swift"] {
            #expect(findings(source, path: path).map(\.position) == source.positions, "\(path)")
        }
    }

    @Test(arguments: calls)
    func formsThatGiveACompletionPass(name: String) {
        let source = MarkedSource("""
        try await controller.\(name)(t, animated: true)
        await controller.\(name)(t, animated: true)
        _ = try? await self.controllers[0].\(name)(t, animated: true)
        let ok = try await interface?.controller!.\(name)(t, animated: true)
        let _ = try? await interfaceController?
            .\(name)(t, animated: true)
        controller.\(name)(t, animated: true, completion: { done, error in log(done, error) })
        controller.\(name)(t, animated: true, completion: handler)
        controller.\(name)(t, animated: true) { done, error in log(done, error) }
        controller.\(name)(
            t,
            animated: true
        ) { _, _ in }
        controller.\(name) { done, error in log(done, error) }
        func \(name)(_ t: CPTemplate, animated: Bool) async throws -> Bool { true }
        func \(name)(_ t: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
        """)
        #expect(findings(source).isEmpty)
    }

    /// A call of one of the names without `animated:` is the app's own wrapper, not CarPlay's
    /// (every form of CarPlay's template calls takes `animated:`): the wrapper's own call of
    /// CarPlay is the one that counts.
    @Test func theAppsOwnWrappersAreNotCarPlaysCalls() {
        let source = MarkedSource("""
        router.pushTemplate(list)
        self.pushTemplate(list, then: show)
        func pushTemplate(_ t: CPTemplate) {
            interfaceController?.1️⃣pushTemplate(t, animated: true, completion: nil)
        }
        """)
        #expect(findings(source).map(\.position) == source.positions)
    }

    @Test func theMessageQuotesTheCallSaysWhatCarPlayDoesAndHowToFixIt() {
        let source = MarkedSource("interfaceController?.1️⃣pushTemplate(albumTemplate, animated: true, completion: nil)")
        #expect(findings(source).map(\.message) == [
            "`interfaceController?.pushTemplate(albumTemplate, animated: true, completion: nil)` gives CarPlay no completion: if CarPlay refuses this push (the same template pushed twice, no root template yet, another template change still animating), it raises NSGenericException (\"…but no completion block was specified\") on the main queue and the app crashes. To fix, await it, `try await interfaceController?.pushTemplate(albumTemplate, animated: true)`, or pass a completion that handles the error",
        ])
    }

    @Test func aCallOverSeveralLinesIsQuotedOnOne() {
        let source = MarkedSource("""
        self.interfaceController?.1️⃣setRootTemplate(
            disconnectedTemplate,
            animated: true,
            completion: nil
        )
        interfaceController?
            .2️⃣popTemplate(animated: true)
        """)
        let messages = findings(source).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("`self.interfaceController?.setRootTemplate(disconnectedTemplate, animated: true, completion: nil)` gives CarPlay no completion: if CarPlay refuses this root change (another template change still animating, the car already disconnected), ") == true)
        #expect(messages.first?.hasSuffix("To fix, await it, `try await self.interfaceController?.setRootTemplate(disconnectedTemplate, animated: true)`, or pass a completion that handles the error") == true)
        #expect(messages.last?.hasPrefix("`interfaceController?.popTemplate(animated: true)` gives CarPlay no completion: if CarPlay refuses this pop (only the root template left, another template change still animating), ") == true)
    }

    @Test func longArgumentsAreShortened() {
        let long = String(repeating: "x", count: 70)
        let source = MarkedSource("controller.pushTemplate(CPListTemplate(title: \"\(long)\", sections: []), animated: true)")
        let message = findings(source).first?.message ?? ""
        #expect(message.hasPrefix("`controller.pushTemplate(CPListTemplate(title: \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…, animated: true)` gives CarPlay no completion"))
    }

    @Test func aFunctionValueHidesTheCompletion() {
        let source = MarkedSource("let push = controller.1️⃣pushTemplate")
        #expect(findings(source).map(\.message) == [
            "`controller.pushTemplate` is used as a function value, which hides whether CarPlay gets a completion: if CarPlay refuses a call made through it without one, it raises NSGenericException on the main queue and the app crashes. To fix, call it here, awaited: `try await controller.pushTemplate(_:animated:)`",
        ])
    }

    @Test func commentsAndStringsNeverTrigger() {
        let source = MarkedSource("""
        // controller.pushTemplate(t, animated: true)
        let s = "controller.pushTemplate(t, animated: true)"
        /* controller.popTemplate(animated: true) */
        """)
        #expect(findings(source).isEmpty)
    }
}

extension CompletionGuardTests {
    @Test func namesAndLabelsComeFromTheRules() throws {
        let rules = try GuardRules(parsing: """
        template-call showTemplate
        completion-label then
        template-call-label animated
        """, path: "r")
        let source = MarkedSource("""
        controller.showTemplate(t, animated: true, then: done)
        controller.1️⃣showTemplate(t, animated: true, completion: done)
        controller.pushTemplate(t, animated: true)
        """)
        #expect(SourceGuard.check(source: source.text, path: "A.swift", rules: rules).map(\.position) == source.positions)
        #expect(SourceGuard.check(source: source.text, path: "A.swift", rules: rules).first?.message.hasPrefix("`controller.showTemplate(t, animated: true, completion: done)` gives CarPlay no completion: if CarPlay refuses this call, it raises") == true)

        // Without call labels, every call of the names counts, the app's wrappers too.
        let anyCall = try GuardRules(parsing: "clear template-call-label", path: "r")
        let wrapper = MarkedSource("router.1️⃣pushTemplate(list)")
        #expect(SourceGuard.check(source: wrapper.text, path: "A.swift", rules: anyCall).map(\.position) == wrapper.positions)
        #expect(SourceGuard.check(source: wrapper.text, path: "A.swift").isEmpty)
    }

    @Test func itCanBeSwitchedOff() throws {
        let rules = try GuardRules(parsing: "disable S6", path: "r")
        #expect(SourceGuard.check(source: "controller.popTemplate(animated: true)", path: "A.swift", rules: rules).isEmpty)
    }
}
