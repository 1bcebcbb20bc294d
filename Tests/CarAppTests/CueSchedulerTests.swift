import Testing
import Host
import CarApp
import TestSupport

// MARK: - A tiny driver: the scheduler on a virtual clock

/// One cue as it sounded: when it started and when it stopped (its natural end, or a Q7 stop).
struct Played: Hashable, CustomStringConvertible {
    var cue: Cue
    var start: Millis
    var end: Millis
    var description: String { "\(cue) \(start)-\(end)" }
}

/// A cue that sounded its full length from `start`.
func full(_ cue: Cue, _ start: Millis) -> Played { Played(cue: cue, start: start, end: start + cue.durationMs) }
/// A cue that started at `start` and was stopped at `end` (Q7).
func cut(_ cue: Cue, _ start: Millis, _ end: Millis) -> Played { Played(cue: cue, start: start, end: end) }
/// Thinking ticks at each of `starts`.
func ticks(_ starts: StrideThrough<Millis>) -> [Played] { starts.map { full(.thinking, $0) } }

/// Holds the scheduler and its timers on a `VirtualClock` (the rig's clock: deadline order, ties
/// in the order started), carries out every output, and keeps the cue log, the gate log and the
/// give-ups. Nothing sleeps.
struct CueDriver {
    var scheduler: CueScheduler
    private var clock = VirtualClock<CueScheduler.Timer>()
    /// The virtual time, in milliseconds.
    var now: Millis { clock.now.ms }
    /// Every cue started, with its end.
    private(set) var log: [Played] = []
    /// Every gate change: (on, at).
    private(set) var gate: [GateChange] = []
    /// When `thinkingTimedOut` came out (Q3).
    private(set) var timeouts: [Millis] = []

    struct GateChange: Hashable, CustomStringConvertible {
        var on: Bool
        var at: Millis
        var description: String { "\(on ? "on" : "off")@\(at)" }
    }

    init(routeLatencyMs: Millis = 0, listeningGated: Bool = false) {
        scheduler = CueScheduler(routeLatencyMs: routeLatencyMs, listeningGated: listeningGated)
    }

    /// The timers still pending, in firing order.
    var pending: [CueScheduler.Timer] { clock.entries.map(\.timer) }

    /// Fires every timer due up to `t` (inclusive), in order, then sets the clock to `t`.
    mutating func advance(to t: Millis) {
        precondition(t >= now, "the clock only goes forward")
        while let first = clock.popDue(notAfter: Instant(ms: t)) {
            clock.now = first.deadline
            apply(collect { scheduler.reduce(.timerFired(first.timer), now: clock.now, into: &$0) })
        }
        clock.now = Instant(ms: t)
    }

    /// Fires the timers due by `t`, then delivers `event` at `t`; returns the event's outputs.
    @discardableResult
    mutating func send(_ event: CueScheduler.Event, at t: Millis) -> [CueScheduler.Output] {
        advance(to: t)
        let out = collect { scheduler.reduce(event, now: Instant(ms: t), into: &$0) }
        apply(out)
        return out
    }

    private mutating func apply(_ outputs: [CueScheduler.Output]) {
        for output in outputs {
            switch output {
            case .start(let cue):
                log.append(full(cue, now))
            case .stopAll:
                for i in log.indices where log[i].end > now { log[i].end = now }
            case .startTimer(let timer, let after):
                clock.restart(timer, at: clock.now + after)   // starting a running timer restarts it
            case .cancelTimer(let timer):
                clock.cancel(timer)
            case .gateMicrophone(let on):
                gate.append(GateChange(on: on, at: now))
            case .thinkingTimedOut:
                timeouts.append(now)
            }
        }
    }
}

/// Asserts that `actual` is exactly `expected`, in order: an output left unasserted fails too.
func expectOutputs(_ actual: [CueScheduler.Output], _ expected: [CueScheduler.Output],
                   sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let missing = expected.filter { !actual.contains($0) }
    let extra = actual.filter { !expected.contains($0) }
    var lines = ["Outputs differ."]
    if !missing.isEmpty { lines.append("Expected but not produced:\n" + missing.map { "  \($0)" }.joined(separator: "\n")) }
    if !extra.isEmpty { lines.append("Produced but not asserted:\n" + extra.map { "  \($0)" }.joined(separator: "\n")) }
    if missing.isEmpty && extra.isEmpty { lines.append("Same outputs in another order:\n" + actual.map { "  \($0)" }.joined(separator: "\n")) }
    lines.append("To fix: if the scheduler is right, put every produced output, in order, in the expected list; otherwise fix the scheduler.")
    Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
}

/// The scheduler's timers run on the rig's clock, one rank for all.
extension CueScheduler.Timer: ClockTimer {}

// MARK: - Single events, exact outputs

@Suite("CueScheduler: single events, every output asserted")
struct CueSchedulerOutputTests {
    @Test("Q1, Q8: play(.connected) gates the microphone, starts Connected and times its end")
    func connectedOutputs() {
        var s = CueScheduler()
        expectOutputs(collect { s.reduce(.play(.connected), now: .zero, into: &$0) },
                      [.gateMicrophone(true), .start(.connected), .startTimer(.cueEnd, after: 240)])
        // Q8: with no route latency the gate opens the moment the cue ends.
        expectOutputs(collect { s.reduce(.timerFired(.cueEnd), now: Instant(ms: 240), into: &$0) }, [.gateMicrophone(false)])
        #expect(s == CueScheduler())
    }

    @Test("Q6: Ended and Disconnected are just play")
    func endedAndDisconnectedOutputs() {
        var s = CueScheduler(routeLatencyMs: 30)
        expectOutputs(collect { s.reduce(.play(.ended), now: .zero, into: &$0) },
                      [.gateMicrophone(true), .start(.ended), .startTimer(.cueEnd, after: 320)])
        // A longer-lasting cue moves the end; the gate is already on.
        expectOutputs(collect { s.reduce(.play(.disconnected), now: Instant(ms: 100), into: &$0) },
                      [.start(.disconnected), .startTimer(.cueEnd, after: 240)])
        expectOutputs(collect { s.reduce(.timerFired(.cueEnd), now: Instant(ms: 340), into: &$0) }, [.startTimer(.gateRelease, after: 30)])
        expectOutputs(collect { s.reduce(.timerFired(.gateRelease), now: Instant(ms: 370), into: &$0) }, [.gateMicrophone(false)])
        #expect(s == CueScheduler(routeLatencyMs: 30))
    }

    @Test("Q2, Q3: speechStopped starts Heard's timer (333 ms) and Thinking's (1 s)")
    func speechStoppedOutputs() {
        var s = CueScheduler()
        expectOutputs(collect { s.reduce(.speechStopped, now: .zero, into: &$0) },
                      [.startTimer(.heard, after: 333), .startTimer(.thinking, after: 1000)])
        expectOutputs(collect { s.reduce(.timerFired(.heard), now: Instant(ms: 333), into: &$0) },
                      [.gateMicrophone(true), .start(.heard), .startTimer(.cueEnd, after: 70)])
        expectOutputs(collect { s.reduce(.timerFired(.cueEnd), now: Instant(ms: 403), into: &$0) }, [.gateMicrophone(false)])
        // Q3: the first tick arms the 45 s give-up.
        expectOutputs(collect { s.reduce(.timerFired(.thinking), now: Instant(ms: 1000), into: &$0) },
                      [.gateMicrophone(true), .start(.thinking), .startTimer(.cueEnd, after: 40),
                       .startTimer(.thinking, after: 1000), .startTimer(.thinkingGiveUp, after: 45_000)])
    }

    @Test("Q2, Q3, Q7: a reply at 0.33 s cancels Heard's and Thinking's timers and sounds nothing")
    func replyBeforeHeardOutputs() {
        var s = CueScheduler()
        _ = collect { s.reduce(.speechStopped, now: .zero, into: &$0) }
        expectOutputs(collect { s.reduce(.replyStarted, now: Instant(ms: 330), into: &$0) }, [.cancelTimer(.heard), .cancelTimer(.thinking)])
        expectOutputs(collect { s.reduce(.replyEnded(failed: false), now: Instant(ms: 2000), into: &$0) }, [])
        #expect(s.runningTimers.isEmpty)
    }

    @Test("Q7: speechStarted stops the sounding cue; with no latency the gate opens at once")
    func speechStartedOutputs() {
        var s = CueScheduler()
        _ = collect { s.reduce(.play(.connected), now: .zero, into: &$0) }
        expectOutputs(collect { s.reduce(.speechStarted, now: Instant(ms: 100), into: &$0) },
                      [.stopAll, .cancelTimer(.cueEnd), .gateMicrophone(false)])
    }

    @Test("Q4, Q7: a tool starts Working at once; a successful tool has no sound; the last one brings the tick back")
    func toolOutputs() {
        var s = CueScheduler()
        _ = collect { s.reduce(.speechStopped, now: .zero, into: &$0) }
        expectOutputs(collect { s.reduce(.toolStarted(name: "search"), now: Instant(ms: 100), into: &$0) },
                      [.cancelTimer(.thinking), .gateMicrophone(true), .start(.working),
                       .startTimer(.cueEnd, after: 220), .startTimer(.working, after: 2500)])
        // Q4: a second concurrent tool joins the cadence.
        expectOutputs(collect { s.reduce(.toolStarted(name: "weather"), now: Instant(ms: 150), into: &$0) }, [])
        expectOutputs(collect { s.reduce(.toolEnded(failed: false), now: Instant(ms: 200), into: &$0) }, [])
        expectOutputs(collect { s.reduce(.toolEnded(failed: false), now: Instant(ms: 250), into: &$0) },
                      [.cancelTimer(.working), .startTimer(.thinking, after: 1000)])
    }

    @Test("Q5: a failed tool plays Failed; a second failure in the turn plays nothing")
    func failureOutputs() {
        var s = CueScheduler()
        _ = collect { s.reduce(.speechStopped, now: .zero, into: &$0) }
        _ = collect { s.reduce(.timerFired(.heard), now: Instant(ms: 333), into: &$0) }
        _ = collect { s.reduce(.timerFired(.cueEnd), now: Instant(ms: 403), into: &$0) }
        _ = collect { s.reduce(.toolStarted(name: "search"), now: Instant(ms: 500), into: &$0) }
        _ = collect { s.reduce(.timerFired(.cueEnd), now: Instant(ms: 720), into: &$0) }
        expectOutputs(collect { s.reduce(.toolEnded(failed: true), now: Instant(ms: 900), into: &$0) },
                      [.cancelTimer(.working), .startTimer(.thinking, after: 1000),
                       .gateMicrophone(true), .start(.failed), .startTimer(.cueEnd, after: 350)])
        expectOutputs(collect { s.reduce(.turnFailed, now: Instant(ms: 1000), into: &$0) }, [.cancelTimer(.thinking)])
    }

    @Test("A timer fired after it was cancelled is ignored")
    func staleTimerIgnored() {
        var s = CueScheduler()
        for timer in CueScheduler.Timer.allCases {
            expectOutputs(collect { s.reduce(.timerFired(timer), now: Instant(ms: 5), into: &$0) }, [])
        }
        #expect(s == CueScheduler())
    }

    @Test("callEnded stops the cue, cancels every timer, turns the gate off and resets")
    func callEndedOutputs() {
        var s = CueScheduler(routeLatencyMs: 50)
        _ = collect { s.reduce(.speechStopped, now: .zero, into: &$0) }
        _ = collect { s.reduce(.timerFired(.heard), now: Instant(ms: 333), into: &$0) }
        _ = collect { s.reduce(.toolStarted(name: "search"), now: Instant(ms: 350), into: &$0) }
        _ = collect { s.reduce(.play(.connected), now: Instant(ms: 360), into: &$0) }
        expectOutputs(collect { s.reduce(.callEnded, now: Instant(ms: 400), into: &$0) },
                      [.stopAll, .cancelTimer(.working), .cancelTimer(.cueEnd), .gateMicrophone(false)])
        #expect(s == CueScheduler(routeLatencyMs: 50))
    }
}

// MARK: - Timelines: the cue log on the virtual clock

@Suite("CueScheduler: cue timelines on the virtual clock")
struct CueSchedulerTimelineTests {
    @Test("Q2, Q3: speech stop at 0 → Heard at 333 ms, ticks at 1 s, 2 s, 3 s until the reply")
    func heardThenTicks() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.replyStarted, at: 3500)
        d.send(.replyEnded(failed: false), at: 8000)
        d.advance(to: 20_000)
        #expect(d.log == [full(.heard, 333)] + ticks(stride(from: 1000, through: 3000, by: 1000)))
        #expect(d.pending.isEmpty)
    }

    @Test("Q2: a reply at 0.33 s is sooner than Heard: no Heard")
    func replyAt330() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.replyStarted, at: 330)
        d.send(.replyEnded(failed: false), at: 3000)
        d.advance(to: 10_000)
        #expect(d.log == [])
        #expect(d.gate == [])
        #expect(d.pending.isEmpty)
    }

    @Test("Q2, Q7: a reply at 0.34 s comes after Heard (at 333 ms), which it cuts short")
    func replyAt340() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.replyStarted, at: 340)
        d.send(.replyEnded(failed: false), at: 3000)
        d.advance(to: 10_000)
        #expect(d.log == [cut(.heard, 333, 340)])
        #expect(d.gate == [.init(on: true, at: 333), .init(on: false, at: 340)])
        #expect(d.pending.isEmpty)
    }

    @Test("Q2: a reply at exactly 333 ms: the timer fires first, so Heard starts and stops at once")
    func replyAt333() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.replyStarted, at: 333)
        #expect(d.log == [cut(.heard, 333, 333)])
    }

    @Test("Q2: answerPromised plays Heard at once, and only once a turn")
    func answerPromisedEarly() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.answerPromised, at: 100)
        d.send(.answerPromised, at: 200)
        d.send(.replyStarted, at: 1500)
        #expect(d.log == [full(.heard, 100), full(.thinking, 1000)])
    }

    @Test("Q2: with Listening gated, Heard waits for answerPromised instead of 333 ms")
    func listeningGated() {
        var d = CueDriver(listeningGated: true)
        d.send(.speechStopped, at: 0)
        d.send(.answerPromised, at: 1200)
        d.send(.replyStarted, at: 2500)
        #expect(d.log == [full(.thinking, 1000), full(.heard, 1200), full(.thinking, 2000)])
        // No promise, no Heard.
        var quiet = CueDriver(listeningGated: true)
        quiet.send(.speechStopped, at: 0)
        quiet.send(.replyStarted, at: 1500)
        #expect(quiet.log == [full(.thinking, 1000)])
    }

    @Test("Q4: Working at a tool's start and every 2.5 s; the tick comes back 1 s after the last tool ends")
    func workingThenThinking() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.toolStarted(name: "search"), at: 1500)
        d.send(.toolStarted(name: "weather"), at: 2000)
        d.send(.toolEnded(failed: false), at: 5000)
        d.send(.toolEnded(failed: false), at: 7000)
        d.send(.replyStarted, at: 9500)
        d.send(.replyEnded(failed: false), at: 12_000)
        d.advance(to: 30_000)
        #expect(d.log == [full(.heard, 333), full(.thinking, 1000),
                          full(.working, 1500), full(.working, 4000), full(.working, 6500),
                          full(.thinking, 8000), full(.thinking, 9000)])
        #expect(d.pending.isEmpty)
    }

    @Test("Q3, Q5: the wait gives up 45 s after its first tick (1 s → 46 s): thinking_timeout and Failed once")
    func thinkingGivesUp() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.advance(to: 120_000)
        #expect(d.log == [full(.heard, 333)] + ticks(stride(from: 1000, through: 45_000, by: 1000)) + [full(.failed, 46_000)])
        #expect(d.timeouts == [46_000])
        #expect(d.pending.isEmpty)
        #expect(!d.scheduler.isMicrophoneGated)
    }

    @Test("Q3, Q4: a tool restarts the 45 s: the first tick after it counts")
    func toolRestartsGiveUp() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.toolStarted(name: "search"), at: 40_500)
        d.send(.toolEnded(failed: false), at: 41_000)
        d.advance(to: 200_000)
        let workingPairs = [full(.working, 40_500)]
        #expect(d.log == [full(.heard, 333)] + ticks(stride(from: 1000, through: 40_000, by: 1000)) + workingPairs
                + ticks(stride(from: 42_000, through: 86_000, by: 1000)) + [full(.failed, 87_000)])
        #expect(d.timeouts == [87_000])
    }

    @Test("Q3, Q5: the give-up's Failed keeps to once a turn")
    func giveUpAfterFailedTool() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.toolStarted(name: "search"), at: 500)
        d.send(.toolEnded(failed: true), at: 600)
        d.advance(to: 100_000)
        #expect(d.timeouts == [46_600])
        #expect(d.log.filter { $0.cue == .failed } == [full(.failed, 600)])
        #expect(d.log.filter { $0.cue == .thinking }.count == 45)
    }

    @Test("Q5: a tool failing then the reply failing play Failed once; the next turn may fail again")
    func failedOnceATurn() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.toolStarted(name: "search"), at: 1500)
        d.send(.toolEnded(failed: true), at: 2000)
        d.send(.replyStarted, at: 2500)
        d.send(.replyEnded(failed: true), at: 5000)
        d.send(.turnFailed, at: 5100)
        d.send(.speechStarted, at: 6000)
        d.send(.speechStopped, at: 7000)
        d.send(.turnFailed, at: 7200)
        d.advance(to: 30_000)
        #expect(d.log == [full(.heard, 333), full(.thinking, 1000), full(.working, 1500), full(.failed, 2000),
                          full(.failed, 7200)])
        #expect(d.pending.isEmpty)
    }

    @Test("Q5: a reply that ends failed plays Failed at its end")
    func replyFailed() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.replyStarted, at: 200)
        d.send(.replyEnded(failed: true), at: 1800)
        d.advance(to: 5000)
        #expect(d.log == [full(.failed, 1800)])
    }

    @Test("Q5: play(.failed) from the call logic (T4, L4) is not limited by the turn")
    func playedFailedIsNotLimited() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.turnFailed, at: 100)
        d.send(.play(.failed), at: 1000)
        d.send(.play(.failed), at: 2000)
        d.send(.turnFailed, at: 3000)
        #expect(d.log == [full(.failed, 100), full(.failed, 1000), full(.failed, 2000)])
    }

    @Test("Q7: cues due while a reply plays start at its end, each once")
    func waitsForReplyEnd() {
        var d = CueDriver()
        d.send(.replyStarted, at: 0)
        d.send(.play(.connected), at: 100)
        d.send(.play(.connected), at: 150)
        d.send(.toolStarted(name: "search"), at: 200)   // Working due at 200 and 2700: waits, once
        d.send(.replyEnded(failed: false), at: 3000)
        d.send(.toolEnded(failed: false), at: 4000)
        d.advance(to: 10_000)
        #expect(d.log == [full(.connected, 3000), full(.working, 3000)])
        #expect(d.pending.isEmpty)
    }

    @Test("Q4, Q7: a Working pair waiting for a reply is dropped when the tool ends or the person talks")
    func waitingWorkingDropped() {
        var d = CueDriver()
        d.send(.replyStarted, at: 0)
        d.send(.toolStarted(name: "search"), at: 100)   // Working waits for the reply
        d.send(.toolEnded(failed: false), at: 500)       // …and is stale now
        d.send(.replyEnded(failed: false), at: 1000)
        #expect(d.log == [])
        // Talking over the reply: Working comes back once, at the stop, not twice.
        var e = CueDriver()
        e.send(.replyStarted, at: 0)
        e.send(.toolStarted(name: "search"), at: 100)
        e.send(.speechStarted, at: 600)
        e.send(.replyEnded(failed: false), at: 700)
        e.send(.speechStopped, at: 1000)
        e.send(.replyStarted, at: 1200)
        #expect(e.log == [cut(.working, 1000, 1200)])
    }

    @Test("Q7: speechStarted stops a sounding cue: its end is cut to the moment the person talks")
    func speechStopsCue() {
        var d = CueDriver()
        d.send(.play(.connected), at: 0)
        d.send(.speechStarted, at: 100)
        d.advance(to: 1000)
        #expect(d.log == [cut(.connected, 0, 100)])
        #expect(d.gate == [.init(on: true, at: 0), .init(on: false, at: 100)])
        #expect(d.pending.isEmpty)
    }

    @Test("Q7: an event cue asked for while the person talks waits until they stop")
    func eventCueWaitsForSpeech() {
        var d = CueDriver()
        d.send(.speechStarted, at: 0)
        d.send(.play(.disconnected), at: 100)
        d.send(.speechStopped, at: 500)
        d.send(.replyStarted, at: 800)
        #expect(d.log == [full(.disconnected, 500)])
    }

    @Test("Q7: the person talking drops the ticks; a new stop starts Heard and ticks afresh")
    func talkingDropsTicks() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.speechStarted, at: 1500)
        d.send(.speechStopped, at: 4000)
        d.send(.replyStarted, at: 5500)
        #expect(d.log == [full(.heard, 333), full(.thinking, 1000), full(.heard, 4333), full(.thinking, 5000)])
    }

    @Test("Q4, Q7: talking over a running tool: Working stops, and comes back when they stop")
    func workingComesBack() {
        var d = CueDriver()
        d.send(.speechStopped, at: 0)
        d.send(.toolStarted(name: "search"), at: 500)
        d.send(.speechStarted, at: 3100)                // Working at 3000 is cut; none at 5500
        d.send(.speechStopped, at: 6000)
        d.send(.toolEnded(failed: false), at: 9000)
        d.send(.replyStarted, at: 9500)
        #expect(d.log == [full(.heard, 333), full(.working, 500), cut(.working, 3000, 3100),
                          full(.working, 6000), full(.heard, 6333), full(.working, 8500)])
        #expect(d.pending.isEmpty)
    }

    @Test("Q8: the gate is on while cues sound and off exactly routeLatencyMs after the last ends")
    func gateHeldForLatency() {
        var d = CueDriver(routeLatencyMs: 50)
        d.send(.play(.connected), at: 0)          // ends 240
        d.send(.play(.failed), at: 100)           // ends 450
        d.send(.play(.ended), at: 470)            // in the hold: the gate stays on; ends 790
        d.advance(to: 2000)
        #expect(d.gate == [.init(on: true, at: 0), .init(on: false, at: 840)])
        #expect(d.log == [full(.connected, 0), full(.failed, 100), full(.ended, 470)])
        #expect(d.pending.isEmpty)
    }

    @Test("Q7, Q8: a stop ends the cue at once; the gate still waits the latency")
    func stopThenLatency() {
        var d = CueDriver(routeLatencyMs: 50)
        d.send(.play(.connected), at: 0)
        d.send(.replyStarted, at: 100)
        d.advance(to: 1000)
        #expect(d.log == [cut(.connected, 0, 100)])
        #expect(d.gate == [.init(on: true, at: 0), .init(on: false, at: 150)])
    }

    @Test("Q1, Q6, Q8: callEnded resets: no more ticks or pairs, the gate off, then Ended plays alone")
    func callEndedResets() {
        var d = CueDriver(routeLatencyMs: 50)
        d.send(.speechStopped, at: 0)
        d.send(.toolStarted(name: "search"), at: 1500)
        d.send(.callEnded, at: 1600)
        d.send(.play(.ended), at: 1600)
        d.advance(to: 20_000)
        #expect(d.log == [full(.heard, 333), full(.thinking, 1000), cut(.working, 1500, 1600), full(.ended, 1600)])
        #expect(d.gate == [.init(on: true, at: 333), .init(on: false, at: 453),
                           .init(on: true, at: 1000), .init(on: false, at: 1090),
                           .init(on: true, at: 1500), .init(on: false, at: 1600),
                           .init(on: true, at: 1600), .init(on: false, at: 1970)])
        #expect(d.pending.isEmpty)
        #expect(d.scheduler == CueScheduler(routeLatencyMs: 50))
    }
}
