import Host
import CarApp
import Rig
import CPrefetch

/// Breadth-first exploration of event interleavings over whole worlds, with a visited set of
/// 64-bit state fingerprints (`FingerprintSet`, as TLC stores them), so the first violation
/// found has a shortest trace.
///
/// ```swift
/// var options = ExploreOptions()
/// options.config.navigator = "naive"
/// let report = Explorer.explore(options)
/// report.counterexample?.summary   // "Reaches crash H2: plug → tap \"Continue conversation\""
/// ```
public enum Explorer {
    /// A discovered state: its parent, the index of the step (in the parent's alphabet) that
    /// reached it, and the environment events on its path (with an events bound). Eight bytes;
    /// the path is rebuilt by replaying from the start.
    struct Node {
        var parent: Int32
        var step: UInt8
        var events: UInt8
        var spine: UInt16
    }

    /// Explores from `options.config` (and each prefix of `options.spine`); with
    /// `options.shard`, only that shard's share below the split level (`Shard`).
    public static func explore(_ options: ExploreOptions) -> ExploreReport {
        explore(options, onNewState: nil)
    }

    /// `explore(_:)`, calling `onNewState` with the fingerprint of each distinct state stored
    /// (the tests' view of which states a run covered).
    static func explore(_ options: ExploreOptions, onNewState: ((UInt64) -> Void)?) -> ExploreReport {
        var options = options
        if !options.keepTelemetry { options.config.app.telemetryLevel = .off }
        var base = World(config: options.config)
        base.keepsHistory = false
        var nodes: [Node] = []
        var visited = FingerprintSet()
        var coverage = ExploreCoverage()
        /// Worlds to expand; a world's index in the queue is its node's index (both in the order found).
        let queue = WorldQueue()
        var report = ExploreReport()
        /// Lent to every transition, so the effects of an event need no allocation of their own.
        var buffers = EventBuffers()
        /// Where the last level's successors are built (they are checked and counted, not kept).
        let scratch = UnsafeMutablePointer<World>.allocate(capacity: 1)
        defer { scratch.deallocate() }

        /// With a spine, `around` steps bound the branches; events are not counted.
        let eventsBound = options.spine.isEmpty ? options.eventsBound : nil
        /// What the visited set keeps for a state with `events` on its path.
        func key(_ fingerprint: UInt64, events: Int) -> UInt64 {
            eventsBound == nil ? fingerprint : fingerprint ^ Self.eventsSalt(events)
        }

        // The roots: the start, and (with a spine) every prefix of it.
        var spineWorld = base
        for k in 0...options.spine.count {
            if k > 0 {
                guard options.spine[k - 1].apply(to: &spineWorld) else { break }
                if let failure = spineWorld.record.failures.first {
                    report.counterexample = Counterexample.rebuild(options: options, spinePrefix: k, steps: [], failure: failure)
                    report.statesExplored = visited.count
                    return report
                }
            }
            let fingerprint = spineWorld.state.fingerprint
            if visited.insert(key(fingerprint, events: 0)) {
                onNewState?(fingerprint)
                nodes.append(Node(parent: -1, step: 0, events: 0, spine: UInt16(k)))
                queue.append(spineWorld)
                coverage.note(spineWorld)
            }
        }
        /// The steps from the world being expanded (one buffer for all of them).
        var steps: [ExploreStep] = []
        let depthLimit = options.spine.isEmpty ? options.depth : options.around
        var depth = 0
        /// The deepest level a state was found at.
        var deepest = 0
        while queue.hasNext, depth < depthLimit {
            // The last level's worlds are never expanded: check them, count them, keep none.
            let lastLevel = depth + 1 == depthLimit
            let levelEnd = queue.count
            if report.shardSplitDepth == nil, options.shard.splits(levelOf: levelEnd - queue.taken) {
                report.shardSplitDepth = depth
                report.shardRoots.of = levelEnd - queue.taken
            }
            let splitting = depth == report.shardSplitDepth
            while queue.taken < levelEnd {
                let node = queue.taken
                if let limit = options.maxMemory, node % ExploreOptions.memoryCheckInterval == 0,
                   let resident = ResidentMemory.current, resident >= limit {
                    // Stopped before this world is expanded: the queue frees it with the rest.
                    report.stoppedByMaxMemory = resident
                    return stopped(report, at: depth, deepest: deepest, coverage: coverage, states: visited.count)
                }
                let parent = queue.next   // expanded in place; it goes once expanded
                // At the split level a shard expands only the worlds it owns (`Shard`).
                if splitting {
                    guard options.shard.owns(Self.fingerprint(of: &parent.pointee)) else {
                        parent.deinitialize(count: 1)
                        queue.finishNext()
                        continue
                    }
                    report.shardRoots.owned += 1
                }
                // The next parent was written a whole level ago: bring it into the cache while
                // this one is expanded.
                if let (address, count) = queue.followingWorldBytes { headunit_prefetch(address, count) }
                Self.steps(from: &parent.pointee, alphabet: options.alphabet, into: &steps)
                let eventsUsed = Int(nodes[node].events)
                // With every event of the bound used, only clock steps are left: they come last.
                let tried = eventsBound.map { eventsUsed >= $0 } == true
                    ? (steps.firstIndex { !$0.isEvent } ?? steps.count)..<steps.count : steps.indices
                /// The successor by step `i`, built in `child` (read in place: a read through a
                /// pointer would copy the world): checked and counted.
                func check(_ child: inout World, _ i: Int, _ step: ExploreStep) -> Verdict {
                    guard step.apply(to: &child, lending: &buffers) else { return .refused }
                    report.transitions += 1
                    coverage.noteTransition(step)
                    let events = eventsUsed + (step.isEvent ? 1 : 0)
                    let found = Node(parent: Int32(node), step: UInt8(i), events: UInt8(events), spine: nodes[node].spine)
                    if let failure = child.record.failures.first {
                        deepest = depth + 1
                        nodes.append(found)
                        report.counterexample = rebuild(nodes: nodes, leaf: nodes.count - 1, options: options, failure: failure)
                        return .stop
                    }
                    let fingerprint = child.state.fingerprint
                    guard visited.insert(key(fingerprint, events: events)) else { return .seen }
                    onNewState?(fingerprint)
                    deepest = depth + 1
                    nodes.append(found)
                    coverage.note(child)
                    if visited.count >= options.maxStates {
                        report.stoppedByMaxStates = true
                        return .stop
                    }
                    return .new
                }
                if tried.isEmpty { parent.deinitialize(count: 1) }
                for i in tried {
                    // A successor is built where it is kept: the queue's next free slot (the
                    // last level keeps none: a scratch slot). The last step takes the parent
                    // itself, moved: no copy, and the parent is gone once expanded.
                    let child = lastLevel ? scratch : queue.reserve()
                    let isLast = i == steps.count - 1
                    if isLast {
                        child.moveInitialize(from: parent, count: 1)
                    } else {
                        child.initialize(from: parent, count: 1)   // a copy straight from the parent's slot
                    }
                    let verdict = check(&child.pointee, i, steps[i])
                    if verdict == .new, !lastLevel { queue.commit() } else { child.deinitialize(count: 1) }
                    if verdict == .stop {
                        if !isLast { parent.deinitialize(count: 1) }
                        queue.finishNext()
                        return stopped(report, at: depth, deepest: deepest, coverage: coverage, states: visited.count)
                    }
                }
                queue.finishNext()
            }
            depth += 1
        }
        report.statesExplored = visited.count
        // A queue run dry before the depth bound tried every trace within the bounds.
        report.depthReached = deepest
        report.depthFullyCovered = depth < depthLimit ? deepest : depth
        report.coverage = coverage
        return report
    }

    /// The alphabet's steps from `world`, read in place (through a pointer's `pointee` the
    /// world would be copied).
    private static func steps(from world: inout World, alphabet: Alphabet, into steps: inout [ExploreStep]) {
        alphabet.steps(from: world, into: &steps)
        precondition(steps.count <= 256, "a node records its step's index in one byte")
    }

    /// What a state's fingerprint is combined with for the number of events on its path (with
    /// an events bound): one well-mixed 64-bit value per count (SplitMix64's finalizer), so the
    /// same state with another count is another key, as likely to collide as any two states.
    @inline(__always)
    static func eventsSalt(_ events: Int) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: events) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The fingerprint of a world in place (through a pointer's `pointee` it would be copied).
    private static func fingerprint(of world: inout World) -> UInt64 {
        world.state.fingerprint
    }

    /// What became of one successor.
    enum Verdict {
        /// The step does not apply (a tap on words the car does not show).
        case refused
        /// A state already visited.
        case seen
        /// A new state, to be kept.
        case new
        /// The search stops here: a violation, or `--max-states` reached.
        case stop
    }

    /// `report` for a search stopped at `depth`'s level (a violation, `--max-states` or
    /// `--max-memory`).
    private static func stopped(_ report: ExploreReport, at depth: Int, deepest: Int, coverage: ExploreCoverage, states: Int) -> ExploreReport {
        var report = report
        report.statesExplored = states
        report.depthReached = deepest
        report.depthFullyCovered = depth
        report.coverage = coverage
        return report
    }

    /// The steps from the root to `leaf`, replayed with full history into a counterexample.
    static func rebuild(nodes: [Node], leaf: Int, options: ExploreOptions, failure: CrashReport) -> Counterexample {
        var indices: [UInt8] = []
        var n = leaf
        while nodes[n].parent >= 0 {
            indices.append(nodes[n].step)
            n = Int(nodes[n].parent)
        }
        let spinePrefix = Int(nodes[n].spine)
        var world = World(config: options.config)
        world.keepsHistory = false
        for step in options.spine.prefix(spinePrefix) { _ = step.apply(to: &world) }
        var steps: [ExploreStep] = []
        for index in indices.reversed() {
            let step = options.alphabet.steps(from: world)[Int(index)]
            steps.append(step)
            _ = step.apply(to: &world)
        }
        return Counterexample.rebuild(options: options, spinePrefix: spinePrefix, steps: steps, failure: failure)
    }
}
