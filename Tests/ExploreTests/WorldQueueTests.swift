import Testing
import Dispatch
import Host
import Rig
@testable import Explore

/// The explorer's breadth-first queue: worlds come out in the order they went in, across chunks;
/// a slot reserved and not committed is handed out again; worlds left in it are released.
@Suite("WorldQueue: first in, first out, built in place, across reused chunks")
struct WorldQueueTests {
    /// A world told apart by its clock.
    func world(_ n: Int) -> World {
        var w = World(config: WorldConfig())
        w.advance(by: Millis(n))
        return w
    }

    @Test("worlds come out in order across several chunks, with worlds built in place in between")
    func order() {
        let queue = WorldQueue()
        let total = 5_000   // more than two 2 MB chunks of ~1.1 KB worlds
        var next = 0
        var taken = 0
        while next < total {
            for _ in 0..<3 where next < total {
                if next.isMultiple(of: 2) {
                    queue.append(world(next))
                } else {
                    queue.reserve().initialize(to: world(next))   // as the explorer builds a successor
                    queue.commit()
                }
                next += 1
            }
            if queue.count > taken + 1 { #expect(queue.slot(at: taken + 1).pointee.now == Instant(ms: Millis(taken + 1))) }
            #expect(queue.next.move().now == Instant(ms: Millis(taken)))
            queue.finishNext()
            taken += 1
        }
        while queue.hasNext {
            #expect(queue.next.move().now == Instant(ms: Millis(taken)))
            queue.finishNext()
            taken += 1
        }
        #expect(taken == total && queue.count == total && queue.taken == total)
    }

    @Test("a round handed out at once (next(at:)) and finished at once frees its chunks for reuse")
    func roundAtOnce() {
        let queue = WorldQueue()
        let total = 5_000   // more than two chunks, so finishing crosses chunk boundaries
        for i in 0..<total { queue.append(world(i)) }
        for round in stride(from: 0, to: total, by: 1_500) {
            let end = min(total, round + 1_500)
            let slots = (round..<end).map { queue.slot(at: $0) }
            for (i, slot) in slots.enumerated() { #expect(slot.move().now == Instant(ms: Millis(round + i))) }
            queue.finish(slots.count)
            #expect(queue.taken == end)
            // Worlds appended now reuse the freed chunks and keep their order.
            if end < total { queue.append(world(total + round)) }
        }
        var tail: [Millis] = []
        while queue.hasNext { tail.append(queue.next.move().now.ms); queue.finishNext() }
        #expect(tail == [5_000, 6_500, 8_000])
    }

    @Test("slots taken at once (extend) and filled from two threads read back in order, across chunks")
    func extendAndFillSideBySide() {
        let queue = WorldQueue()
        queue.append(world(0))
        let first = queue.extend(by: 4_000)   // past one 2 MB chunk
        #expect(first == 1 && queue.count == 4_001)
        let worlds = (first..<first + 4_000).map { world($0) }
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for i in stride(from: first + half, to: first + 4_000, by: 2) {
                queue.slot(at: i).initialize(to: worlds[i - first])
            }
        }
        var read: [Millis] = []
        while queue.hasNext { read.append(queue.next.move().now.ms); queue.finishNext() }
        #expect(read == (0...4_000).map { Millis($0) })
    }

    @Test("a reserved slot that is not committed is the next one handed out (a duplicate successor)")
    func uncommittedSlot() {
        let queue = WorldQueue()
        queue.append(world(1))
        let slot = queue.reserve()
        slot.initialize(to: world(2))
        slot.deinitialize(count: 1)   // seen before: not kept
        #expect(queue.reserve() == slot && queue.count == 1)
        queue.reserve().initialize(to: world(3))
        queue.commit()
        #expect(queue.next.pointee.now == Instant(ms: 1))
        queue.next.deinitialize(count: 1)
        queue.finishNext()
        #expect(queue.next.pointee.now == Instant(ms: 3))
    }

    @Test("worlds never taken are released with the queue (a search that stopped early)")
    func untakenWorlds() {
        var queue: WorldQueue? = WorldQueue()
        for n in 0..<10 { queue?.append(world(n)) }
        queue?.next.deinitialize(count: 1)
        queue?.finishNext()
        queue = nil   // deinitializes the nine left; a leak or a double free would show under ASan
        #expect(queue == nil)
    }
}
