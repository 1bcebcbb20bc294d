import Testing
import Host
import TestSupport

/// What the host does for any app's scene, not only the built-in one (B3, B4): categories, the
/// same root again, `pop(to:)`, tab bars, limits, content changes.
@Suite("HostState: categories and the framework's details (B3, B4)")
struct HostFidelityTests {
    let t0 = Instant.zero

    func call(_ id: Int, _ op: HostOperation, completion: Bool = true) -> HostCall {
        HostCall(id: id, operation: op, completion: completion)
    }

    /// A connected host of `category` with a grid root whose animation has finished.
    func host(_ category: CarPlayCategory = .voiceConversation) -> HostState {
        var config = HostConfig()
        config.category = category
        var host = Build.connectedHost(config)
        _ = collect { host.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) }
        _ = collect { host.animationFinished(callID: 1, generation: 1, completion: true, now: t0 + 300, into: &$0) }
        return host
    }

    /// Pushes lists 2, 3, … until the stack is `depth` deep, each animation finished.
    func push(_ host: inout HostState, to depth: Int) -> [HostOutcome] {
        var last: [HostOutcome] = []
        var id = host.stack.count + 1
        while host.stack.count < depth, !host.crashed {
            let at = t0 + Millis(id * 300)
            last = withoutLogs(collect { host.receive(call(id, .push(Build.list(id))), now: at, into: &$0) })
            _ = collect { host.animationFinished(callID: id, generation: 1, completion: true, now: at + 300, into: &$0) }
            id += 1
        }
        return last
    }

    @Test("B3: the depth limit counts the root: 3 for voice-based conversation, fueling, driving task and quick food ordering; 5 for the rest",
          arguments: CarPlayCategory.all)
    func depthLimits(_ category: CarPlayCategory) {
        let expected = [CarPlayCategory.voiceConversation, .fueling, .drivingTask, .quickFoodOrdering].contains(category) ? 3 : 5
        #expect(category.depthLimit == expected)
        var h = host(category)
        _ = push(&h, to: expected)
        #expect(h.stack.count == expected && !h.crashed)
        let id = expected + 1
        let out = withoutLogs(collect { h.receive(call(id, .push(Build.list(id))), now: t0 + 10_000, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H7" && report.message == "Application exceeded the hierarchy depth limit")
    }

    @Test("B3: the voice-control template is presented only; a fueling app may not use it at all")
    func voiceControlByCategory() {
        #expect(CarPlayCategory.voiceConversation.presentableTemplates == [.voiceControl, .alert, .actionSheet])
        #expect(!CarPlayCategory.voiceConversation.rootTemplates.contains(.voiceControl))
        #expect(!CarPlayCategory.voiceConversation.pushableTemplates.contains(.voiceControl))
        var fueling = host(.fueling)
        let out = withoutLogs(collect { fueling.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H13")
        #expect(report.message.contains("Unsupported object <CPVoiceControlTemplate #2> passed to presentTemplate:animated:completion:. Allowed classes: \(HostMessages.classSet(CarPlayCategory.fueling.templates.sorted { $0.className < $1.className }))"))
    }

    @Test("B4: setting the current root again does nothing, and its completion never comes")
    func sameRootAgain() {
        var h = host()
        let out = collect { h.receive(call(2, .setRoot(Build.grid(1))), now: t0 + 300, into: &$0) }
        #expect(withoutLogs(out).isEmpty)
        #expect(h.animation == nil && h.stack.map(\.id) == [TemplateID(1)])
    }

    @Test("B4: pop(to:) pops above its target; a target not on the stack is refused to the completion; the top pops nothing")
    func popToTemplate() {
        var h = host()
        _ = push(&h, to: 3)
        _ = collect { h.receive(call(10, .popTo(Build.grid(1))), now: t0 + 5_000, into: &$0) }
        #expect(h.stack.map(\.id) == [TemplateID(1)])
        _ = collect { h.animationFinished(callID: 10, generation: 1, completion: true, now: t0 + 5_300, into: &$0) }
        let out = withoutLogs(collect { h.receive(call(11, .popTo(Build.list(7))), now: t0 + 5_300, into: &$0) })
        #expect(out == [.completion(HostCompletion(callID: 11, generation: 1, success: false, error: HostMessages.notInStack))])
        let top = withoutLogs(collect { h.receive(call(12, .popTo(Build.grid(1))), now: t0 + 5_300, into: &$0) })
        #expect(top == [.completion(HostCompletion(callID: 12, generation: 1, success: true, error: nil))])
        let noCompletion = withoutLogs(collect { h.receive(call(13, .popTo(Build.list(8)), completion: false), now: t0 + 5_300, into: &$0) })
        guard case .crash(let report)? = noCompletion.first else { Issue.record("expected a crash, got \(noCompletion)"); return }
        #expect(report.message == "An error was encountered during a template operation, but no completion block was specified. Error: Error Domain=CarPlayErrorDomain Code=-1 \"The specified template does not exist in the current navigation hierarchy.\" UserInfo={NSLocalizedDescription=The specified template does not exist in the current navigation hierarchy.}")
    }

    @Test("B4 (SPEC's reading): a tab bar past the car's tab limit is fatal at the root, even with a completion")
    func tooManyTabs() {
        var h = Build.connectedHost()
        let tabs = (2...7).map { Build.list($0, ["Row"]) }
        let out = withoutLogs(collect { h.receive(call(1, .setRoot(Template(id: TemplateID(1), kind: .tabBar, tabs: tabs))), now: t0, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H8")
        #expect(report.message == "Application exceeded allowed number of tabs")
    }

    @Test("A tab bar shows its tabs and the selected tab's content; touching a tab selects it")
    func tabBarSelection() throws {
        var h = Build.connectedHost()
        var first = Build.list(2, ["Inbox row"])
        first.title = "Inbox"
        var second = Build.grid(3, ["Call"])
        second.title = "Calls"
        _ = collect { h.receive(call(1, .setRoot(Template(id: TemplateID(1), kind: .tabBar, tabs: [first, second]))), now: t0, into: &$0) }
        #expect(h.visibleButtons.map(\.title) == ["Inbox", "Calls", "Inbox row"])
        let out = collect { #expect(h.tap("Calls", now: t0 + 400, into: &$0)) }
        #expect(withoutLogs(out) == [.handler(ButtonHit(template: TemplateID(1), role: .tab, title: "Calls", index: 1))])
        #expect(h.visibleButtons.map(\.title) == ["Inbox", "Calls", "Call"])
        #expect(h.visibleButtons.last?.role == .gridButton && h.visibleButtons.last?.template == TemplateID(3))
    }

    @Test("H6: a voice-control state keeps at most two action buttons")
    func actionButtonsKept() {
        var h = host()
        let state = VoiceControlState(identifier: "listening", title: "Listening",
                                      actionButtons: ["Mute", "End", "Extra"].map { TemplateButton(title: $0) })
        _ = collect { h.receive(call(2, .present(Template(id: TemplateID(2), kind: .voiceControl, voiceStates: [state]))), now: t0 + 300, into: &$0) }
        #expect(h.visibleButtons.map(\.title) == ["Mute", "End"])
    }

    @Test("A shown template's content change is shown, within the limits; one not on the car is left alone")
    func refresh() {
        var h = host()
        var grid = Build.grid(1, (1...10).map { "Tile \($0)" })
        grid.title = "Home"
        _ = collect { h.receive(call(2, .refresh(grid)), now: t0 + 300, into: &$0) }
        #expect(h.stack[0].title == "Home" && h.stack[0].buttons.count == 8)
        let before = h
        _ = collect { h.receive(call(3, .refresh(Build.list(9))), now: t0 + 300, into: &$0) }
        #expect(h == before)
    }
}

extension HostFidelityTests {
    @Test("A pushed template without a back button of its own gets the car's: it pops, animating like any change")
    func systemBack() {
        var h = host()
        _ = push(&h, to: 2)
        #expect(h.visibleButtons.first == ButtonHit(template: TemplateID(2), role: .backButton, title: "Back", index: 0))
        let out = withoutLogs(collect { _ = h.tap("Back", now: t0 + 1_000, into: &$0) })
        #expect(out == [.animationTimer(callID: HostState.systemCallID, generation: 1, after: 300)])
        #expect(h.stack.map(\.id) == [TemplateID(1)])
        // H2 (CarPlay's reading): an app change while the car's own pop animates is taken; it animates on.
        let taken = withoutLogs(collect { h.receive(call(9, .push(Build.list(9))), now: t0 + 1_100, into: &$0) })
        #expect(taken == [.animationTimer(callID: 9, generation: 1, after: 300)])
        let done = withoutLogs(collect { h.animationFinished(callID: HostState.systemCallID, generation: 1, completion: false, now: t0 + 1_300, into: &$0) })
        #expect(done.isEmpty && h.animation?.callID == 9)
    }
}
