import Testing
import Host
import CarApp
import TestSupport

private typealias C = AudioEngineController
private func cmd(_ op: C.Operation, _ q: C.Queue, _ owner: C.Owner) -> C.Output { .engine(C.Command(op, on: q, by: owner)) }
private let t0 = Instant.zero

/// A controller in the middle of a call (the start returned).
private func running(_ variant: C.Variant = .standard, sampleRate: Int = 48_000) -> C {
    var c = C(variant: variant, sampleRate: sampleRate)
    _ = collect { c.reduce(.callStarted, now: t0, into: &$0) }
    _ = collect { c.reduce(.engineStarted, now: Instant(ms: 100), into: &$0) }
    return c
}

@Suite("AudioEngineController: one owner, one engine queue, the current format (A1-A3)")
struct AudioEngineControllerTests {
    @Test("A1-A3: variants are selectable by name", arguments: [
        ("standard", C.Variant.standard), ("no-handoff", .noHandoff), ("main-queue", .mainQueue), ("stale-format", .staleFormat),
    ])
    func variantNames(name: String, variant: AudioEngineController.Variant) {
        #expect(C.Variant(name: name) == variant)
        #expect(variant.rawValue == name)
    }

    @Test("A1-A3: an unknown variant name is nil")
    func unknownName() {
        #expect(C.Variant(name: "naive") == nil)
        #expect(C.Variant.allCases.count == 4)
    }

    @Test("A2, A3: standard: a call installs the tap at the input's rate, then starts, on the engine queue")
    func callStarts() {
        var c = C()
        #expect(collect { c.reduce(.callStarted, now: t0, into: &$0) } == [cmd(.installTap(sampleRate: 48_000), .engineQueue, .call), cmd(.start, .engineQueue, .call)])
        #expect(c.phase == .starting)
        #expect(collect { c.reduce(.callStarted, now: t0, into: &$0) } == [])
        #expect(collect { c.reduce(.engineStarted, now: Instant(ms: 100), into: &$0) } == [])
        #expect(c.phase == .running)
    }

    @Test("A1: standard: a route change while the hang-up stops the engine waits for the owner's hand-off")
    func standardWaitsForHandoff() {
        var c = running()
        #expect(collect { c.reduce(.hangUpBegan, now: Instant(ms: 5_000), into: &$0) } == [cmd(.stop, .engineQueue, .call)])
        #expect(collect { c.reduce(.routeChanged(sampleRate: 44_100), now: Instant(ms: 5_050), into: &$0) } == [])
        #expect(c.reconfigureWaiting)
        #expect(collect { c.reduce(.engineStopped, now: Instant(ms: 5_100), into: &$0) } == [cmd(.reconfigure, .engineQueue, .route)])
        #expect(c.phase == .idle && !c.reconfigureWaiting)
    }

    @Test("A1 broken (no-handoff): the route-change handler reconfigures at once, from main, while the stop runs")
    func noHandoffReconfiguresAtOnce() {
        var c = running(.noHandoff)
        #expect(collect { c.reduce(.hangUpBegan, now: Instant(ms: 5_000), into: &$0) } == [cmd(.stop, .engineQueue, .call)])
        #expect(collect { c.reduce(.routeChanged(sampleRate: 44_100), now: Instant(ms: 5_050), into: &$0) } == [cmd(.reconfigure, .main, .route)])
        #expect(collect { c.reduce(.engineStopped, now: Instant(ms: 5_100), into: &$0) } == [])
    }

    @Test("A1: a route change with the engine idle reconfigures at once, as the route, in every variant", arguments: C.Variant.allCases)
    func idleRouteChange(variant: AudioEngineController.Variant) {
        var c = C(variant: variant)
        let q: C.Queue = variant == .mainQueue ? .main : .engineQueue
        #expect(collect { c.reduce(.routeChanged(sampleRate: 44_100), now: t0, into: &$0) } == [cmd(.reconfigure, q, .route)])
    }

    @Test("A1, A3: a route change during a call: the call reconfigures and installs its tap again at the new rate")
    func routeChangeDuringCall() {
        var c = running()
        #expect(collect { c.reduce(.routeChanged(sampleRate: 44_100), now: Instant(ms: 1_000), into: &$0) }
                == [cmd(.reconfigure, .engineQueue, .call), cmd(.installTap(sampleRate: 44_100), .engineQueue, .call)])
    }

    @Test("A1: a call started while the previous one is stopping starts after the hand-off")
    func newCallWaitsForHandoff() {
        var c = running()
        _ = collect { c.reduce(.hangUpBegan, now: Instant(ms: 5_000), into: &$0) }
        #expect(collect { c.reduce(.callStarted, now: Instant(ms: 5_010), into: &$0) } == [])
        #expect(collect { c.reduce(.routeChanged(sampleRate: 44_100), now: Instant(ms: 5_020), into: &$0) } == [])
        #expect(collect { c.reduce(.engineStopped, now: Instant(ms: 5_100), into: &$0) } == [
            cmd(.reconfigure, .engineQueue, .route),
            cmd(.installTap(sampleRate: 44_100), .engineQueue, .call), cmd(.start, .engineQueue, .call),
        ])
    }

    @Test("A3 broken (stale-format): after 44.1 kHz → 48 kHz the next call's tap keeps the launch format")
    func staleFormatTap() {
        var stale = C(variant: .staleFormat, sampleRate: 44_100)
        var good = C(variant: .standard, sampleRate: 44_100)
        _ = collect { stale.reduce(.routeChanged(sampleRate: 48_000), now: t0, into: &$0) }
        _ = collect { good.reduce(.routeChanged(sampleRate: 48_000), now: t0, into: &$0) }
        #expect(collect { stale.reduce(.callStarted, now: Instant(ms: 10), into: &$0) } == [cmd(.installTap(sampleRate: 44_100), .engineQueue, .call), cmd(.start, .engineQueue, .call)])
        #expect(collect { good.reduce(.callStarted, now: Instant(ms: 10), into: &$0) } == [cmd(.installTap(sampleRate: 48_000), .engineQueue, .call), cmd(.start, .engineQueue, .call)])
        #expect(stale.inputSampleRate == 48_000 && stale.capturedSampleRate == 44_100)
    }

    @Test("A2: standard: with the engine stuck, the give-up and End run at once; the stop waits on the engine queue")
    func standardNeverBlocksMain() {
        var c = C()
        _ = collect { c.reduce(.engineStuck, now: t0, into: &$0) }
        _ = collect { c.reduce(.callStarted, now: Instant(ms: 10), into: &$0) }
        #expect(!c.mainBlocked)
        #expect(collect { c.reduce(.giveUpDue, now: Instant(ms: 15_010), into: &$0) } == [.handled(.giveUp), cmd(.stop, .engineQueue, .call)])
        #expect(collect { c.reduce(.endTapped, now: Instant(ms: 15_020), into: &$0) } == [.handled(.end)])
    }

    @Test("A2 broken (main-queue): a stuck start on main blocks the give-up and End until it returns", arguments: [C.MainWork.giveUp, .end])
    func mainQueueBlocks(work: AudioEngineController.MainWork) {
        var c = C(variant: .mainQueue)
        #expect(collect { c.reduce(.callStarted, now: t0, into: &$0) } == [cmd(.installTap(sampleRate: 48_000), .main, .call), cmd(.start, .main, .call)])
        _ = collect { c.reduce(.engineStuck, now: Instant(ms: 50), into: &$0) }
        #expect(c.mainBlocked)
        let event: C.Event = work == .giveUp ? .giveUpDue : .endTapped
        #expect(collect { c.reduce(event, now: Instant(ms: 15_000), into: &$0) } == [.blockedMain(work)])
        #expect(c.mainWorkWaiting == [work])
        // Unstuck, the start returns; the work that waited runs then, and the engine stops.
        #expect(collect { c.reduce(.engineUnstuck, now: Instant(ms: 60_000), into: &$0) } == [])
        #expect(collect { c.reduce(.engineStarted, now: Instant(ms: 60_000), into: &$0) } == [.handled(work), cmd(.stop, .main, .call)])
        #expect(!c.mainBlocked && c.mainWorkWaiting == [])
    }

    @Test("A2 (main-queue): a slow but not stuck call on main only delays the give-up: no blockedMain")
    func mainQueueSlowNotStuck() {
        var c = C(variant: .mainQueue)
        _ = collect { c.reduce(.callStarted, now: t0, into: &$0) }
        #expect(collect { c.reduce(.giveUpDue, now: Instant(ms: 50), into: &$0) } == [])
        #expect(collect { c.reduce(.engineStarted, now: Instant(ms: 100), into: &$0) } == [.handled(.giveUp), cmd(.stop, .main, .call)])
    }

    @Test("A2 (main-queue): the engine getting stuck with work already waiting on main reports it blocked")
    func stuckAfterWorkWaits() {
        var c = C(variant: .mainQueue)
        _ = collect { c.reduce(.callStarted, now: t0, into: &$0) }
        _ = collect { c.reduce(.endTapped, now: Instant(ms: 50), into: &$0) }
        #expect(collect { c.reduce(.engineStuck, now: Instant(ms: 60), into: &$0) } == [.blockedMain(.end)])
    }

    @Test("A2 (main-queue): a stop and a start both outstanding on main: main is free only when both returned")
    func twoOutstanding() {
        var c = C(variant: .mainQueue)
        _ = collect { c.reduce(.callStarted, now: t0, into: &$0) }
        #expect(collect { c.reduce(.hangUpBegan, now: Instant(ms: 10), into: &$0) } == [cmd(.stop, .main, .call)])
        #expect(c.mainCallsOutstanding == 2)
        _ = collect { c.reduce(.engineStuck, now: Instant(ms: 20), into: &$0) }
        #expect(collect { c.reduce(.endTapped, now: Instant(ms: 30), into: &$0) } == [.blockedMain(.end)])
        _ = collect { c.reduce(.engineUnstuck, now: Instant(ms: 40), into: &$0) }
        #expect(collect { c.reduce(.engineStarted, now: Instant(ms: 40), into: &$0) } == [])
        #expect(collect { c.reduce(.engineStopped, now: Instant(ms: 140), into: &$0) } == [.handled(.end)])
        #expect(c.phase == .idle && c.mainCallsOutstanding == 0)
    }

    @Test("A1, A2: hanging up twice, or with the engine idle, asks for nothing")
    func hangUpIdempotent() {
        var c = running()
        _ = collect { c.reduce(.hangUpBegan, now: Instant(ms: 1_000), into: &$0) }
        #expect(collect { c.reduce(.hangUpBegan, now: Instant(ms: 1_010), into: &$0) } == [])
        var idle = C()
        #expect(collect { idle.reduce(.hangUpBegan, now: t0, into: &$0) } == [])
        #expect(collect { idle.reduce(.giveUpDue, now: t0, into: &$0) } == [.handled(.giveUp)])
    }
}
