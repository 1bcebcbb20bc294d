import Testing
import Host
import CarApp
import TestSupport

@Suite("Navigator: one change at a time, its own record, always a completion")
struct NavigatorTests {
    func connected() -> Navigator {
        var n = Navigator()
        _ = collect { n.reduce(.connected(generation: 1), now: .zero, into: &$0) }
        return n
    }

    @Test("N1, N3: the first change goes at once with a completion; the next waits for it")
    func queuesWhileAnimating() {
        var n = connected()
        expectEffects(collect { n.reduce(.requested(.setRoot(Build.grid(1))), now: .zero, into: &$0) },
                      [.host(HostCall(id: 1, operation: .setRoot(Build.grid(1)), completion: true))])
        expectEffects(collect { n.reduce(.requested(.present(Build.callScreen(2))), now: Instant(ms: 10), into: &$0) }, [])
        #expect(n.queue.count == 1)
        expectEffects(collect { n.reduce(.completed(HostCompletion(callID: 1, generation: 1, success: true, error: nil)), now: Instant(ms: 300), into: &$0) },
                      [.host(HostCall(id: 2, operation: .present(Build.callScreen(2)), completion: true))])
        #expect(n.record.stack == [TemplateID(1)])
    }

    @Test("N2: it dismisses by its own record, not by presentedTemplate")
    func dismissByRecord() {
        var n = connected()
        _ = collect { n.reduce(.requested(.present(Build.callScreen(2))), now: .zero, into: &$0) }
        _ = collect { n.reduce(.completed(HostCompletion(callID: 1, generation: 1, success: true, error: nil)), now: Instant(ms: 300), into: &$0) }
        #expect(n.record.presented == TemplateID(2))
        // The host's stand-in never matches; the record does.
        n.hostView = HostView(presentedTemplate: TemplateStandIn(proxyID: -1002, kind: .voiceControl))
        expectEffects(collect { n.reduce(.requested(.dismiss(TemplateID(2))), now: Instant(ms: 400), into: &$0) },
                      [.host(HostCall(id: 2, operation: .dismiss, completion: true))])
    }

    @Test("N2's bug: the identity check reads the host's view, whose stand-in never matches: the dismiss is dropped")
    func identityReadsTheHost() {
        var n = Navigator(presentedCheck: .identity)
        _ = collect { n.reduce(.connected(generation: 1), now: .zero, into: &$0) }
        _ = collect { n.reduce(.requested(.present(Build.callScreen(2))), now: .zero, into: &$0) }
        _ = collect { n.reduce(.completed(HostCompletion(callID: 1, generation: 1, success: true, error: nil)), now: Instant(ms: 300), into: &$0) }
        n.hostView = HostView(presentedTemplate: TemplateStandIn(proxyID: -1002, kind: .voiceControl))
        expectEffects(withoutLogs(collect { n.reduce(.requested(.dismiss(TemplateID(2))), now: Instant(ms: 400), into: &$0) }), [])
        #expect(n.record.presented == TemplateID(2))   // the call screen stays up (the rig reports N2)
    }

    @Test("with the log off it builds no log lines and does the same (the explorer runs it so); a reconnect keeps the switch")
    func logOff() {
        var logging = connected()
        var quiet = connected()
        quiet.keepsLog = false
        let events: [NavigatorEvent] = [
            .requested(.setRoot(Build.grid(1))), .requested(.dismiss(TemplateID(9))),
            .completed(HostCompletion(callID: 7, generation: 1, success: true, error: nil)),
            .disconnected, .connected(generation: 2), .requested(.setRoot(Build.grid(3))),
        ]
        var logLines = 0
        for (i, event) in events.enumerated() {
            let now = Instant(ms: Millis(i * 100))
            let loud = collect { logging.reduce(event, now: now, into: &$0) }
            let silent = collect { quiet.reduce(event, now: now, into: &$0) }
            logLines += loud.count - withoutLogs(loud).count
            #expect(silent == withoutLogs(loud), "after \(event)")
        }
        #expect(logLines >= 2, "the logging navigator wrote its lines")
        #expect(!quiet.keepsLog, "the switch survives the disconnect and the reconnect")
        #expect(quiet.fingerprintValue == logging.fingerprintValue)
    }

    @Test("N2: a dismiss for a template it did not present is dropped")
    func dismissUnknownDropped() {
        var n = connected()
        let out = withoutLogs(collect { n.reduce(.requested(.dismiss(TemplateID(9))), now: .zero, into: &$0) })
        expectEffects(out, [])
        #expect(n.isIdle)
    }

    @Test("N4: a disconnect drops the queue and the record; completions of the earlier connection are ignored")
    func disconnectDropsEverything() {
        var n = connected()
        _ = collect { n.reduce(.requested(.setRoot(Build.grid(1))), now: .zero, into: &$0) }
        _ = collect { n.reduce(.requested(.present(Build.callScreen(2))), now: .zero, into: &$0) }
        _ = collect { n.reduce(.disconnected, now: Instant(ms: 100), into: &$0) }
        #expect(n.isIdle && n.record == NavigatorRecord())
        _ = collect { n.reduce(.connected(generation: 2), now: Instant(ms: 200), into: &$0) }
        expectEffects(collect { n.reduce(.requested(.setRoot(Build.grid(3))), now: Instant(ms: 200), into: &$0) },
                      [.host(HostCall(id: 2, operation: .setRoot(Build.grid(3)), completion: true))])
        // The old connection's completion for call 1 arrives late: ignored.
        let stale = collect { n.reduce(.completed(HostCompletion(callID: 1, generation: 1, success: false, error: HostMessages.disconnected)), now: Instant(ms: 300), into: &$0) }
        expectEffects(withoutLogs(stale), [])
        #expect(n.inFlight?.callID == 2)
    }

    @Test("N5: a refusal that reaches the completion leaves the record true and the queue moving")
    func refusalHandled() {
        var n = connected()
        _ = collect { n.reduce(.requested(.present(Build.callScreen(2))), now: .zero, into: &$0) }
        _ = collect { n.reduce(.requested(.activate(TemplateID(2), identifier: "listening")), now: .zero, into: &$0) }
        _ = collect { n.reduce(.requested(.setRoot(Build.grid(4))), now: .zero, into: &$0) }
        let out = collect { n.reduce(.completed(HostCompletion(callID: 1, generation: 1, success: false, error: HostMessages.alreadyPresented)), now: Instant(ms: 1), into: &$0) }
        #expect(n.record.presented == nil)
        // The activation for the refused screen is dropped; the root goes out.
        expectEffects(withoutLogs(out), [.host(HostCall(id: 2, operation: .setRoot(Build.grid(4)), completion: true))])
    }

    @Test("H12: state changes within the rate limit are held, and only the latest is sent")
    func activationsRateLimited() {
        var n = connected()
        _ = collect { n.reduce(.requested(.present(Build.callScreen(2))), now: .zero, into: &$0) }
        _ = collect { n.reduce(.completed(HostCompletion(callID: 1, generation: 1, success: true, error: nil)), now: Instant(ms: 300), into: &$0) }
        expectEffects(collect { n.reduce(.requested(.activate(TemplateID(2), identifier: "listening")), now: Instant(ms: 300), into: &$0) },
                      [.host(HostCall(id: 2, operation: .activate(TemplateID(2), identifier: "listening"), completion: false))])
        expectEffects(collect { n.reduce(.requested(.activate(TemplateID(2), identifier: "speaking")), now: Instant(ms: 340), into: &$0) },
                      [.startTimer(.navigatorActivation, after: 60)])
        expectEffects(collect { n.reduce(.requested(.activate(TemplateID(2), identifier: "working")), now: Instant(ms: 350), into: &$0) }, [])
        expectEffects(collect { n.reduce(.timerFired(.navigatorActivation), now: Instant(ms: 400), into: &$0) },
                      [.host(HostCall(id: 3, operation: .activate(TemplateID(2), identifier: "working"), completion: false))])
    }

    @Test("N1: nothing goes out while disconnected")
    func nothingWhileDisconnected() {
        var n = Navigator()
        expectEffects(withoutLogs(collect { n.reduce(.requested(.setRoot(Build.grid(1))), now: .zero, into: &$0) }), [])
    }
}
