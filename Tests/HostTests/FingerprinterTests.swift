import Testing
import Host

/// The explorer's fingerprint: fixed (no per-process seed, unlike `Hasher`), well mixed (the
/// collision chance it prints, n²/2⁶⁵, assumes so), and fed by structure (counts and tags).
@Suite("Fingerprinter: a fixed, well-mixed 64-bit fingerprint")
struct FingerprinterTests {
    func fingerprint(_ feed: (inout Fingerprinter) -> Void) -> UInt64 {
        var f = Fingerprinter()
        feed(&f)
        return f.value
    }

    /// SplitMix64 (STYLE.md: seeded, never random), for sample inputs.
    struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
    }

    /// The values were worked out apart from this code (the four lanes, the folded multiply and
    /// murmur3's fmix64 written out again by hand, in Python's big integers), so a change of the
    /// mixing or of the byte order shows here.
    @Test("the same input gives the same value in every process (pinned: no random seed)")
    func pinned() {
        #expect(fingerprint { _ in } == 0x279a_1b0f_eef8_b0d7)
        #expect(fingerprint { $0.combine(UInt64(1)); $0.combine(UInt64(2)); $0.combine(UInt64(3)) } == 0x2aed_35fa_bf43_1079)
        #expect(fingerprint { $0.combine("Continue conversation") } == 0x02cc_6c63_cd4e_82bb)
    }

    @Test("1 and 2 differ in about half the bits")
    func oneAndTwo() {
        let a = fingerprint { $0.combine(1) }
        let b = fingerprint { $0.combine(2) }
        #expect((a ^ b).nonzeroBitCount >= 20)
    }

    @Test("avalanche: flipping any one input bit flips about half the output bits, each about half the time")
    func avalanche() {
        var random = SplitMix64(state: 42)
        var flips = [Int](repeating: 0, count: 64)
        let samples = 200
        var total = 0
        for _ in 0..<samples {
            let (x, y) = (random.next(), random.next())
            let base = fingerprint { $0.combine(x); $0.combine(y) }
            for bit in 0..<64 {
                let changed = fingerprint { $0.combine(x ^ 1 << UInt64(bit)); $0.combine(y) } ^ base
                total += changed.nonzeroBitCount
                for out in 0..<64 where changed >> UInt64(out) & 1 == 1 { flips[out] += 1 }
            }
        }
        let mean = Double(total) / Double(samples * 64)
        #expect(abs(mean - 32) < 0.5, "mean bits flipped \(mean)")
        let trials = Double(samples * 64)
        #expect(flips.allSatisfy { abs(Double($0) / trials - 0.5) < 0.03 }, "\(flips)")
    }

    /// 2¹⁶ inputs of each family; in 24 bits a random function collides about n²/2m = 128
    /// times (standard deviation ≈ 11), so a weak mix of structured input shows as far more.
    static let families: [(String, @Sendable (Int, inout Fingerprinter) -> Void)] = [
        ("two small numbers", { i, f in f.combine(i >> 8); f.combine(i & 0xff) }),
        ("sixteen flags", { i, f in for bit in 0..<16 { f.combine(i >> bit & 1 == 1) } }),
        ("a number in a string", { i, f in f.combine("call \(i)") }),
    ]

    @Test("structured inputs collide in 24 bits as often as random ones (birthday count)", arguments: families.indices)
    func birthday(_ family: Int) {
        let (name, feed) = Self.families[family]
        var low = Set<UInt64>()
        var high = Set<UInt64>()
        for i in 0..<(1 << 16) {
            let value = fingerprint { feed(i, &$0) }
            low.insert(value & 0xff_ffff)
            high.insert(value >> 40)
        }
        for (half, distinct) in [("low", low.count), ("high", high.count)] {
            let collisions = (1 << 16) - distinct
            #expect((70...190).contains(collisions), "\(name), \(half) 24 bits: \(collisions) collisions")
        }
    }

    @Test("structure counts: an array's count and an optional's tag keep shifted contents apart")
    func structure() {
        #expect(fingerprint { $0.combine([1, 2]); $0.combine([Int]()) } != fingerprint { $0.combine([1]); $0.combine([2]) })
        #expect(fingerprint { $0.combine(Int?.none) } != fingerprint { $0.combine(Int?.some(0)) })
        #expect(fingerprint { $0.combine("ab"); $0.combine("c") } != fingerprint { $0.combine("a"); $0.combine("bc") })
        #expect(fingerprint { $0.combine(String?.none) } != fingerprint { $0.combine(String?.some("")) })
        #expect(fingerprint { $0.combine(false) } != fingerprint { $0.combine(true) })
    }

    @Test("strings by their UTF-8 bytes, eight at a time and the tail: every byte counts")
    func strings() {
        let text = "Working on it… and more words than sixteen bytes"
        var seen: Set<UInt64> = [fingerprint { $0.combine(text) }]
        let bytes = Array(text.utf8)
        for i in bytes.indices {
            var changed = bytes
            changed[i] ^= 0x01
            seen.insert(fingerprint { $0.combine(String(decoding: changed, as: UTF8.self)) })
        }
        #expect(seen.count == bytes.count + 1)
        #expect(fingerprint { $0.combine("") } != fingerprint { _ in })
    }

    @Test("instants feed the time since them, so the same gap later fingerprints alike")
    func instants() {
        let early = fingerprint { $0.combine(Instant(ms: 100), relativeTo: Instant(ms: 400)) }
        let late = fingerprint { $0.combine(Instant(ms: 3_600_100), relativeTo: Instant(ms: 3_600_400)) }
        #expect(early == late)
        #expect(early != fingerprint { $0.combine(Instant(ms: 100), relativeTo: Instant(ms: 500)) })
        #expect(early != fingerprint { $0.combine(nil, relativeTo: Instant(ms: 400)) })
    }
}
