import Testing
import Host
import CarApp
import Rig
import TestSupport

private typealias C = AudioEngineController
private typealias Cmd = AudioEngineController.Command
private func ms(_ t: Millis) -> Instant { Instant(ms: t) }

/// The app's engine handling wired to the strict fake engine on a small virtual clock, as the
/// world wires them: the app's engine calls go to the fake, the fake's returns come back as
/// `engineStarted`/`engineStopped`, `blockedMain` becomes the fake's `mainWorkDue`, and the
/// world's facts (route, stuck) reach both.
private struct EngineLoop {
    enum Step { case app(C.Event), engine(AudioEngineFake.Event) }

    var app: C
    var engine: AudioEngineFake
    var now: Millis = 0
    var engineTimer: Millis?
    /// What ran on main (`handled`) or could not (`blockedMain`), in order.
    var mainWork: [C.Output] = []

    init(_ variant: C.Variant, sampleRate: Int = 48_000) {
        app = C(variant: variant, sampleRate: sampleRate)
        engine = AudioEngineFake(hardwareSampleRate: sampleRate)
    }

    var crash: CrashReport? { engine.crash }

    mutating func send(_ e: C.Event, at t: Millis) { run([.app(e)], at: t) }

    /// The car connects or leaves: the hardware changes first, then the app hears of it.
    mutating func route(_ rate: Int, at t: Millis) { run([.engine(.routeChanged(sampleRate: rate)), .app(.routeChanged(sampleRate: rate))], at: t) }

    mutating func stuck(at t: Millis) { run([.engine(.stuck), .app(.engineStuck)], at: t) }
    mutating func unstuck(at t: Millis) { run([.app(.engineUnstuck), .engine(.unstuck)], at: t) }

    mutating func advance(to t: Millis) {
        if let d = engineTimer, d <= t {
            engineTimer = nil
            now = d
            process([.engine(.timerFired)])
        }
        now = t
    }

    private mutating func run(_ steps: [Step], at t: Millis) {
        advance(to: t)
        process(steps)
    }

    private mutating func process(_ initial: [Step]) {
        var steps = initial
        while !steps.isEmpty {
            let step = steps.removeFirst()
            switch step {
            case .app(let e):
                for o in collect({ app.reduce(e, now: ms(now), into: &$0) }) {
                    switch o {
                    case .engine(let c): steps.append(.engine(.command(c)))
                    case .handled: mainWork.append(o)
                    case .blockedMain(let w):
                        mainWork.append(o)
                        steps.append(.engine(.mainWorkDue(w)))
                    }
                }
            case .engine(let e):
                for o in collect({ engine.reduce(e, now: ms(now), into: &$0) }) {
                    switch o {
                    case .returned(let c):
                        switch c.operation {
                        case .start: steps.append(.app(.engineStarted))
                        case .stop: steps.append(.app(.engineStopped))
                        case .reconfigure, .installTap: break
                        }
                    case .startTimer(let after): engineTimer = now + after
                    case .cancelTimer: engineTimer = nil
                    case .crash: break   // kept in engine.crash; the fake is dead
                    }
                }
            }
        }
    }
}

/// A1: a call up on the car; hang up, then the car disconnects (the route goes back to the
/// phone's 44.1 kHz) while the engine is stopping; then a new call on the phone.
private func hangUpThenDisconnect(_ variant: C.Variant) -> EngineLoop {
    var w = EngineLoop(variant, sampleRate: 48_000)
    w.send(.callStarted, at: 0)
    w.send(.hangUpBegan, at: 5_000)
    w.route(44_100, at: 5_050)
    w.advance(to: 6_000)
    w.send(.callStarted, at: 7_000)
    w.advance(to: 8_000)
    return w
}

/// A2: the engine hangs as a call starts; the 15 s give-up comes due (or End is tapped).
private func stuckThenMainWork(_ variant: C.Variant, _ work: C.Event = .giveUpDue) -> EngineLoop {
    var w = EngineLoop(variant)
    w.stuck(at: 0)
    w.send(.callStarted, at: 10)
    w.send(work, at: 15_010)
    return w
}

/// A3: launched on the phone at 44.1 kHz, a call, then the car connects (48 kHz) between
/// calls, and a new call installs its tap.
private func rateChangeThenNewCall(_ variant: C.Variant) -> EngineLoop {
    var w = EngineLoop(variant, sampleRate: 44_100)
    w.send(.callStarted, at: 0)
    w.send(.hangUpBegan, at: 5_000)
    w.advance(to: 5_500)
    w.route(48_000, at: 6_000)
    w.send(.callStarted, at: 7_000)
    w.advance(to: 8_000)
    return w
}

@Suite("AudioEngineFake: a strict engine with one owner, a hardware rate and a stuck mode (A1-A3)")
struct AudioEngineFakeTests {
    // MARK: the fake alone

    @Test("A3: a tap whose rate is not the hardware's crashes with the framework's words")
    func a3Message() {
        var e = AudioEngineFake(hardwareSampleRate: 48_000)
        let tap = Cmd(.installTap(sampleRate: 44_100), on: .engineQueue, by: .call)
        let out = collect { e.reduce(.command(tap), now: ms(7_000), into: &$0) }
        let report = CrashReport(kind: .crash, rule: "A3", message: "required condition is false: format.sampleRate == hwFormat.sampleRate",
                                 call: "installTap(sampleRate: 44100) on engineQueue by call (hardware at 48000 Hz)",
                                 hostState: "engine running=false owner=none hw=48000Hz configured=48000Hz tap=none stuck=false inProgress=none waiting=0",
                                 at: ms(7_000))
        #expect(out == [.crash(report)])
        #expect(e.crash == report)
        // Dead from then on.
        #expect(collect { e.reduce(.command(Cmd(.start, on: .engineQueue, by: .call)), now: ms(7_001), into: &$0) } == [])
    }

    @Test("A3: a tap at the hardware's rate is installed; a stop takes it away")
    func a3MatchingTap() {
        var e = AudioEngineFake(hardwareSampleRate: 44_100, operationMs: 100)
        #expect(collect { e.reduce(.command(Cmd(.installTap(sampleRate: 44_100), on: .engineQueue, by: .call)), now: ms(0), into: &$0) } == [])
        #expect(e.tapSampleRate == 44_100)
        #expect(collect { e.reduce(.command(Cmd(.stop, on: .engineQueue, by: .call)), now: ms(0), into: &$0) } == [.startTimer(after: 100)])
        #expect(collect { e.reduce(.timerFired, now: ms(100), into: &$0) } == [.returned(Cmd(.stop, on: .engineQueue, by: .call))])
        #expect(e.tapSampleRate == nil)
    }

    @Test("A1: a reconfigure by the route while the call's stop is in progress crashes; after the hand-off it is fine")
    func a1Race() {
        let stop = Cmd(.stop, on: .engineQueue, by: .call)
        let reconfigure = Cmd(.reconfigure, on: .main, by: .route)
        var e = AudioEngineFake()
        _ = collect { e.reduce(.command(Cmd(.start, on: .engineQueue, by: .call)), now: ms(0), into: &$0) }
        _ = collect { e.reduce(.timerFired, now: ms(100), into: &$0) }
        #expect(e.owner == .call && e.isRunning)
        #expect(collect { e.reduce(.command(stop), now: ms(5_000), into: &$0) } == [.startTimer(after: 100)])
        var racing = e
        let out = collect { racing.reduce(.command(reconfigure), now: ms(5_050), into: &$0) }
        #expect(out.count == 1)
        #expect(racing.crash?.rule == "A1")
        #expect(racing.crash?.kind == .crash)
        #expect(racing.crash?.message == AudioEngineFake.a1Message(reconfiguredBy: .route, inProgress: stop))
        #expect(racing.crash?.message == "the engine was reconfigured by the route owner while a stop by the call owner was in progress: "
                + "the engine has one owner at a time, and a reconfigure must wait for the owner's hand-off (the stop returning)")
        #expect(collect { e.reduce(.timerFired, now: ms(5_100), into: &$0) } == [.returned(stop)])
        #expect(e.owner == nil)
        #expect(collect { e.reduce(.command(reconfigure), now: ms(5_100), into: &$0) } == [])
        #expect(e.crash == nil)
    }

    @Test("A1: the owner may reconfigure its own running engine; a reconfigure on the stop's own queue waits for it")
    func a1SameOwnerAndSerialQueue() {
        var e = AudioEngineFake()
        _ = collect { e.reduce(.command(Cmd(.start, on: .engineQueue, by: .call)), now: ms(0), into: &$0) }
        #expect(collect { e.reduce(.command(Cmd(.reconfigure, on: .engineQueue, by: .call)), now: ms(10), into: &$0) } == [])
        #expect(e.waiting == [Cmd(.reconfigure, on: .engineQueue, by: .call)])
        #expect(collect { e.reduce(.timerFired, now: ms(100), into: &$0) } == [.returned(Cmd(.start, on: .engineQueue, by: .call))])
        #expect(e.waiting == [] && e.crash == nil)
        _ = collect { e.reduce(.command(Cmd(.stop, on: .engineQueue, by: .call)), now: ms(200), into: &$0) }
        // The serial engine queue is itself a hand-off: the route's reconfigure runs after the stop.
        #expect(collect { e.reduce(.command(Cmd(.reconfigure, on: .engineQueue, by: .route)), now: ms(210), into: &$0) } == [])
        #expect(collect { e.reduce(.timerFired, now: ms(300), into: &$0) } == [.returned(Cmd(.stop, on: .engineQueue, by: .call))])
        #expect(e.crash == nil && e.waiting == [])
    }

    @Test("A2: a stuck start never returns until unstuck; what waits behind it on its queue runs after, in order")
    func stuckStart() {
        let start = Cmd(.start, on: .engineQueue, by: .call)
        let stop = Cmd(.stop, on: .engineQueue, by: .call)
        var e = AudioEngineFake()
        #expect(collect { e.reduce(.stuck, now: ms(0), into: &$0) } == [])
        #expect(collect { e.reduce(.command(start), now: ms(10), into: &$0) } == [])
        #expect(collect { e.reduce(.command(stop), now: ms(20), into: &$0) } == [])
        #expect(e.inProgress == start && e.waiting == [stop])
        #expect(collect { e.reduce(.timerFired, now: ms(60_000), into: &$0) } == [])
        #expect(!e.mainBlocked)
        #expect(collect { e.reduce(.unstuck, now: ms(60_000), into: &$0) } == [.returned(start), .startTimer(after: 100)])
        #expect(collect { e.reduce(.timerFired, now: ms(60_100), into: &$0) } == [.returned(stop)])
        #expect(!e.isRunning && e.owner == nil)
    }

    @Test("A2: getting stuck during a start cancels its return; unstuck, it returns at once")
    func stuckMidway() {
        let start = Cmd(.start, on: .engineQueue, by: .call)
        var e = AudioEngineFake()
        #expect(collect { e.reduce(.command(start), now: ms(0), into: &$0) } == [.startTimer(after: 100)])
        #expect(collect { e.reduce(.stuck, now: ms(50), into: &$0) } == [.cancelTimer])
        #expect(collect { e.reduce(.stuck, now: ms(60), into: &$0) } == [])
        #expect(collect { e.reduce(.unstuck, now: ms(70), into: &$0) } == [.returned(start)])
        #expect(collect { e.reduce(.unstuck, now: ms(80), into: &$0) } == [])
    }

    @Test("A2: a blocking call on main held by a stuck engine blocks main; the give-up or End due then is the failure")
    func a2MainBlocked() {
        var e = AudioEngineFake()
        _ = collect { e.reduce(.stuck, now: ms(0), into: &$0) }
        _ = collect { e.reduce(.command(Cmd(.start, on: .main, by: .call)), now: ms(10), into: &$0) }
        #expect(e.mainBlocked)
        let out = collect { e.reduce(.mainWorkDue(.giveUp), now: ms(15_010), into: &$0) }
        #expect(out == [.crash(CrashReport(
            kind: .crash, rule: "A2",
            message: "the main queue was blocked by a stuck engine; the give-up (L2) and End could not run",
            call: "giveUp due while main runs start on main by call",
            hostState: "engine running=false owner=call hw=48000Hz configured=48000Hz tap=none stuck=true inProgress=start on main by call waiting=0",
            at: ms(15_010)))])
    }

    @Test("A2: main work due with main free, or with a merely slow call on main, is no failure")
    func a2MainFree() {
        var e = AudioEngineFake()
        #expect(collect { e.reduce(.mainWorkDue(.end), now: ms(0), into: &$0) } == [])
        _ = collect { e.reduce(.command(Cmd(.start, on: .main, by: .call)), now: ms(10), into: &$0) }
        #expect(collect { e.reduce(.mainWorkDue(.end), now: ms(20), into: &$0) } == [])
        _ = collect { e.reduce(.stuck, now: ms(30), into: &$0) }
        _ = collect { e.reduce(.command(Cmd(.stop, on: .engineQueue, by: .call)), now: ms(40), into: &$0) }
        #expect(e.mainBlocked)
        var other = AudioEngineFake()
        _ = collect { other.reduce(.stuck, now: ms(0), into: &$0) }
        _ = collect { other.reduce(.command(Cmd(.start, on: .engineQueue, by: .call)), now: ms(10), into: &$0) }
        #expect(!other.mainBlocked)
        #expect(collect { other.reduce(.mainWorkDue(.giveUp), now: ms(15_010), into: &$0) } == [])
    }

    @Test("A2: a blocking call on main waiting for a stuck engine held by another queue blocks main too")
    func a2MainWaitsOnEngine() {
        var e = AudioEngineFake()
        _ = collect { e.reduce(.stuck, now: ms(0), into: &$0) }
        _ = collect { e.reduce(.command(Cmd(.start, on: .engineQueue, by: .call)), now: ms(0), into: &$0) }
        _ = collect { e.reduce(.command(Cmd(.stop, on: .main, by: .call)), now: ms(10), into: &$0) }
        #expect(e.waiting == [Cmd(.stop, on: .main, by: .call)])
        #expect(e.mainBlocked)
        #expect(collect { e.reduce(.mainWorkDue(.end), now: ms(20), into: &$0) }.count == 1)
        #expect(e.crash?.rule == "A2")
    }

    // MARK: the app's handling against the fake: realistic sequences

    @Test("A1: hang up, then the car disconnects while the engine is stopping: no-handoff crashes, standard survives")
    func a1Sequence() {
        let broken = hangUpThenDisconnect(.noHandoff)
        #expect(broken.crash?.rule == "A1")
        #expect(broken.crash?.at == ms(5_050))
        #expect(broken.crash?.call == "reconfigure on main by route")
        let good = hangUpThenDisconnect(.standard)
        #expect(good.crash == nil)
        #expect(good.engine.configuredSampleRate == 44_100)
        #expect(good.engine.tapSampleRate == 44_100 && good.engine.isRunning && good.engine.owner == .call)
    }

    @Test("A2: the engine stuck, then the 15 s give-up or End: main-queue crashes, standard survives", arguments: [C.Event.giveUpDue, .endTapped])
    func a2Sequence(work: AudioEngineController.Event) {
        let mainWork: C.MainWork = work == .giveUpDue ? .giveUp : .end
        let broken = stuckThenMainWork(.mainQueue, work)
        #expect(broken.crash?.rule == "A2")
        #expect(broken.crash?.at == ms(15_010))
        #expect(broken.mainWork == [.blockedMain(mainWork)])
        var good = stuckThenMainWork(.standard, work)
        #expect(good.crash == nil)
        #expect(good.mainWork == [.handled(mainWork)])
        // Once the engine comes back, the stop queued behind the stuck start completes.
        good.unstuck(at: 60_000)
        good.advance(to: 61_000)
        #expect(good.crash == nil && !good.engine.isRunning && good.app.phase == .idle)
    }

    @Test("A3: route change 44.1 kHz → 48 kHz, then a new call's tap: stale-format crashes, standard survives")
    func a3Sequence() {
        let broken = rateChangeThenNewCall(.staleFormat)
        #expect(broken.crash?.rule == "A3")
        #expect(broken.crash?.message == "required condition is false: format.sampleRate == hwFormat.sampleRate")
        #expect(broken.crash?.at == ms(7_000))
        let good = rateChangeThenNewCall(.standard)
        #expect(good.crash == nil)
        #expect(good.engine.tapSampleRate == 48_000 && good.engine.isRunning)
    }

    @Test("A3: the car connects during a call (48 kHz → 44.1 kHz): stale-format's new tap crashes, standard's follows the route")
    func a3DuringCall() {
        for (variant, rule) in [(C.Variant.staleFormat, "A3" as String?), (.standard, nil)] {
            var w = EngineLoop(variant, sampleRate: 48_000)
            w.send(.callStarted, at: 0)
            w.advance(to: 1_000)
            w.route(44_100, at: 2_000)
            #expect(w.crash?.rule == rule, "\(variant)")
        }
    }

    @Test("A1-A3: each broken variant is caught by its own sequence only (stale-format also by A1's second call)", arguments: C.Variant.allCases)
    func matrix(variant: AudioEngineController.Variant) {
        let expected: [String?]
        switch variant {
        case .standard: expected = [nil, nil, nil]
        case .noHandoff: expected = ["A1", nil, nil]
        case .mainQueue: expected = [nil, "A2", nil]
        case .staleFormat: expected = ["A3", nil, "A3"]   // A1's sequence changes the rate before its second call
        }
        let got = [hangUpThenDisconnect(variant).crash?.rule,
                   stuckThenMainWork(variant).crash?.rule,
                   rateChangeThenNewCall(variant).crash?.rule]
        #expect(got == expected)
    }

    @Test("A3: the documented example")
    func docExample() {
        var engine = AudioEngineFake(hardwareSampleRate: 48_000)
        var out: [AudioEngineFake.Output] = []
        engine.reduce(.command(.init(.installTap(sampleRate: 44_100), on: .engineQueue, by: .call)), now: .zero, into: &out)
        #expect(out.count == 1 && engine.crash?.message == AudioEngineFake.a3Message)
    }
}
