import Testing
import Host
import Rig
@testable import Explore

/// The explorer's breadth-first queue: worlds come out in the order they went in, across chunks,
/// and emptied chunks are reused at the back.
@Suite("WorldQueue: first in, first out, across reused chunks")
struct WorldQueueTests {
    /// A world told apart by its clock.
    func world(_ n: Int) -> World {
        var w = World(config: WorldConfig())
        w.advance(by: Millis(n))
        return w
    }

    @Test("worlds come out in order across several chunks, with appends in between")
    func order() {
        let queue = WorldQueue()
        let total = 5_000   // more than two 2 MB chunks of ~1.3 KB worlds
        var next = 0
        var taken = 0
        while next < total {
            for _ in 0..<3 where next < total { queue.append(world(next)); next += 1 }
            if let (address, size) = queue.followingWorldBytes { #expect(size == MemoryLayout<World>.stride); _ = address }
            let w = queue.takeNext()
            #expect(w.now == Instant(ms: Millis(taken)))
            taken += 1
        }
        while queue.hasNext {
            #expect(queue.takeNext().now == Instant(ms: Millis(taken)))
            taken += 1
        }
        #expect(taken == total && queue.count == total && queue.taken == total)
        #expect(queue.followingWorldBytes == nil)
    }

    @Test("worlds never taken are released with the queue (a search that stopped early)")
    func untakenWorlds() {
        var queue: WorldQueue? = WorldQueue()
        for n in 0..<10 { queue?.append(world(n)) }
        _ = queue?.takeNext()
        queue = nil   // deinitializes the nine left; a leak or a double free would show under ASan
        #expect(queue == nil)
    }
}
