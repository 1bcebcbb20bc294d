import Drill
import Testing
@testable import Explore

/// The visited set cut by the fingerprint's high bits, one partition a worker (`--workers`).
@Suite("VisitedPartitions: one visited set in partitions a worker each can insert into")
struct VisitedPartitionsTests {
    @Test("a key always falls in the same partition, within the count, and the partitions share the keys evenly", arguments: [1, 2, 3, 7])
    func spread(_ count: Int) {
        let visited = VisitedPartitions(count: count)
        var generator = SplitMix64(seed: 7)
        var sizes = Array(repeating: 0, count: count)
        for _ in 0..<70_000 {
            let key = generator.next()
            let p = visited.partition(of: key)
            #expect(p == visited.partition(of: key) && (0..<count).contains(p))
            sizes[p] += 1
        }
        #expect(sizes.allSatisfy { abs($0 - 70_000 / count) < 70_000 / count / 20 }, "\(sizes)")
    }

    @Test("a key is new once, whichever way it is inserted, and the count is every partition's")
    func insertOnce() {
        var visited = VisitedPartitions(count: 3)
        let keys: [UInt64] = [0, 1, 0x8000_0000_0000_0000, 0xffff_ffff_ffff_ffff, 42]
        #expect(keys.map { visited.insert($0) } == [true, true, true, true, true])
        let partitions = keys.map { visited.partition(of: $0) }
        let again = visited.withPartitions { parts in zip(keys, partitions).map { parts[$1].insert($0) } }
        #expect(again == [false, false, false, false, false])
        #expect(visited.stored == keys.count)
    }
}
