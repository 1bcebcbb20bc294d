/// SplitMix64 (Steele, Lea and Flood, 2014): the seeded generator of everything random the
/// explorer does (STYLE.md, "Seeded and counted, never random"). The same seed gives the same
/// numbers on every machine and every Swift version, which `Int.random(in:using:)` does not
/// promise: choices go through `index(below:)`, written here.
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let i = generator.index(below: 10)   // the same on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state: the seed, advanced by the golden gamma once a number.
    public private(set) var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.gamma
        return Self.mix(state)
    }

    /// A number in `0..<count` (`count` ≥ 1), from the high half of a full-width product
    /// (Lemire's multiply-shift: no division, a bias below 2⁻⁵⁰ for the explorer's few choices).
    public mutating func index(below count: Int) -> Int {
        precondition(count > 0, "a choice among no items")
        return Int(truncatingIfNeeded: UInt64(count).multipliedFullWidth(by: next()).high)
    }

    /// SplitMix64's finalizer: 64 bits mixed so that each input bit flips about half the output
    /// bits. Also how seeds are derived from one another (a shard's, a walk's).
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The golden-ratio increment (2⁶⁴ / φ, odd).
    static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15
}
