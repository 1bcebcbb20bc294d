#if canImport(Glibc)
import Glibc
#endif
import Drill
import Host
import Rig

/// How far and how wide to explore.
public struct ExploreOptions: Sendable {
    /// The longest trace tried (steps from the start, clock steps included). With `events` set
    /// it is a second bound.
    public var depth = 8
    /// The most environment events a trace holds: every `ExploreStep.stimulus` counts, clock
    /// steps do not (SPIN's bound). A state is kept once per number of events used, as SPIN keeps
    /// its event counter in the state vector: met again with more events left, it is another
    /// state and is expanded again (what it can still reach depends on what is left). Nil:
    /// `depth` alone bounds traces.
    ///
    /// `depth` stays a bound beside it: clock steps alone never end here. With a call up the
    /// pings (L3) start a timer every 5 s for ever, and a state counts the time since its
    /// instants (the tap, the last activation…), so every ping of a quiet call is a new state.
    public var events: Int?
    /// Stop after this many distinct states.
    public var maxStates = 2_000_000
    /// Stop once the process holds this many bytes resident, all-in (`ResidentMemory.current`,
    /// sampled every `memoryCheckInterval` expansions); nil: no memory bound.
    public var maxMemory: Int?
    /// The world every trace starts from (navigator, profile, Realtime mode…). Exploration sets
    /// its `Call telemetry` to `off` unless `keepTelemetry` is true: no crash rule or invariant
    /// reads telemetry, and leaving it out keeps every explored world small.
    public var config = WorldConfig()
    /// Explore with call telemetry on (slower; the batches' timers become part of the state).
    public var keepTelemetry = false
    /// The events tried from each state.
    public var alphabet = Alphabet()
    /// Steps to replay before exploring (a drill as the spine; `--around`). Exploration then
    /// branches up to `around` extra steps off each prefix of the spine (`events` and `depth`
    /// do not apply).
    public var spine: [ExploreStep] = []
    /// With a spine: the extra steps (events and clock steps) tried around each of its steps.
    public var around = 2
    /// The share of the run to explore (`--shard I/N`): the whole by default (`Shard`).
    public var shard = Shard.whole
    /// Threads expanding each round of worlds side by side (`--workers N`): every core by
    /// default. The states, their shortest traces and the counterexample are the same for any
    /// number: the successors are merged in the order one worker finds them (`Expansion`).
    public var workers = ExploreOptions.cores

    /// The defaults: depth 8, no events bound, the default world, every core, no spine.
    public init() {}

    /// The most workers accepted.
    public static let workersLimit = 256
    /// The cores this process may run on (at least 1).
    public static var cores: Int {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 1
        #endif
    }

    /// The largest `maxStates` accepted (bounded memory: a node and a visited-set slot, about
    /// 40 bytes a state all-in, so 8 GB at most; a node numbers its parent in 32 bits).
    public static let maxStatesLimit = 200_000_000
    /// Expansions between two samples of the resident memory (`maxMemory`), a round's parents
    /// (`Explorer`): a read of `/proc/self/statm` costs a few microseconds, about what one
    /// expansion does, so a sample every 16384 costs under a ten-thousandth of the search; the
    /// bound can be passed by what 16384 expansions add (under a megabyte), and by a table that
    /// doubles in between. Rounds this long leave two workers waiting on each other's last share
    /// less often than rounds of 4096 (`perf stat` at 4 M states: 1.93 of 2 cores busy, 1.91
    /// with 4096).
    public static let memoryCheckInterval = 16384

    /// The events bound of a run that names none (`headunit explore`): the fewest that reach every
    /// reducer state the alphabet can reach (the car's Speaking takes five: plug, tap, `realtime
    /// up`, reply start, reply audio); `ExploreCoverage.unreachable` says why each of the rest
    /// cannot be.
    public static let defaultEvents = 5
    /// The depth beside an events bound when none is given: the shortest trace to Retry's
    /// `gaveUp` (plug, tap, then eight clock steps: two animations, the attempt's 15 s give-up
    /// (L2), an animation and a cue, the retry after 2 s (L4), an animation, the window's close
    /// at 30 s (L5)).
    public static let defaultDepthWithEvents = 10

    /// The bounds a run asks for (`--events`, `--depth`): neither, `defaultEvents` events within
    /// `defaultDepthWithEvents` steps; a depth alone, steps alone (the bound before events were
    /// counted, and its figures); events alone, within `defaultDepthWithEvents` steps; both, both.
    public mutating func bound(events: Int?, depth: Int?) {
        self.events = events ?? (depth == nil ? Self.defaultEvents : nil)
        self.depth = depth ?? (self.events == nil ? self.depth : Self.defaultDepthWithEvents)
    }

    /// The events bound that can bind: none when `depth` steps hold no more than `events`
    /// events anyway, and the search is then the one by depth alone (the same states).
    var eventsBound: Int? {
        guard let events, events < depth else { return nil }
        return events
    }
}
