import Host
import Rig

/// How far and how wide to explore.
public struct ExploreOptions: Sendable {
    /// The longest trace tried (steps from the start).
    public var depth = 8
    /// Stop after this many distinct states.
    public var maxStates = 2_000_000
    /// The world every trace starts from (navigator, profile, Realtime mode…). Exploration sets
    /// its `Call telemetry` to `off` unless `keepTelemetry` is true: no crash rule or invariant
    /// reads telemetry, and leaving it out keeps every explored world small.
    public var config = WorldConfig()
    /// Explore with call telemetry on (slower; the batches' timers become part of the state).
    public var keepTelemetry = false
    /// The events tried from each state.
    public var alphabet = Alphabet()
    /// Steps to replay before exploring (a drill as the spine; `--around`). Exploration then
    /// branches up to `around` extra events off each prefix of the spine.
    public var spine: [ExploreStep] = []
    /// With a spine: the extra events tried around each of its steps.
    public var around = 2
    /// The share of the run to explore (`--shard I/N`): the whole by default (`Shard`).
    public var shard = Shard.whole

    public init() {}

    /// The largest `maxStates` accepted (bounded memory: 128 bytes a state at most).
    public static let maxStatesLimit = 50_000_000
}
