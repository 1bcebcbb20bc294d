import Testing
import Host
import CarApp
import Rig

/// The world's timers (DESIGN.md, Reducers; STYLE.md, a synchronous virtual clock): in deadline
/// order, ties in the order started; compared and fingerprinted by time left, so queues that
/// differ only in `now` are one state.
@Suite("TimerQueue: deadline order, ties by insertion; compared by time left")
struct TimerQueueTests {
    func queue(now: Millis = 0, _ timers: [(WorldTimer, Millis)]) -> TimerQueue {
        var q = TimerQueue()
        q.now = Instant(ms: now)
        for (timer, deadline) in timers { q.start(timer, at: Instant(ms: deadline)) }
        return q
    }

    @Test("timers fire in deadline order, ties in the order they were started")
    func order() {
        var q = queue([(.app(.retry), 500), (.engine, 200), (.app(.handover), 500), (.secretReady(attempt: 1), 100)])
        #expect(q.nextDeadline == Instant(ms: 100))
        var fired: [WorldTimer] = []
        while let e = q.popDue(notAfter: Instant(ms: 1_000)) { fired.append(e.timer) }
        #expect(fired == [.secretReady(attempt: 1), .engine, .app(.retry), .app(.handover)])
        #expect(q.nextDeadline == nil)
    }

    @Test("popDue gives only what is due by the limit")
    func popDue() {
        var q = queue([(.engine, 200), (.app(.retry), 300)])
        #expect(q.popDue(notAfter: Instant(ms: 199)) == nil)
        #expect(q.popDue(notAfter: Instant(ms: 250))?.timer == .engine)
        #expect(q.popDue(notAfter: Instant(ms: 250)) == nil)
        #expect(q.entries.map(\.timer) == [.app(.retry)])
    }

    @Test("an app timer started again restarts (one entry, the new deadline); the world's own timers may run twice")
    func restart() {
        let q = queue([(.app(.retry), 500), (.app(.handover), 600), (.app(.retry), 900)])
        #expect(q.entries.map(\.timer) == [.app(.handover), .app(.retry)])
        #expect(q.entries.map(\.deadline) == [Instant(ms: 600), Instant(ms: 900)])
        let engine = queue([(.engine, 100), (.engine, 200)])
        #expect(engine.entries.count == 2)
    }

    @Test("cancel takes every entry of the timer; cancelling one not running changes nothing")
    func cancel() {
        var q = queue([(.engine, 100), (.app(.retry), 150), (.engine, 200)])
        q.cancel(.engine)
        #expect(q.entries.map(\.timer) == [.app(.retry)])
        #expect(q.isRunning(.app(.retry)) && !q.isRunning(.engine))
        let before = q
        q.cancel(.app(.handover))
        #expect(q == before)
    }

    @Test("the same timers with the same time left are equal and fingerprint alike at any clock; when started and the sequence do not count")
    func relativeToNow() {
        let early = queue(now: 0, [(.engine, 100), (.app(.retry), 300)])
        var late = TimerQueue()
        late.now = Instant(ms: 3_600_000)
        late.start(.app(.handover), at: Instant(ms: 3_600_050))   // started and cancelled: the sequence moves on
        late.cancel(.app(.handover))
        late.start(.engine, at: Instant(ms: 3_600_100))
        late.start(.app(.retry), at: Instant(ms: 3_600_300))
        #expect(early == late)
        #expect(early.fingerprintValue == late.fingerprintValue)
        #expect(early.hashValue == late.hashValue)
    }

    @Test("another time left, another timer or another order is another queue")
    func differences() {
        let base = queue([(.engine, 100), (.app(.retry), 300)])
        for other in [queue([(.engine, 101), (.app(.retry), 300)]),
                      queue([(.engine, 100), (.app(.retryWindow), 300)]),
                      queue([(.engine, 100)]),
                      queue(now: 50, [(.engine, 100), (.app(.retry), 300)])] {
            #expect(other != base)
            #expect(other.fingerprintValue != base.fingerprintValue)
        }
        // Ties: the order started is the order they fire in, so it counts.
        #expect(queue([(.engine, 100), (.app(.retry), 100)]).fingerprintValue != queue([(.app(.retry), 100), (.engine, 100)]).fingerprintValue)
    }
}
