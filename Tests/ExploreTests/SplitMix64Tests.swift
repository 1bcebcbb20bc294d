import Drill
import Testing
import Explore

/// The seeded generator: SplitMix64's published sequence, and choices in range.
@Suite("SplitMix64: the reference sequence, choices in range")
struct SplitMix64Tests {
    @Test("seed 0 gives SplitMix64's reference numbers (Vigna's splitmix64.c)")
    func referenceSequence() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("index(below:) stays in range and reaches every index")
    func indexInRange() {
        var generator = SplitMix64(seed: 42)
        var seen = Set<Int>()
        for _ in 0..<1_000 {
            let i = generator.index(below: 7)
            #expect((0..<7).contains(i))
            seen.insert(i)
        }
        #expect(seen.count == 7)
    }
}
