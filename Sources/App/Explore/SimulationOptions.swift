/// How many random walks to take and how long (`--simulate N --seed S --walk-length L`), TLC's
/// simulation mode: depth where breadth-first runs out of memory.
public struct SimulationOptions: Hashable, Sendable {
    /// The walks to take (each from the start world).
    public var walks: Int
    /// The seed every walk's seed derives from (with the shard's index).
    public var seed: UInt64 = 0
    /// The most steps in one walk.
    public var walkLength = SimulationOptions.defaultWalkLength

    /// `walks` walks from `seed`, each at most `walkLength` steps.
    public init(walks: Int, seed: UInt64 = 0, walkLength: Int = SimulationOptions.defaultWalkLength) {
        self.walks = walks
        self.seed = seed
        self.walkLength = walkLength
    }

    /// 200 steps, about 60 of them clock steps: room for a retry to run to giving up (L5: 30 s)
    /// among the other events. Over the same number of steps, walks of 200 reached `gaveUp` in 5
    /// runs of 12, of 25 or 50 in 1, of 400 or 800 no more often (docs/EXPLORE.md).
    public static let defaultWalkLength = 200

    /// The most walks one run accepts.
    public static let walksLimit = 1_000_000_000

    /// The longest walk accepted: a walk is kept for shrinking, and each replay the shrinker
    /// tries is as long as what is left of it.
    public static let walkLengthLimit = 10_000
}
