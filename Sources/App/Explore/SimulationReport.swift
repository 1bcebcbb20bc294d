import Drill

/// What a simulation (`Simulator`) found and how far it went.
public struct SimulationReport: Sendable, ExplorationResult {
    /// The walk that reached a violation, before shrinking.
    public struct Found: Hashable, Sendable {
        /// Which walk (from 1, in this shard).
        public var walk: Int
        /// That walk's own seed (derived from the run's seed and the shard).
        public var seed: UInt64
        /// Its steps up to the violation.
        public var steps: Int
        /// The traces the shrinker replayed to shorten it.
        public var replays: Int
        /// The steps it was shrunk to (the counterexample's, as the walks take them).
        public var shrunk: [ExploreStep]
    }

    /// The first violation, shrunk to a short trace that still reaches it.
    public var counterexample: Counterexample?
    /// Where it was found, before shrinking.
    public var found: Found?
    /// Walks taken (the one that found a violation included).
    public var walks = 0
    /// Steps taken over all walks.
    public var steps = 0
    /// Which states of each reducer and which transitions the walks reached (a value not
    /// reached may still be reachable: walks sample, they do not cover).
    public var coverage = ExploreCoverage()

    /// An empty report: no walk taken yet.
    public init() {}

    /// `200 walks (40000 steps)`.
    public var searched: String { "\(walks) walks (\(steps) steps)" }
}
