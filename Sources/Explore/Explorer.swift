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
    /// A discovered state: its parent and the index of the step (in the parent's alphabet) that
    /// reached it. Eight bytes; the path is rebuilt by replaying from the start.
    struct Node {
        var parent: Int32
        var step: UInt16
        var spine: UInt16
    }

    /// Explores from `options.config` (and each prefix of `options.spine`).
    public static func explore(_ options: ExploreOptions) -> ExploreReport {
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
            if visited.insert(spineWorld.state.fingerprint) {
                nodes.append(Node(parent: -1, step: 0, spine: UInt16(k)))
                queue.append(spineWorld)
                coverage.note(spineWorld)
            }
        }
        let depthLimit = options.spine.isEmpty ? options.depth : options.around
        var depth = 0
        while queue.hasNext, depth < depthLimit {
            // The last level's worlds are never expanded: check them, count them, keep none.
            let lastLevel = depth + 1 == depthLimit
            let levelEnd = queue.count
            while queue.taken < levelEnd {
                let node = queue.taken
                let world = queue.takeNext()   // a parent's world goes once it has been expanded
                // The next parent was written a whole level ago: bring it into the cache while
                // this one is expanded.
                if let (address, count) = queue.nextWorldBytes { headunit_prefetch(address, count) }
                let steps = options.alphabet.steps(from: world)
                /// One successor: checked, counted, and kept if new. True when the search stops.
                func visit(_ w: consuming World, _ i: Int) -> Bool {
                    let step = steps[i]
                    guard step.apply(to: &w, lending: &buffers) else { return false }
                    report.transitions += 1
                    coverage.noteTransition(step)
                    if let failure = w.record.failures.first {
                        nodes.append(Node(parent: Int32(node), step: UInt16(i), spine: nodes[node].spine))
                        report.counterexample = rebuild(nodes: nodes, leaf: nodes.count - 1, options: options, failure: failure)
                        report.statesExplored = visited.count
                        report.depthReached = depth + 1
                        report.depthFullyCovered = depth
                        report.coverage = coverage
                        return true
                    }
                    guard visited.insert(w.state.fingerprint) else { return false }
                    nodes.append(Node(parent: Int32(node), step: UInt16(i), spine: nodes[node].spine))
                    coverage.note(w)
                    if !lastLevel { queue.append(w) }
                    if visited.count >= options.maxStates {
                        report.stoppedByMaxStates = true
                        report.statesExplored = visited.count
                        report.depthReached = depth + 1
                        report.depthFullyCovered = depth
                        report.coverage = coverage
                        return true
                    }
                    return false
                }
                guard !steps.isEmpty else { continue }
                for i in 0..<steps.count - 1 where visit(world, i) { return report }
                // The last step takes the parent's world itself: one copy fewer per expansion.
                if visit(consume world, steps.count - 1) { return report }
            }
            depth += 1
        }
        report.statesExplored = visited.count
        report.depthReached = depth
        report.depthFullyCovered = depth
        report.coverage = coverage
        return report
    }

    /// The steps from the root to `leaf`, replayed with full history into a counterexample.
    static func rebuild(nodes: [Node], leaf: Int, options: ExploreOptions, failure: CrashReport) -> Counterexample {
        var indices: [UInt16] = []
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
