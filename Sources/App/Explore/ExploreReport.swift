import Foundation
import Drill

/// What an exploration found and how far it went.
public struct ExploreReport: Sendable, ExplorationResult {
    /// The shortest trace to a crash or a broken invariant, if one was found.
    public var counterexample: Counterexample?
    /// Distinct states stored.
    public var statesExplored = 0
    /// Steps tried (edges).
    public var transitions = 0
    /// The deepest level reached.
    public var depthReached = 0
    /// Every trace of this length or shorter was tried.
    public var depthFullyCovered = 0
    /// True when `--max-states` stopped the search.
    public var stoppedByMaxStates = false
    /// True when `--max-memory` stopped the search: the resident memory it saw then.
    public var stoppedByMaxMemory: Int?
    /// Which states of each reducer and which transitions were reached.
    public var coverage = ExploreCoverage()
    /// With `--shard I/N`: the depth whose worlds were split among the shards (nil when the
    /// search ended before a level was wide enough, so this shard explored the whole).
    public var shardSplitDepth: Int?
    /// The worlds at the split depth, and how many of them were this shard's to expand.
    public var shardRoots = (owned: 0, of: 0)

    /// An empty report: nothing explored yet.
    public init() {}

    /// `14145 states`.
    public var searched: String { "\(statesExplored) states" }

    /// Bytes a stored state costs: its 8-byte fingerprint in the visited set, over the set's
    /// load factor at its fullest (`FingerprintSet`), and its 8-byte parent record (`Node`).
    public static let bytesPerState = Double(FingerprintSet.bytesPerSlot) / FingerprintSet.maxLoadFactor
        + Double(MemoryLayout<Explorer.Node>.stride)

    /// The chance that two of `n` distinct states share a 64-bit fingerprint (so one is never
    /// explored): about n² / 2⁶⁵, for fingerprints as well mixed as `Fingerprinter`'s.
    public static func collisionProbability(states n: Int) -> Double {
        Double(n) * Double(n) / pow(2.0, 65.0)
    }
}
