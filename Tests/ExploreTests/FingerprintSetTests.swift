import Testing
import Explore

/// The explorer's visited set: 64-bit fingerprints, open addressing, 0 as the empty mark.
@Suite("FingerprintSet: the visited set of fingerprints")
struct FingerprintSetTests {
    @Test("insert says whether the fingerprint is new; contains finds what was inserted")
    func insertAndContains() {
        var set = FingerprintSet()
        #expect(set.isEmpty)
        let inserted = [set.insert(42), set.insert(42), set.insert(43)]
        #expect(inserted == [true, false, true])
        #expect(set.contains(42))
        #expect(set.contains(43))
        #expect(!set.contains(44))
        #expect(set.count == 2)
    }

    @Test("0, the empty mark, is a fingerprint like any other")
    func zero() {
        var set = FingerprintSet()
        #expect(!set.contains(0))
        let first = set.insert(0)
        #expect(first)
        #expect(set.contains(0))
        let again = set.insert(0)
        #expect(!again)
        #expect(set.count == 1)
    }

    @Test("it grows past its load factor and keeps every fingerprint, colliding slots included")
    func growth() {
        var set = FingerprintSet(minimumCapacity: 4)
        let start = set.slotCount
        // Multiples of the capacity land in the same slot: linear probing must walk on.
        let values = (1...10_000).map { UInt64($0) &* UInt64(start) } + (1...10_000).map { UInt64($0) &* 0x9e37_79b9_7f4a_7c15 }
        let new = values.map { set.insert($0) }
        #expect(new.allSatisfy { $0 })
        #expect(set.count == values.count)
        #expect(set.slotCount > start)
        #expect(set.slotCount.nonzeroBitCount == 1)
        #expect(Double(set.count) <= Double(set.slotCount) * FingerprintSet.maxLoadFactor)
        #expect(values.allSatisfy { set.contains($0) })
        let again = values.map { set.insert($0) }
        #expect(!again.contains(true))
        #expect(!set.contains(UInt64(start) &* 10_001))
    }

    @Test("the capacity asked for is a power of two at or above it, within the load factor")
    func minimumCapacity() {
        let set = FingerprintSet(minimumCapacity: 1_000)
        #expect(set.slotCount.nonzeroBitCount == 1)
        #expect(Double(set.slotCount) * FingerprintSet.maxLoadFactor >= 1_000)
    }
}
