import Testing
import Host
import CarApp
import TestSupport

/// A watchdog on a tiny virtual clock: timers fire at their deadlines, in order (ties by the
/// order they were started); an event at `t` comes after the timers due at `t`. Every output
/// is kept with its time, so a test asserts them all.
private struct WatchdogClock {
    struct Stamped: Hashable, CustomStringConvertible {
        var at: Millis
        var output: MicWatchdog.Output
        init(_ at: Millis, _ output: MicWatchdog.Output) { self.at = at; self.output = output }
        var description: String { "\(Instant.format(at)) \(output)" }
    }

    var watchdog = MicWatchdog()
    var now: Millis = 0
    private var pending: [(deadline: Millis, seq: Int, timer: MicWatchdog.Timer)] = []
    private var seq = 0
    private var log: [Stamped] = []

    init(inCall: Bool = true) {
        if inCall { send(.callStarted, at: 0) }
        _ = take()
    }

    /// Timers still running, by deadline.
    var pendingTimers: [MicWatchdog.Timer] { pending.map(\.timer) }

    mutating func send(_ event: MicWatchdog.Event, at t: Millis) {
        advance(to: t)
        apply(collect { watchdog.reduce(event, now: Instant(ms: t), into: &$0) }, at: t)
    }

    mutating func advance(to t: Millis) {
        while let next = pending.min(by: { ($0.deadline, $0.seq) < ($1.deadline, $1.seq) }), next.deadline <= t {
            pending.removeAll { $0.timer == next.timer }
            now = next.deadline
            apply(collect { watchdog.reduce(.timerFired(next.timer), now: Instant(ms: now), into: &$0) }, at: now)
        }
        now = t
    }

    /// The outputs since the last `take`, with their times.
    mutating func take() -> [Stamped] {
        defer { log = [] }
        return log
    }

    private mutating func apply(_ outputs: [MicWatchdog.Output], at t: Millis) {
        for o in outputs {
            log.append(Stamped(t, o))
            switch o {
            case .startTimer(let timer, let after):
                pending.removeAll { $0.timer == timer }
                seq += 1
                pending.append((t + after, seq, timer))
            case .cancelTimer(let timer):
                pending.removeAll { $0.timer == timer }
            case .substituteSilence, .restartEngine, .telemetry, .lost, .playDisconnected, .playConnected, .giveUp:
                break
            }
        }
    }
}

private typealias S = WatchdogClock.Stamped

private func stall(_ cause: String) -> MicWatchdog.Output { .telemetry(TelemetryEvent("mic.stall", ["cause": cause])) }
private func lostEvent(_ cause: String) -> MicWatchdog.Output { .telemetry(TelemetryEvent("mic.lost", ["cause": cause])) }
private func back(_ cause: String, _ ms: Millis) -> MicWatchdog.Output {
    .telemetry(TelemetryEvent("mic.back", ["cause": cause, "stall_ms": "\(ms)"]))
}
private func gaveUp(_ cause: String, _ ms: Millis) -> MicWatchdog.Output {
    .telemetry(TelemetryEvent("mic.gave_up", ["cause": cause, "stall_ms": "\(ms)"]))
}

@Suite("MicWatchdog: silence at 300 ms, lost at 2 s, give up at 20 s or 90 s (M1-M3)")
struct MicWatchdogTests {
    @Test("M1: a stall that clears at 299 ms has no effect: only its own timer, started and cancelled")
    func clearsBefore300() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 1_000)
        c.send(.micBack, at: 1_299)
        #expect(c.take() == [S(1_000, .startTimer(.silence, after: 300)), S(1_299, .cancelTimer(.silence))])
        c.advance(to: 60_000)
        #expect(c.take() == [])
        #expect(c.pendingTimers == [])
    }

    @Test("M1, Y1: at exactly 300 ms silence replaces the microphone, the engine restarts once, the stall is logged")
    func silenceAt300() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 1_000)
        c.advance(to: 1_299)
        #expect(c.take() == [S(1_000, .startTimer(.silence, after: 300))])
        c.advance(to: 1_300)
        #expect(c.take() == [
            S(1_300, .substituteSilence(true)),
            S(1_300, .restartEngine),
            S(1_300, stall("mic")),
            S(1_300, .startTimer(.lost, after: 1_700)),
            S(1_300, .startTimer(.giveUp, after: 19_700)),
        ])
    }

    @Test("M1: the microphone back at exactly 300 ms still counts as a stall (the timer comes first)")
    func backAtExactly300() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 0)
        c.send(.micBack, at: 300)
        #expect(c.take() == [
            S(0, .startTimer(.silence, after: 300)),
            S(300, .substituteSilence(true)), S(300, .restartEngine), S(300, stall("mic")),
            S(300, .startTimer(.lost, after: 1_700)), S(300, .startTimer(.giveUp, after: 19_700)),
            S(300, .substituteSilence(false)), S(300, .cancelTimer(.lost)), S(300, .cancelTimer(.giveUp)),
            S(300, back("mic", 300)),
        ])
        #expect(c.pendingTimers == [])
    }

    @Test("M1: once per stall: a repeated stall report does nothing; the next stall restarts again")
    func restartOncePerStall() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 0)
        c.advance(to: 300)
        _ = c.take()
        c.send(.micStalled, at: 500)
        c.advance(to: 1_000)
        #expect(c.take() == [])
        c.send(.micBack, at: 1_000)
        #expect(c.take() == [S(1_000, .substituteSilence(false)), S(1_000, .cancelTimer(.lost)),
                             S(1_000, .cancelTimer(.giveUp)), S(1_000, back("mic", 1_000))])
        c.send(.micStalled, at: 3_000)
        c.advance(to: 3_300)
        #expect(c.take() == [
            S(3_000, .startTimer(.silence, after: 300)),
            S(3_300, .substituteSilence(true)), S(3_300, .restartEngine), S(3_300, stall("mic")),
            S(3_300, .startTimer(.lost, after: 1_700)), S(3_300, .startTimer(.giveUp, after: 19_700)),
        ])
    }

    @Test("M1: during an interruption the restart waits for it to end, then goes once")
    func restartWaitsForInterruption() {
        var c = WatchdogClock()
        c.send(.interruptionBegan, at: 0)
        c.send(.micStalled, at: 10)
        c.advance(to: 310)
        #expect(c.take() == [
            S(10, .startTimer(.silence, after: 300)),
            S(310, .substituteSilence(true)), S(310, stall("interruption")),
            S(310, .startTimer(.lost, after: 1_700)), S(310, .startTimer(.giveUp, after: 89_700)),
        ])
        c.send(.interruptionEnded, at: 1_000)
        c.send(.interruptionBegan, at: 1_100)
        c.send(.interruptionEnded, at: 1_200)
        #expect(c.take() == [S(1_000, .restartEngine)])
    }

    @Test("M1: an interruption that begins and ends within the first 300 ms: the restart goes at 300 ms")
    func interruptionOverBefore300() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 0)
        c.send(.interruptionBegan, at: 100)
        c.send(.interruptionEnded, at: 200)
        c.advance(to: 300)
        #expect(c.take() == [
            S(0, .startTimer(.silence, after: 300)),
            S(300, .substituteSilence(true)), S(300, .restartEngine), S(300, stall("interruption")),
            S(300, .startTimer(.lost, after: 1_700)), S(300, .startTimer(.giveUp, after: 89_700)),
        ])
    }

    @Test("M2: not lost at 1999 ms; at exactly 2 s Connecting… and Disconnected; Connected when it comes back")
    func lostAt2s() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 0)
        c.advance(to: 1_999)
        #expect(!c.take().map(\.output).contains(.lost(true)))
        c.advance(to: 2_000)
        #expect(c.take() == [S(2_000, .lost(true)), S(2_000, .playDisconnected), S(2_000, lostEvent("mic"))])
        c.send(.micBack, at: 5_000)
        #expect(c.take() == [S(5_000, .substituteSilence(false)), S(5_000, .lost(false)), S(5_000, .playConnected),
                             S(5_000, .cancelTimer(.giveUp)), S(5_000, back("mic", 5_000))])
        #expect(c.pendingTimers == [])
    }

    @Test("M2: back at 1999 ms: never lost, no Connected")
    func backBefore2s() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 0)
        c.advance(to: 300)
        _ = c.take()
        c.send(.micBack, at: 1_999)
        #expect(c.take() == [S(1_999, .substituteSilence(false)), S(1_999, .cancelTimer(.lost)),
                             S(1_999, .cancelTimer(.giveUp)), S(1_999, back("mic", 1_999))])
    }

    @Test("M2: lost during a phone call or Siri: Connecting…, but no Disconnected (the audio is not the app's)")
    func lostDuringInterruption() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 0)
        c.send(.interruptionBegan, at: 1_000)
        c.advance(to: 2_000)
        #expect(c.take() == [
            S(0, .startTimer(.silence, after: 300)),
            S(300, .substituteSilence(true)), S(300, .restartEngine), S(300, stall("mic")),
            S(300, .startTimer(.lost, after: 1_700)), S(300, .startTimer(.giveUp, after: 19_700)),
            S(1_000, .startTimer(.giveUp, after: 89_000)),
            S(2_000, .lost(true)), S(2_000, lostEvent("interruption")),
        ])
    }

    @Test("M3: a microphone that stopped by itself: nothing at 19999 ms, the call ends as a drop at exactly 20 s")
    func giveUpAt20s() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 1_000)
        c.advance(to: 20_999)
        _ = c.take()
        c.advance(to: 21_000)
        #expect(c.take() == [S(21_000, gaveUp("mic", 20_000)), S(21_000, .giveUp)])
        #expect(c.pendingTimers == [])
        // The watchdog stops watching until the next call.
        c.send(.callEnded, at: 21_001)
        c.send(.micStalled, at: 21_002)
        #expect(c.take() == [])
    }

    @Test("M3: an interruption: nothing at 89999 ms, the call ends as a drop at exactly 90 s from the stall")
    func giveUpAt90s() {
        var c = WatchdogClock()
        c.send(.interruptionBegan, at: 0)
        c.send(.micStalled, at: 500)
        c.advance(to: 90_499)
        #expect(!c.take().map(\.output).contains(.giveUp))
        c.advance(to: 90_500)
        #expect(c.take() == [S(90_500, gaveUp("interruption", 90_000)), S(90_500, .giveUp)])
    }

    @Test("M3 (choice): an interruption that begins during a stall gives it 90 s from the start of the stall, even once it ended")
    func interruptionSwitchesBudget() {
        var c = WatchdogClock()
        c.send(.micStalled, at: 0)
        c.advance(to: 2_000)
        _ = c.take()
        c.send(.interruptionBegan, at: 19_999)
        c.send(.interruptionEnded, at: 25_000)
        #expect(c.take() == [S(19_999, .startTimer(.giveUp, after: 70_001))])
        c.advance(to: 89_999)
        #expect(c.take() == [])
        c.advance(to: 90_000)
        #expect(c.take() == [S(90_000, gaveUp("interruption", 90_000)), S(90_000, .giveUp)])
    }

    @Test("M3 (choice): an interruption in the first 300 ms: the 90 s budget starts with the stall's timers")
    func interruptionBefore300() {
        var w = MicWatchdog()
        _ = collect { w.reduce(.callStarted, now: .zero, into: &$0) }
        #expect(collect { w.reduce(.micStalled, now: .zero, into: &$0) } == [.startTimer(.silence, after: 300)])
        #expect(collect { w.reduce(.interruptionBegan, now: Instant(ms: 100), into: &$0) } == [])
        #expect(collect { w.reduce(.timerFired(.silence), now: Instant(ms: 300), into: &$0) } == [
            .substituteSilence(true), stall("interruption"),
            .startTimer(.lost, after: 1_700), .startTimer(.giveUp, after: 89_700),
        ])
    }

    @Test("M1-M3: the call ending cancels exactly the stall's running timers")
    func callEndedCancels() {
        var w = MicWatchdog()
        _ = collect { w.reduce(.callStarted, now: .zero, into: &$0) }
        _ = collect { w.reduce(.micStalled, now: .zero, into: &$0) }
        #expect(collect { w.reduce(.callEnded, now: Instant(ms: 100), into: &$0) } == [.cancelTimer(.silence)])
        _ = collect { w.reduce(.callStarted, now: Instant(ms: 200), into: &$0) }
        _ = collect { w.reduce(.micStalled, now: Instant(ms: 200), into: &$0) }
        _ = collect { w.reduce(.timerFired(.silence), now: Instant(ms: 500), into: &$0) }
        #expect(collect { w.reduce(.callEnded, now: Instant(ms: 600), into: &$0) } == [.cancelTimer(.lost), .cancelTimer(.giveUp)])
        _ = collect { w.reduce(.callStarted, now: Instant(ms: 700), into: &$0) }
        _ = collect { w.reduce(.micStalled, now: Instant(ms: 700), into: &$0) }
        _ = collect { w.reduce(.timerFired(.silence), now: Instant(ms: 1_000), into: &$0) }
        _ = collect { w.reduce(.timerFired(.lost), now: Instant(ms: 2_700), into: &$0) }
        #expect(collect { w.reduce(.callEnded, now: Instant(ms: 3_000), into: &$0) } == [.cancelTimer(.giveUp)])
        #expect(w.stall == nil && !w.inCall)
        // A new call over a stall whose call never ended: the old stall's timers go.
        _ = collect { w.reduce(.callStarted, now: Instant(ms: 4_000), into: &$0) }
        _ = collect { w.reduce(.micStalled, now: Instant(ms: 4_000), into: &$0) }
        #expect(collect { w.reduce(.callStarted, now: Instant(ms: 4_100), into: &$0) } == [.cancelTimer(.silence)])
        #expect(w.stall == nil && w.inCall)
    }

    @Test("L8, M1: outside a call the microphone is not watched; late timers do nothing")
    func outsideACall() {
        var c = WatchdogClock(inCall: false)
        c.send(.micStalled, at: 0)
        c.send(.micBack, at: 5_000)
        c.send(.callEnded, at: 6_000)
        #expect(c.take() == [])
        var w = MicWatchdog()
        for t in [MicWatchdog.Timer.silence, .lost, .giveUp] {
            #expect(collect { w.reduce(.timerFired(t), now: Instant(ms: 1), into: &$0) } == [])
        }
    }

    @Test("M1: a stall that begins during an interruption and clears before 300 ms: nothing")
    func interruptedShortStall() {
        var c = WatchdogClock()
        c.send(.interruptionBegan, at: 0)
        c.send(.micStalled, at: 0)
        c.send(.micBack, at: 299)
        c.send(.interruptionEnded, at: 400)
        #expect(c.take() == [S(0, .startTimer(.silence, after: 300)), S(299, .cancelTimer(.silence))])
    }

    @Test("M1: the documented example")
    func docExample() {
        var w = MicWatchdog()
        var out: [MicWatchdog.Output] = []
        w.reduce(.callStarted, now: .zero, into: &out)
        #expect(out == [])
        w.reduce(.micStalled, now: Instant(ms: 1_000), into: &out)
        #expect(out == [.startTimer(.silence, after: 300)])
        w.reduce(.timerFired(.silence), now: Instant(ms: 1_300), into: &out)
        #expect(out.count == 6 && out.first == .startTimer(.silence, after: 300))
    }
}
