import Testing
import Host
import CarApp
import TestSupport

private func event(_ n: Int) -> TelemetryEvent { TelemetryEvent("state.change", ["n": "\(n)"]) }

/// A batcher and its one flush timer on a virtual clock; every batch sent is kept with its time.
private struct BatcherClock {
    var batcher: TelemetryBatcher
    var timerDeadline: Millis?
    var sent: [(at: Millis, batch: [TelemetryEvent])] = []

    init(_ batcher: TelemetryBatcher = TelemetryBatcher()) { self.batcher = batcher }

    mutating func send(_ e: TelemetryBatcher.Event, at t: Millis) {
        advance(to: t)
        apply(collect { batcher.reduce(e, now: Instant(ms: t), into: &$0) }, at: t)
    }

    mutating func advance(to t: Millis) {
        if let d = timerDeadline, d <= t {
            timerDeadline = nil
            apply(collect { batcher.reduce(.timerFired, now: Instant(ms: d), into: &$0) }, at: d)
        }
    }

    private mutating func apply(_ outputs: [TelemetryBatcher.Output], at t: Millis) {
        for o in outputs {
            switch o {
            case .send(let b): sent.append((t, b))
            case .startTimer(let after): timerDeadline = t + after
            case .cancelTimer: timerDeadline = nil
            }
        }
    }
}

@Suite("TelemetryBatcher: within 15 s, 40 at once, at a call's end and in the background (Y2-Y5)")
struct TelemetryBatcherTests {
    @Test("Y2: the first event starts the 15 s timer; the next ones wait quietly")
    func firstEventStartsTimer() {
        var b = TelemetryBatcher()
        #expect(collect { b.reduce(.record(event(1)), now: .zero, into: &$0) } == [.startTimer(after: 15_000)])
        #expect(collect { b.reduce(.record(event(2)), now: Instant(ms: 10), into: &$0) } == [])
        #expect(b.waiting == [event(1), event(2)])
    }

    @Test("Y2: nothing at 14999 ms, the batch at exactly 15 s after the first event; the next event starts a new 15 s")
    func flushAt15s() {
        var c = BatcherClock()
        c.send(.record(event(1)), at: 1_000)
        c.send(.record(event(2)), at: 9_000)
        c.advance(to: 15_999)
        #expect(c.sent.isEmpty)
        c.advance(to: 16_000)
        #expect(c.sent.map(\.at) == [16_000])
        #expect(c.sent.map(\.batch) == [[event(1), event(2)]])
        c.send(.record(event(3)), at: 20_000)
        c.advance(to: 35_000)
        #expect(c.sent.map(\.at) == [16_000, 35_000])
        #expect(c.sent.last?.batch == [event(3)])
    }

    @Test("Y2: the 39th event does not send; the 40th sends the batch of 40 at once and cancels the timer")
    func fortiethSends() {
        var b = TelemetryBatcher()
        #expect(collect { b.reduce(.record(event(1)), now: .zero, into: &$0) } == [.startTimer(after: 15_000)])
        for n in 2...39 {
            #expect(collect { b.reduce(.record(event(n)), now: Instant(ms: Int64(n)), into: &$0) } == [])
        }
        #expect(b.waiting.count == 39)
        #expect(collect { b.reduce(.record(event(40)), now: Instant(ms: 40), into: &$0) } == [.send((1...40).map(event)), .cancelTimer])
        #expect(b.waiting == [])
        // The 41st starts a new batch and its own 15 s.
        #expect(collect { b.reduce(.record(event(41)), now: Instant(ms: 41), into: &$0) } == [.startTimer(after: 15_000)])
    }

    @Test("Y2: a call's end sends what waits, its end event included")
    func callEndFlushes() {
        var b = TelemetryBatcher()
        _ = collect { b.reduce(.record(event(1)), now: .zero, into: &$0) }
        let end = TelemetryEvent("call.end", ["reason": "user", "duration_ms": "5000"])
        #expect(collect { b.reduce(.record(end), now: Instant(ms: 5_000), into: &$0) } == [])
        #expect(collect { b.reduce(.callEnded, now: Instant(ms: 5_000), into: &$0) } == [.send([event(1), end]), .cancelTimer])
        #expect(collect { b.reduce(.callEnded, now: Instant(ms: 5_001), into: &$0) } == [])
    }

    @Test("Y2: going to the background sends what waits; nothing waits, nothing is sent")
    func backgroundFlushes() {
        var b = TelemetryBatcher()
        #expect(collect { b.reduce(.appBackgrounded, now: .zero, into: &$0) } == [])
        _ = collect { b.reduce(.record(event(1)), now: Instant(ms: 1), into: &$0) }
        #expect(collect { b.reduce(.appBackgrounded, now: Instant(ms: 2), into: &$0) } == [.send([event(1)]), .cancelTimer])
        #expect(collect { b.reduce(.timerFired, now: Instant(ms: 15_001), into: &$0) } == [])
    }

    @Test("Y4: a call the app died in gets its end on the next launch, reason abandoned, sent at once")
    func abandonedOnRelaunch() {
        var b = TelemetryBatcher()
        #expect(collect { b.reduce(.relaunched(previousCallDiedIn: 7), now: .zero, into: &$0) }
                == [.send([TelemetryEvent("call.end", ["reason": "abandoned", "call": "7"])])])
        #expect(collect { b.reduce(.relaunched(previousCallDiedIn: nil), now: Instant(ms: 1), into: &$0) } == [])
    }

    @Test("Y4 (choice): events waiting when the app died are gone on relaunch, and their timer with them")
    func relaunchDropsWaiting() {
        var b = TelemetryBatcher()
        _ = collect { b.reduce(.record(event(1)), now: .zero, into: &$0) }
        #expect(collect { b.reduce(.relaunched(previousCallDiedIn: 3), now: Instant(ms: 100), into: &$0) }
                == [.cancelTimer, .send([TelemetryEvent("call.end", ["reason": "abandoned", "call": "3"])])])
        #expect(b.waiting == [])
    }

    @Test("Y3: a transcript line is logged by its length, never its words")
    func transcriptByLength() {
        let e = TelemetryBatcher.transcriptLine("Turn left at the café")
        #expect(e == TelemetryEvent("transcript.line", ["length": "21"]))
        #expect(!e.description.contains("Turn"))
        #expect(TelemetryBatcher.transcriptLine("") == TelemetryEvent("transcript.line", ["length": "0"]))
    }

    @Test("Y5: taps and retries outside a call lose their call id; inside a call, and other events, keep it")
    func callIDOutsideACall() {
        let tap = TelemetryEvent("car.tap", ["title": "New conversation", "call": "2"])
        let retry = TelemetryEvent("retry.scheduled", ["n": "1", "call": "2"])
        let state = TelemetryEvent("call.state", ["state": "Listening", "call": "2"])
        #expect(TelemetryBatcher.withoutCallID(tap, inCall: false) == TelemetryEvent("car.tap", ["title": "New conversation"]))
        #expect(TelemetryBatcher.withoutCallID(retry, inCall: false) == TelemetryEvent("retry.scheduled", ["n": "1"]))
        #expect(TelemetryBatcher.withoutCallID(state, inCall: false) == state)
        #expect(TelemetryBatcher.withoutCallID(tap, inCall: true) == tap)
        #expect(TelemetryBatcher.withoutCallID(retry, inCall: true) == retry)
        #expect(TelemetryBatcher.isTapOrRetry(TelemetryEvent("phone.tap")))
        #expect(TelemetryBatcher.isTapOrRetry(TelemetryEvent("retry.gave_up")))
        #expect(!TelemetryBatcher.isTapOrRetry(TelemetryEvent("call.retrying_tile")))
    }

    @Test("Y5: the level is `Call telemetry`, debug by default; debug sends debug. events")
    func defaultLevelDebug() {
        #expect(TelemetryBatcher.settingName == "Call telemetry")
        var b = TelemetryBatcher()
        #expect(b.level == .debug)
        _ = collect { b.reduce(.record(TelemetryEvent("debug.buffer_stats")), now: .zero, into: &$0) }
        #expect(collect { b.reduce(.callEnded, now: Instant(ms: 1), into: &$0) } == [.send([TelemetryEvent("debug.buffer_stats")]), .cancelTimer])
    }

    @Test("Y5: at info, events named debug.… are dropped; the rest batch as usual")
    func infoDropsDebug() {
        var b = TelemetryBatcher(level: .info)
        #expect(collect { b.reduce(.record(TelemetryEvent("debug.buffer_stats")), now: .zero, into: &$0) } == [])
        #expect(b.waiting == [])
        #expect(collect { b.reduce(.record(event(1)), now: Instant(ms: 1), into: &$0) } == [.startTimer(after: 15_000)])
        #expect(collect { b.reduce(.record(TelemetryEvent("debugger.attached")), now: Instant(ms: 2), into: &$0) } == [])
        #expect(collect { b.reduce(.appBackgrounded, now: Instant(ms: 3), into: &$0) } == [.send([event(1), TelemetryEvent("debugger.attached")]), .cancelTimer])
    }

    @Test("Y5: at off nothing is sent: not events, not 40 of them, not the abandoned end (Y4)")
    func offSendsNothing() {
        var b = TelemetryBatcher(level: .off)
        for n in 1...40 {
            #expect(collect { b.reduce(.record(event(n)), now: Instant(ms: Int64(n)), into: &$0) } == [])
        }
        #expect(collect { b.reduce(.callEnded, now: Instant(ms: 50), into: &$0) } == [])
        #expect(collect { b.reduce(.relaunched(previousCallDiedIn: 1), now: Instant(ms: 60), into: &$0) } == [])
    }

    @Test("Y5: switched to off with events waiting: the flush drops them instead of sending")
    func switchedOffDropsWaiting() {
        var b = TelemetryBatcher()
        _ = collect { b.reduce(.record(event(1)), now: .zero, into: &$0) }
        b.level = .off
        #expect(collect { b.reduce(.appBackgrounded, now: Instant(ms: 1), into: &$0) } == [.cancelTimer])
        #expect(b.waiting == [])
    }

    @Test("Y1, Y2: every recorded event goes out once, in order, fields intact, across batches")
    func everyEventOnceInOrder() {
        var c = BatcherClock()
        let events = (1...95).map { TelemetryEvent("speech.start", ["n": "\($0)", "call": "4"]) }
        for (i, e) in events.enumerated() { c.send(.record(e), at: Millis(i) * 100) }
        c.send(.callEnded, at: 20_000)
        #expect(c.sent.map(\.batch.count) == [40, 40, 15])
        #expect(c.sent.flatMap(\.batch) == events)
        #expect(c.timerDeadline == nil)
    }

    @Test("Y2: the documented example")
    func docExample() {
        var b = TelemetryBatcher()
        var out: [TelemetryBatcher.Output] = []
        b.reduce(.record(TelemetryEvent("call.start")), now: .zero, into: &out)
        #expect(out == [.startTimer(after: 15_000)])
        b.reduce(.appBackgrounded, now: Instant(ms: 10), into: &out)
        #expect(out == [.startTimer(after: 15_000), .send([TelemetryEvent("call.start")]), .cancelTimer])
        #expect(TelemetryBatcher.transcriptLine("Turn left").description == "transcript.line length=9")
        #expect(TelemetryBatcher.withoutCallID(TelemetryEvent("car.tap", ["title": "New conversation", "call": "2"]), inCall: false).description
                == "car.tap title=New conversation")
    }
}
