import Host
import CarApp
import Rig
import Drill
import Dispatch
import Synchronization

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
    /// (the tests' view of which states a run covered), and `onEnd` with the nodes and the
    /// roots' worlds the search ended with (what `Regenerator` rebuilds worlds from).
    static func explore(_ options: ExploreOptions, onNewState: ((UInt64) -> Void)?,
                        onEnd: ((_ nodes: [Node], _ roots: [World]) -> Void)? = nil) -> ExploreReport {
        var options = options
        if !options.keepTelemetry { options.config.app.telemetryLevel = .off }
        var nodes: [Node] = []
        /// The world of each root, by its node's `spine`: the only worlds the search keeps (the
        /// others are rebuilt from the nodes when expanded, `Regenerator`).
        let (roots, rootFailure) = Self.roots(options)
        defer { onEnd?(nodes, roots) }
        var coverage = ExploreCoverage()
        var report = ExploreReport()
        /// A round's parents are shared out in order among the expansions, and their successors
        /// merged back in that order. With several workers, each has `sharesPerWorker` of them
        /// on average, taken as it comes free (`concurrentPerform`), so a worker whose share
        /// branched less is not left waiting on the other. Each has roots of its own.
        let workers = max(1, options.workers)
        /// One partition for each worker, which inserts a round's keys of its own side by side.
        var visited = VisitedPartitions(count: workers)
        /// The keys `decide` inserts, one list a partition, and whether each successor of a
        /// round is new, in the merge's order (buffers kept from round to round).
        var candidates: [[Candidate]] = []
        var isNew: [Bool] = []

        /// With a spine, `around` steps bound the branches; events are not counted.
        let eventsBound = options.spine.isEmpty ? options.eventsBound : nil

        for (k, world) in roots.enumerated() {
            let fingerprint = world.state.fingerprint
            if visited.insert(key(fingerprint, events: 0, bound: eventsBound)) {
                onNewState?(fingerprint)
                nodes.append(Node(parent: -1, step: 0, events: 0, spine: UInt16(k)))
                coverage.note(world)
            }
        }
        if let (k, failure) = rootFailure {
            report.counterexample = Counterexample.rebuild(options: options, spinePrefix: k, steps: [], failure: failure)
            report.statesExplored = visited.stored
            return report
        }
        let expansions = (0..<(workers == 1 ? 1 : workers * Self.sharesPerWorker)).map { _ in Expansion.Box(roots: Self.roots(options).worlds) }
        let depthLimit = options.spine.isEmpty ? options.depth : options.around
        var depth = 0
        /// The deepest level a state was found at.
        var deepest = 0
        /// The next node to expand: the nodes are the queue, in the order found.
        var next = 0
        while next < nodes.count, depth < depthLimit {
            let levelEnd = nodes.count
            if report.shardSplitDepth == nil, options.shard.splits(levelOf: levelEnd - next) {
                report.shardSplitDepth = depth
                report.shardRoots.of = levelEnd - next
            }
            let splitting = depth == report.shardSplitDepth
            while next < levelEnd {
                if let limit = options.maxMemory, let resident = ResidentMemory.current, resident >= limit {
                    report.stoppedByMaxMemory = resident
                    return stopped(report, at: depth, deepest: deepest, coverage: coverage, states: nodes.count)
                }
                // A round: the next parents, shared out in order, expanded side by side.
                let round = next..<min(levelEnd, next + roundSize)
                for (w, box) in expansions.enumerated() {
                    box.expansion.parents = round.count * w / expansions.count + round.lowerBound..<round.count * (w + 1) / expansions.count + round.lowerBound
                }
                nodes.withUnsafeBufferPointer { nodes in
                    let level = Expansion.Level(depth: depth, nodes: nodes, alphabet: options.alphabet,
                                                eventsBound: eventsBound, splitting: splitting, shard: options.shard)
                    Self.run(expansions, workers: workers) { $0.expand(level) }
                }
                decide(expansions, candidates: &candidates, into: &isNew, visited: &visited)
                next = round.upperBound
                // The merge, in order: what one worker would have kept, in the order it would have.
                var g = 0
                for box in expansions {
                    let expansion = box.expansion   // read once: the successors are a reference
                    if splitting { report.shardRoots.owned += expansion.owned }
                    for successor in expansion.successors {
                        defer { g += 1 }
                        report.transitions += 1
                        coverage.noteTransition(kind: Int(successor.kind))
                        if successor.failed {
                            deepest = depth + 1
                            nodes.append(successor.node)
                            report.counterexample = rebuild(nodes: nodes, leaf: nodes.count - 1, options: options, failure: expansion.failure!)
                            return stopped(report, at: depth, deepest: deepest, coverage: coverage, states: nodes.count)
                        }
                        guard isNew[g] else { continue }   // kept already by `decide`
                        deepest = depth + 1
                        onNewState?(successor.fingerprint)
                        nodes.append(successor.node)
                        coverage.note(look: successor.look)
                        if nodes.count >= options.maxStates {
                            report.stoppedByMaxStates = true
                            return stopped(report, at: depth, deepest: deepest, coverage: coverage, states: nodes.count)
                        }
                    }
                }
            }
            depth += 1
        }
        report.statesExplored = nodes.count
        // A search run dry before the depth bound tried every trace within the bounds.
        report.depthReached = deepest
        report.depthFullyCovered = depth < depthLimit ? deepest : depth
        report.coverage = coverage
        return report
    }

    /// The roots' worlds: the start, then each prefix of `options.spine` that applies, up to one
    /// whose last step breaks a rule (its length, and what broke). Built afresh at each call, so
    /// each expansion can have worlds that share no object with another's (`Expansion.roots`).
    static func roots(_ options: ExploreOptions) -> (worlds: [World], failure: (prefix: Int, CrashReport)?) {
        var world = World(config: options.config)
        world.keepsHistory = false
        var worlds = [world]
        for (k, step) in options.spine.enumerated() {
            guard step.apply(to: &world) else { break }
            if let failure = world.record.failures.first { return (worlds, (k + 1, failure)) }
            worlds.append(world)
        }
        return (worlds, nil)
    }

    /// Runs `body` on every expansion: on this thread for one worker, else on `workers` threads
    /// side by side, each taking the next expansion not yet taken as it comes free.
    private static func run(_ expansions: [Expansion.Box], workers: Int, _ body: @Sendable (inout Expansion) -> Void) {
        if workers == 1 {
            for box in expansions { body(&box.expansion) }
            return
        }
        let next = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < expansions.count else { return }
                body(&expansions[i].expansion)
            }
        }
    }

    /// Which of a round's successors are new, into `isNew` (one flag a successor, in the merge's
    /// order): the keys are sorted out by partition, in order, and each partition of the visited
    /// set inserts its own on a thread of its own, so each partition sees its keys in the order
    /// one worker would. The slot of the key `lookahead` places on is prefetched, so a table past
    /// the caches costs its misses side by side, not one after another.
    private static func decide(_ expansions: [Expansion.Box], candidates: inout [[Candidate]], into isNew: inout [Bool],
                               visited: inout VisitedPartitions) {
        if candidates.count != visited.count { candidates = Array(repeating: [], count: visited.count) }
        for p in candidates.indices { candidates[p].removeAll(keepingCapacity: true) }
        var g: Int32 = 0
        for box in expansions {
            for successor in box.expansion.successors {
                if !successor.failed { candidates[visited.partition(of: successor.key)].append(Candidate(key: successor.key, index: g)) }
                g += 1
            }
        }
        if isNew.count < Int(g) { isNew = Array(repeating: false, count: Int(g)) }
        isNew.withUnsafeMutableBufferPointer { isNew in
            visited.withPartitions { parts in
                if parts.count == 1 {
                    candidates[0].withUnsafeBufferPointer { Lent(candidates: $0, isNew: isNew).decide(into: &parts[0]) }
                    return
                }
                let lent = LentPartitions(candidates: candidates, isNew: isNew, parts: parts)
                DispatchQueue.concurrentPerform(iterations: parts.count) { lent.decide(partition: $0) }
            }
        }
    }

    /// A successor's key for `decide`, with its place in the merge's order.
    struct Candidate {
        var key: UInt64
        var index: Int32
    }

    /// One partition's keys, in order, and the flags they set: what one thread of `decide` is
    /// lent (it writes only its partition and its own keys' flags).
    private struct Lent: @unchecked Sendable {
        let candidates: UnsafeBufferPointer<Candidate>
        let isNew: UnsafeMutableBufferPointer<Bool>

        /// Keys ahead of the one inserted whose slot is prefetched.
        static let lookahead = 16

        /// Inserts the keys, in order, into `part`.
        func decide(into part: inout FingerprintSet) {
            for n in candidates.indices {
                let ahead = n + Self.lookahead
                if ahead < candidates.count { part.prefetch(candidates[ahead].key) }
                isNew[Int(candidates[n].index)] = part.insert(candidates[n].key)
            }
        }
    }

    /// What `decide` lends its threads with several partitions: each takes its own.
    private struct LentPartitions: @unchecked Sendable {
        let candidates: [[Candidate]]
        let isNew: UnsafeMutableBufferPointer<Bool>
        let parts: UnsafeMutableBufferPointer<FingerprintSet>

        /// Partition `p`'s keys, inserted into a copy of it moved onto this thread's stack and
        /// moved back after: the partitions lie side by side, and a count two cores write on
        /// one cache line would bounce between them at every new state.
        func decide(partition p: Int) {
            let slot = parts.baseAddress! + p
            var part = slot.move()
            candidates[p].withUnsafeBufferPointer { Lent(candidates: $0, isNew: isNew).decide(into: &part) }
            slot.initialize(to: part)
        }
    }

    /// Expansions a round has for each worker, with more than one (`explore`): small enough
    /// shares that the last to finish keeps the other cores waiting only briefly (with 16, two
    /// workers kept 1.91 of the 2 cores busy at 4 M states; 1.87 with 4). Each share starts
    /// its regenerator's path afresh, a few steps at most.
    static let sharesPerWorker = 16

    /// Parents a round expands, shared out among the workers; the resident memory is sampled
    /// once a round (`ExploreOptions.memoryCheckInterval`).
    static let roundSize = ExploreOptions.memoryCheckInterval

    /// What the visited set keeps for a state with `events` on its path: the fingerprint, or
    /// with an events `bound`, the fingerprint salted with the count.
    @inline(__always)
    static func key(_ fingerprint: UInt64, events: Int, bound: Int?) -> UInt64 {
        bound == nil ? fingerprint : fingerprint ^ eventsSalt(events)
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
