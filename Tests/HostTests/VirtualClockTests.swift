import Testing
import Host

/// The virtual clock (DESIGN.md, Reducers; STYLE.md, a synchronous virtual clock): timers in
/// deadline order, ties by rank, then in the order started; compared and fingerprinted by time
/// left, so clocks that differ only in `now` are one state.
@Suite("VirtualClock: deadline order, ties by rank then insertion; compared by time left")
struct VirtualClockTests {
    /// Timers for the tests: `late` fires after the others due at the same instant.
    enum Tick: ClockTimer, Fingerprintable {
        case a, b, c(Int), late

        var rank: Int { self == .late ? 1 : 0 }

        func fingerprint(into f: inout Fingerprinter) {
            switch self {
            case .a: f.combine(tag: 0, of: 4)
            case .b: f.combine(tag: 1, of: 4)
            case .c(let n): f.combine(tag: 2, of: 4); f.combine(n)
            case .late: f.combine(tag: 3, of: 4)
            }
        }
    }

    func clock(now: Millis = 0, _ timers: [(Tick, Millis)]) -> VirtualClock<Tick> {
        var clock = VirtualClock<Tick>()
        clock.now = Instant(ms: now)
        for (timer, deadline) in timers { clock.start(timer, at: Instant(ms: deadline)) }
        return clock
    }

    @Test("the doc's example: a timer started for 300 ms is due 300 ms later")
    func example() {
        var clock = VirtualClock<Tick>()
        clock.start(.a, at: clock.now + 300)
        #expect(clock.popDue(notAfter: clock.now + 299) == nil)
        clock.now = clock.now + 300
        #expect(clock.popDue(notAfter: clock.now)?.timer == .a)
    }

    @Test("timers fire in deadline order, ties in the order they were started")
    func order() {
        var q = clock([(.c(1), 500), (.b, 200), (.c(2), 500), (.a, 100)])
        #expect(q.nextDeadline == Instant(ms: 100))
        var fired: [Tick] = []
        while let e = q.popDue(notAfter: Instant(ms: 1_000)) { fired.append(e.timer) }
        #expect(fired == [.a, .b, .c(1), .c(2)])
        #expect(q.nextDeadline == nil)
    }

    @Test("at the same instant a lower rank fires first, whenever it was started")
    func rank() {
        let q = clock([(.late, 100), (.a, 100), (.late, 50), (.b, 100), (.c(1), 150)])
        #expect(q.entries.map(\.timer) == [.late, .a, .b, .late, .c(1)])
    }

    @Test("popDue gives only what is due by the limit; each entry keeps when it was started")
    func popDue() {
        var q = clock(now: 20, [(.b, 200), (.c(1), 300)])
        #expect(q.popDue(notAfter: Instant(ms: 199)) == nil)
        #expect(q.popDue(notAfter: Instant(ms: 250)) == VirtualClock.Entry(deadline: Instant(ms: 200), timer: .b, startedAt: Instant(ms: 20)))
        #expect(q.popDue(notAfter: Instant(ms: 250)) == nil)
        #expect(q.entries.map(\.timer) == [.c(1)])
    }

    @Test("restart runs a timer once, at the new deadline; start may run it twice")
    func restart() {
        var q = clock([(.c(1), 500), (.c(2), 600)])
        q.restart(.c(1), at: Instant(ms: 900))
        #expect(q.entries.map(\.timer) == [.c(2), .c(1)])
        #expect(q.entries.map(\.deadline) == [Instant(ms: 600), Instant(ms: 900)])
        let twice = clock([(.b, 100), (.b, 200)])
        #expect(twice.entries.count == 2)
    }

    @Test("cancel takes every entry of the timer; cancelling one not running changes nothing")
    func cancel() {
        var q = clock([(.b, 100), (.c(1), 150), (.b, 200)])
        q.cancel(.b)
        #expect(q.entries.map(\.timer) == [.c(1)])
        #expect(q.isRunning(.c(1)) && !q.isRunning(.b))
        let before = q
        q.cancel(.c(2))
        #expect(q == before)
    }

    @Test("cancelAll takes every timer it picks and leaves the rest in order")
    func cancelAll() {
        var q = clock([(.c(1), 100), (.a, 150), (.c(2), 200), (.b, 250)])
        q.cancelAll { if case .c = $0 { true } else { false } }
        #expect(q.entries.map(\.timer) == [.a, .b])
    }

    @Test("the same timers with the same time left are equal and fingerprint alike at any clock; when started does not count")
    func relativeToNow() {
        let early = clock(now: 0, [(.b, 100), (.c(1), 300)])
        var late = VirtualClock<Tick>()
        late.now = Instant(ms: 3_600_000)
        late.start(.c(2), at: Instant(ms: 3_600_050))
        late.cancel(.c(2))
        late.start(.b, at: Instant(ms: 3_600_100))
        late.start(.c(1), at: Instant(ms: 3_600_300))
        #expect(early == late)
        #expect(early.fingerprintValue == late.fingerprintValue)
        #expect(early.hashValue == late.hashValue)
    }

    @Test("another time left, another timer or another order is another clock")
    func differences() {
        let base = clock([(.b, 100), (.c(1), 300)])
        for other in [clock([(.b, 101), (.c(1), 300)]),
                      clock([(.b, 100), (.c(2), 300)]),
                      clock([(.b, 100)]),
                      clock(now: 50, [(.b, 100), (.c(1), 300)])] {
            #expect(other != base)
            #expect(other.fingerprintValue != base.fingerprintValue)
        }
        // Ties: the order started is the order they fire in, so it counts.
        #expect(clock([(.b, 100), (.c(1), 100)]).fingerprintValue != clock([(.c(1), 100), (.b, 100)]).fingerprintValue)
    }
}
