import Testing
import Host
import TestSupport

/// The strict fake head unit refuses exactly what SPEC says CarPlay refuses, with the
/// framework's words (H1-H13).
@Suite("HostState: the strict fake head unit")
struct HostStateTests {
    let t0 = Instant.zero

    func call(_ id: Int, _ op: HostOperation, completion: Bool = true) -> HostCall {
        HostCall(id: id, operation: op, completion: completion)
    }

    /// A connected host with a grid root whose animation has finished.
    func hostWithRoot(_ config: HostConfig = HostConfig(fidelity: .spec)) -> HostState {
        var host = Build.connectedHost(config)
        _ = collect { host.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) }
        _ = collect { host.animationFinished(callID: 1, generation: 1, completion: true, now: t0 + 300, into: &$0) }
        return host
    }

    @Test("H1: a root and at most one presented template; the five kinds are known")
    func rootAndOnePresented() {
        var host = hostWithRoot()
        _ = collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) }
        #expect(host.stack.map(\.id) == [TemplateID(1)])
        #expect(host.presented?.id == TemplateID(2))
        #expect(host.summary.contains("presented <CPVoiceControlTemplate #2>"))
    }

    @Test("H2: every change animates for the configured time; the completion comes when it ends")
    func changesAnimate() {
        var config = HostConfig(fidelity: .spec)
        config.animationMs = 450
        var host = Build.connectedHost(config)
        let out = withoutLogs(collect { host.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) })
        #expect(out == [.animationTimer(callID: 1, generation: 1, after: 450)])
        let done = withoutLogs(collect { host.animationFinished(callID: 1, generation: 1, completion: true, now: t0 + 450, into: &$0) })
        #expect(done == [.completion(HostCompletion(callID: 1, generation: 1, success: true, error: nil))])
        #expect(host.animation == nil)
    }

    @Test("H2: a change mid-animation is refused; with a completion, an error later")
    func midAnimationRefusedWithCompletion() {
        var host = Build.connectedHost()
        _ = collect { host.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) }
        let out = withoutLogs(collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 100, into: &$0) })
        #expect(out == [.completion(HostCompletion(callID: 2, generation: 1, success: false, error: HostMessages.animationInFlight))])
        #expect(host.presented == nil)
        #expect(!host.crashed)
    }

    @Test("H2, H4: a change mid-animation without a completion crashes the app with the framework's words")
    func midAnimationWithoutCompletionCrashes() throws {
        var host = Build.connectedHost()
        _ = collect { host.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) }
        let out = withoutLogs(collect { host.receive(call(2, .present(Build.callScreen(2)), completion: false), now: t0 + 100, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H2")
        #expect(report.message.hasPrefix("An error was encountered during a template operation, but no completion block was specified. Error: "))
        #expect(report.call == "presentTemplate(<CPVoiceControlTemplate #2>, animated: true, completion: nil)")
        #expect(report.at == Instant(ms: 100))
        #expect(host.crashed)
        // H4: the app is dead from then on: nothing more is done.
        #expect(collect { host.receive(call(3, .pop), now: t0 + 500, into: &$0) }.isEmpty)
    }

    @Test("H3: presenting while presented is refused; the slot is taken at the call")
    func secondPresentRefused() {
        var host = hostWithRoot()
        _ = collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) }
        _ = collect { host.animationFinished(callID: 2, generation: 1, completion: true, now: t0 + 600, into: &$0) }
        let out = withoutLogs(collect { host.receive(call(3, .present(Build.callScreen(3))), now: t0 + 600, into: &$0) })
        #expect(out == [.completion(HostCompletion(callID: 3, generation: 1, success: false, error: "Presenting a template while a template is already presented is not supported."))])
        #expect(host.presented?.id == TemplateID(2))
    }

    @Test("H3: dismissing with nothing presented does nothing (no crash even without a completion), and the host log names H3",
          arguments: HostFidelity.allCases)
    func dismissNothing(_ fidelity: HostFidelity) {
        var host = hostWithRoot(HostConfig(fidelity: fidelity))
        let out = collect { host.receive(call(2, .dismiss, completion: false), now: t0 + 300, into: &$0) }
        #expect(out == [.log("call 2: dismissTemplate(animated: true, completion: nil)"), .log("call 2: nothing presented; dismiss does nothing [H3]")])
        #expect(!host.crashed)
        #expect(host.animation == nil)
    }

    @Test("H3 off: a pop with nothing on the stack, not even a root, pops nothing: no trap, and the host log names H3",
          arguments: [HostFidelity.carPlay, .spec], [HostOperation.pop, .popToRoot])
    func popOnAnEmptyStack(_ fidelity: HostFidelity, _ op: HostOperation) {
        var config = HostConfig(fidelity: fidelity)
        config.profile = .off
        var host = Build.connectedHost(config)
        let out = collect { host.receive(call(1, op), now: t0, into: &$0) }
        #expect(host.stack.isEmpty && host.animation == nil && !host.crashed)
        #expect(out.contains(.log("call 1: nothing on the stack to pop; the pop does nothing [H3]")))
        #expect(withoutLogs(out) == [.completion(HostCompletion(callID: 1, generation: 1, success: false, error: nil))])
    }

    @Test("H3: the same instance twice, a push without a root, a pop at the root are refused",
          arguments: [
            ("same instance", HostMessages.sameInstance),
            ("no root", HostMessages.noRoot),
            ("pop at root", HostMessages.nothingToPop),
          ])
    func stackRefusals(_ situation: String, _ message: String) {
        var host: HostState
        let op: HostOperation
        switch situation {
        case "same instance": host = hostWithRoot(); op = .push(Build.grid(1))
        case "no root": host = Build.connectedHost(); op = .push(Build.list(5))
        default: host = hostWithRoot(); op = .pop
        }
        let out = withoutLogs(collect { host.receive(call(9, op), now: t0 + 300, into: &$0) })
        #expect(out == [.completion(HostCompletion(callID: 9, generation: 1, success: false, error: message))])
        #expect(message == HostMessages.sameInstance ? message.hasPrefix("Pushing the same template instance") : true)
    }

    @Test("H5: presentedTemplate is a stand-in; identity with the presented instance is always false")
    func presentedTemplateIsAStandIn() {
        var host = hostWithRoot()
        _ = collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) }
        let standIn = host.presentedTemplate
        #expect(standIn?.kind == .voiceControl)
        #expect(standIn?.proxyID != 2)
        #expect(standIn?.isIdentical(to: TemplateID(2)) == false)
    }

    @Test("H6: a voice-control template keeps only its first five states; activating another crashes")
    func keepsFiveStates() {
        var host = hostWithRoot()
        var t = Build.callScreen(2)
        t.voiceStates.append(VoiceControlState(identifier: "sixth", title: "Sixth", actionButtons: []))
        _ = collect { host.receive(call(2, .present(t)), now: t0 + 300, into: &$0) }
        #expect(host.presented?.voiceStates.count == 5)
        let out = withoutLogs(collect { host.receive(call(3, .activate(TemplateID(2), identifier: "sixth"), completion: false), now: t0 + 700, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H6")
        #expect(report.message.contains("NSInvalidArgumentException"))
    }

    @Test("H6: activating a state before the template is presented has no effect")
    func activationBeforePresentation() {
        var host = hostWithRoot()
        let out = withoutLogs(collect { host.receive(call(2, .activate(TemplateID(7), identifier: "listening"), completion: false), now: t0 + 300, into: &$0) })
        #expect(out.isEmpty)
        #expect(!host.crashed)
        #expect(host.activeVoiceState == nil)
    }

    @Test("H6, C1: Mute and End are each state's action buttons; the gear is the template's bar button")
    func actionAndBarButtons() {
        var host = hostWithRoot()
        _ = collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) }
        #expect(host.visibleButtons.map(\.title) == ["Mute", "End", "Voice settings"])
        #expect(host.visibleButtons.map(\.role) == [.actionButton, .actionButton, .barButton])
    }

    @Test("H7: a voice-control template cannot be the root (an invalid-argument crash, even with a completion)")
    func voiceControlNotRoot() {
        var host = Build.connectedHost()
        let out = withoutLogs(collect { host.receive(call(1, .setRoot(Build.callScreen(1))), now: t0, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H13")
        #expect(report.message.contains("Unsupported object <CPVoiceControlTemplate #1> passed to setRootTemplate:animated:completion:. Allowed classes: {(CPGridTemplate, CPListTemplate, CPTabBarTemplate, CPInformationTemplate)}"))
    }

    @Test("H7: nothing may be pushed over a presented voice-control template")
    func noPushOverVoiceControl() {
        var host = hostWithRoot()
        _ = collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) }
        _ = collect { host.animationFinished(callID: 2, generation: 1, completion: true, now: t0 + 600, into: &$0) }
        let out = withoutLogs(collect { host.receive(call(3, .push(Build.list(3))), now: t0 + 600, into: &$0) })
        #expect(out == [.completion(HostCompletion(callID: 3, generation: 1, success: false, error: HostMessages.pushOverVoiceControl))])
    }

    @Test("H7: deeper than 3 is fatal, with or without a completion")
    func depthLimit() {
        var host = hostWithRoot()
        for (i, at) in [(2, 300), (3, 600)] {
            _ = collect { host.receive(call(i, .push(Build.list(i))), now: Instant(ms: Int64(at)), into: &$0) }
            _ = collect { host.animationFinished(callID: i, generation: 1, completion: true, now: Instant(ms: Int64(at + 300)), into: &$0) }
        }
        #expect(host.stack.count == 3)
        let out = withoutLogs(collect { host.receive(call(4, .push(Build.list(4))), now: t0 + 900, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H7")
        #expect(report.message == "Application exceeded the hierarchy depth limit")
    }

    @Test("H8: the grid shows at most 8 buttons; a list's items are bounded (default 12)")
    func gridAndListBounds() {
        var host = Build.connectedHost()
        _ = collect { host.receive(call(1, .setRoot(Build.grid(1, (1...10).map { "Tile \($0)" }))), now: t0, into: &$0) }
        #expect(host.stack[0].buttons.count == 8)
        _ = collect { host.animationFinished(callID: 1, generation: 1, completion: true, now: t0 + 300, into: &$0) }
        _ = collect { host.receive(call(2, .push(Build.list(2, (1...20).map { "Row \($0)" }))), now: t0 + 300, into: &$0) }
        #expect(host.stack[1].buttons.count == 12)
    }

    @Test("H9, SPEC's reading: handlers run on the host's queue; a main-only handler traps there")
    func mainOnlyHandlerTraps() {
        var host = Build.connectedHost()
        var grid = Build.grid(1)
        grid.buttons[0].handler = .mainOnly
        _ = collect { host.receive(call(1, .setRoot(grid)), now: t0, into: &$0) }
        let safe = withoutLogs(collect { _ = host.tap("New conversation", now: t0 + 10, into: &$0) })
        #expect(safe == [.handler(ButtonHit(template: TemplateID(1), role: .gridButton, title: "New conversation", index: 1))])
        let out = withoutLogs(collect { _ = host.tap("Continue conversation", now: t0 + 20, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H9")
        #expect(report.message == "HeadUnit: the handler of \"Continue conversation\" is main-queue-only and ran on the host's queue (Main Thread Checker stops here; hop to the main queue first).")
    }

    @Test("H9, CarPlay's reading: CarPlay calls handlers on the main queue, so a main-only handler runs and nothing crashes")
    func mainOnlyHandlerRunsOnTheMainQueue() {
        var host = Build.connectedHost(HostConfig())
        var grid = Build.grid(1)
        grid.buttons[0].handler = .mainOnly
        _ = collect { host.receive(call(1, .setRoot(grid)), now: t0, into: &$0) }
        _ = collect { host.animationFinished(callID: 1, generation: 1, completion: true, now: t0 + 300, into: &$0) }   // B11: touches wait for it
        let out = withoutLogs(collect { _ = host.tap("Continue conversation", now: t0 + 310, into: &$0) })
        #expect(out == [.handler(ButtonHit(template: TemplateID(1), role: .gridButton, title: "Continue conversation", index: 0))])
        #expect(!host.crashed)
    }

    @Test("H9 (SPEC's reading): a handler whose main-actor check trapped on CarPlay's queue is a crash in Swift's words; the host takes nothing more; a lenient profile warns")
    func trappedHandler() {
        let hit = ButtonHit(template: TemplateID(1), role: .gridButton, title: "Continue conversation", index: 0)
        var host = Build.connectedHost()
        _ = collect { host.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) }
        let out = withoutLogs(collect { host.handlerTrapped(hit, now: t0 + 10, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H9" && report.exception == nil)
        #expect(report.message == "BUG IN CLIENT OF LIBDISPATCH: Assertion failed: Block was expected to execute on queue [com.apple.main-thread]")
        #expect(report.call == "handler of \"Continue conversation\" on CarPlay's queue")
        #expect(collect { host.receive(call(2, .push(Build.list(2))), now: t0 + 20, into: &$0) }.isEmpty)

        var lenient = HostConfig()
        lenient.profile = HostProfile.strict.with(.h9, .lenient)
        var relaxed = HostState(config: lenient)
        _ = collect { relaxed.connect(now: t0, into: &$0) }
        #expect(collect { relaxed.handlerTrapped(hit, now: t0 + 10, into: &$0) }
                == [.log("warning: the main-actor handler of \"Continue conversation\" ran on CarPlay's queue")])
        #expect(!relaxed.crashed)
    }

    @Test("H10: connect gives an empty screen and a new generation; a root must be set before connect returns")
    func connectNeedsRoot() {
        var host = HostState(config: HostConfig(fidelity: .spec))
        _ = collect { host.connect(now: t0, into: &$0) }
        #expect(host.connected && host.generation == 1)
        let out = withoutLogs(collect { host.connectReturned(now: t0, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H10")
    }

    @Test("H10: disconnect takes everything at once, mid-animation; later calls are refused; old completions fail")
    func disconnectMidAnimation() {
        var host = hostWithRoot()
        _ = collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) }
        _ = collect { host.disconnect(now: t0 + 400, into: &$0) }
        #expect(host.stack.isEmpty && host.presented == nil && host.animation == nil)
        let late = withoutLogs(collect { host.receive(call(3, .dismiss), now: t0 + 450, into: &$0) })
        #expect(late == [.completion(HostCompletion(callID: 3, generation: 1, success: false, error: HostMessages.disconnected))])
        let old = withoutLogs(collect { host.animationFinished(callID: 2, generation: 1, completion: true, now: t0 + 600, into: &$0) })
        #expect(old == [.completion(HostCompletion(callID: 2, generation: 1, success: false, error: HostMessages.disconnected))])
    }

    @Test("H10 (SPEC's reading): a change still animating when the car disconnects fails when it ends, and its host-log line names H10")
    func finishedAfterItsConnectionEnded() {
        var host = hostWithRoot()
        _ = collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) }
        _ = collect { host.disconnect(now: t0 + 400, into: &$0) }
        let out = collect { host.animationFinished(callID: 2, generation: 1, completion: true, now: t0 + 600, into: &$0) }
        #expect(out == [.log("call 2: finished after its connection (gen 1) ended [H10]"),
                        .completion(HostCompletion(callID: 2, generation: 1, success: false, error: HostMessages.disconnected))])
    }

    @Test("H2 off (SPEC's reading): a change made while another animates takes the animation over; the other, whose change landed, is told it succeeded, the host log naming H2")
    func changeTakenOverMidAnimation() {
        var config = HostConfig(fidelity: .spec)
        config.profile = HostProfile.strict.with(.h2, .off)
        var host = hostWithRoot(config)
        _ = collect { host.receive(call(2, .push(Build.list(2))), now: t0 + 300, into: &$0) }
        _ = collect { host.receive(call(3, .push(Build.list(3))), now: t0 + 400, into: &$0) }
        let first = collect { host.animationFinished(callID: 2, generation: 1, completion: true, now: t0 + 600, into: &$0) }
        #expect(first == [.log("call 2: animation finished (a later change animates on) [H2]"),
                          .completion(HostCompletion(callID: 2, generation: 1, success: true, error: nil))])
        let second = withoutLogs(collect { host.animationFinished(callID: 3, generation: 1, completion: true, now: t0 + 700, into: &$0) })
        #expect(second == [.completion(HostCompletion(callID: 3, generation: 1, success: true, error: nil))])
        #expect(host.stack.map(\.id) == [TemplateID(1), TemplateID(2), TemplateID(3)] && host.animation == nil)
    }

    @Test("H11: the host logs every call with what it did")
    func hostLogsCalls() {
        var host = Build.connectedHost()
        let out = collect { host.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) }
        #expect(out.first == .log("call 1: setRootTemplate(<CPGridTemplate #1>, animated: true, completion: {…})"))
    }

    @Test("H12: state changes faster than the rate limit are ignored; the screen keeps the last accepted")
    func rateLimit() {
        var host = hostWithRoot()
        _ = collect { host.receive(call(2, .present(Build.callScreen(2))), now: t0 + 300, into: &$0) }
        _ = collect { host.receive(call(3, .activate(TemplateID(2), identifier: "listening")), now: t0 + 600, into: &$0) }
        _ = collect { host.receive(call(4, .activate(TemplateID(2), identifier: "speaking")), now: t0 + 699, into: &$0) }
        #expect(host.activeVoiceState == "listening")
        _ = collect { host.receive(call(5, .activate(TemplateID(2), identifier: "speaking")), now: t0 + 700, into: &$0) }
        #expect(host.activeVoiceState == "speaking")
    }

    @Test("H13, B3: a class the category may not use is refused at once, even with a completion",
          arguments: [TemplateKind.map, .nowPlaying, .pointOfInterest, .contact, .search])
    func unsupportedClasses(_ kind: TemplateKind) {
        var host = hostWithRoot()
        let out = withoutLogs(collect { host.receive(call(2, .push(Build.template(2, kind))), now: t0 + 300, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H13")
        #expect(report.message == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Unsupported object <\(kind.className) #2> passed to pushTemplate:animated:completion:. Allowed classes: {(CPGridTemplate, CPListTemplate, CPInformationTemplate)}'")
    }

    @Test("H13, B4: a tab bar is a root only: pushing one is refused at once with the framework's words")
    func tabBarNotPushable() {
        var host = hostWithRoot()
        let out = withoutLogs(collect { host.receive(call(2, .push(Build.template(2, .tabBar))), now: t0 + 300, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.rule == "H13")
        #expect(report.message == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Template <CPTabBarTemplate #2> was requested to be pushed but is not a pushable template.'")
    }

    @Test("H13: grid and list cannot be presented")
    func gridNotPresented() {
        var host = hostWithRoot()
        let out = withoutLogs(collect { host.receive(call(2, .present(Build.grid(2))), now: t0 + 300, into: &$0) })
        guard case .crash(let report)? = out.first else { Issue.record("expected a crash, got \(out)"); return }
        #expect(report.message.contains("Allowed classes: {(CPVoiceControlTemplate, CPAlertTemplate, CPActionSheetTemplate)}"))
    }

    @Test("Profiles: lenient refuses without crashing; off does not check the rule")
    func profiles() {
        var config = HostConfig(fidelity: .spec)
        config.profile = .lenient
        var lenient = Build.connectedHost(config)
        _ = collect { lenient.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) }
        let refused = withoutLogs(collect { lenient.receive(call(2, .present(Build.callScreen(2)), completion: false), now: t0 + 100, into: &$0) })
        #expect(refused.isEmpty && !lenient.crashed && lenient.presented == nil)

        config.profile = HostProfile.strict.with(.h2, .off)
        var off = Build.connectedHost(config)
        _ = collect { off.receive(call(1, .setRoot(Build.grid(1))), now: t0, into: &$0) }
        _ = collect { off.receive(call(2, .present(Build.callScreen(2)), completion: false), now: t0 + 100, into: &$0) }
        #expect(!off.crashed && off.presented?.id == TemplateID(2))
        #expect(HostProfile.named.keys.sorted() == ["lenient", "off", "strict"])
    }

    @Test("H4: a refusal's completion is never delivered inside the call: it is an outcome for later")
    func completionsAreLater() {
        var host = Build.connectedHost()
        let out = collect { host.receive(call(1, .pop), now: t0, into: &$0) }
        // The host returns the completion as data; the rig queues it behind the current event.
        #expect(out.contains(.completion(HostCompletion(callID: 1, generation: 1, success: false, error: HostMessages.nothingToPop))))
    }
}
