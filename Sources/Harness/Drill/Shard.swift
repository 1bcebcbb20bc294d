/// One of N deterministic shares of an exploration (`--shard I/N`), so that a CI matrix spreads
/// one run over N jobs (swarm verification: the CI runner is the distributed engine).
///
/// Exhaustive: every shard explores the first levels whole, up to the first level holding at
/// least `rootsPerShard × N` worlds; there each world goes to one shard by its fingerprint, and
/// a shard expands only its own. A state's shortest trace passes through one world of that
/// level, so the N shards together reach exactly the states one run reaches (to the same depth),
/// each at its own shortest depth. Simulation: shard I runs its walks with seeds derived from
/// (seed, I), so N shards are N independent swarms.
///
/// ```swift
/// let shard = Shard(parsing: "2/4")!   // index 2, count 4
/// shard.owns(fingerprint)              // true for about a quarter of the fingerprints
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which share, from 1.
    public let index: Int
    /// How many shares.
    public let count: Int

    /// Share `index` (1…`count`) of `count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N`, as `--shard` takes it: nil unless 1 ≤ I ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The whole exploration: one shard of one.
    public static let whole = Shard(index: 1, count: 1)!

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// True when this shard expands the world with `fingerprint` at the split level. The
    /// fingerprint is mixed once more, so the shares do not follow its low bits (the visited
    /// set's slots).
    public func owns(_ fingerprint: UInt64) -> Bool {
        SplitMix64.mix(fingerprint) % UInt64(count) == UInt64(index - 1)
    }

    /// The worlds a shard should own at the split level, on average: enough that the shards'
    /// shares of the levels below come out near even, few enough that the level is shallow
    /// (every shard explores the levels before it whole).
    public static let rootsPerShard = 64

    /// True when a level of `width` worlds is wide enough to split among the shards (never for
    /// the whole exploration).
    public func splits(levelOf width: Int) -> Bool {
        count > 1 && width >= Self.rootsPerShard * count
    }

    /// The seed of this shard's walks, derived from (`seed`, `index`) alone: shard I runs the
    /// same walks whatever N is (the whole run is shard 1), and more shards add swarms.
    public func seed(from seed: UInt64) -> UInt64 {
        SplitMix64.mix(seed ^ SplitMix64.mix(UInt64(index)))
    }
}
