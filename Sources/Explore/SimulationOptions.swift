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

    /// 200 steps: about 60 of them clock steps, several minutes of virtual time, so a walk sees a
    /// retry through to giving up (30 s, SPEC L3) several times over, with room for the events
    /// around it; longer walks mostly repeat themselves (a walk of 400 reaches no reducer state
    /// more, over the same number of steps), shorter ones rarely reach `gaveUp`.
    public static let defaultWalkLength = 200

    /// The most walks one run accepts.
    public static let walksLimit = 1_000_000_000

    /// The longest walk accepted (a walk's trace is kept for shrinking).
    public static let walkLengthLimit = 100_000
}
