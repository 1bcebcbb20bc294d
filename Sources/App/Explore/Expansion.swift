import Drill
import Host
import CarApp
import Rig

/// One share of a round of the breadth-first search (`--workers`): a run of parents, in the
/// order found, each rebuilt from the nodes (`Regenerator`) and expanded into its successors in
/// the order the alphabet gives, each with its fingerprint, its visited-set key and what the
/// coverage notes of it. Nothing here writes what the search shares (the visited set, the
/// nodes): the decide and the merge do that, one share's successors after another's, so the
/// states kept, their nodes and the first violation are the ones a single worker finds, with
/// any number of workers (`Explorer`).
///
/// A struct, so a round makes one exclusive access to it (`Expansion.Box`), not one for each
/// successor as a class's properties would.
///
/// ```swift
/// box.expansion.parents = 4096..<4608            // node indices, at one level
/// box.expansion.expand(level)                    // on any thread
/// for s in box.expansion.successors { … }        // then, in order, on the merging thread
/// ```
struct Expansion {
    /// One share's expansion, handed to whichever worker thread takes it.
    final class Box: @unchecked Sendable {
        // @unchecked Sendable: during a round only its own worker touches a box; between
        // rounds only the merging thread does.
        var expansion: Expansion

        /// A share that rebuilds its worlds from `roots`, its own (`Expansion.roots`).
        init(roots: [World]) {
            expansion = Expansion(roots: roots)
        }
    }

    /// A successor: the node it would be, and what the merge needs to keep it or not.
    struct Successor {
        /// What the visited set keeps for it (the fingerprint, salted with its events).
        var key: UInt64
        /// `WorldState.fingerprint`.
        var fingerprint: UInt64
        var node: Explorer.Node
        /// Its step's kind (`ExploreCoverage.kindIndex`).
        var kind: UInt8
        /// Its values, packed (`ExploreCoverage.look(of:)`).
        var look: UInt16
        /// True for the violation the expansion stopped at (`Expansion.failure`).
        var failed: Bool
    }

    /// What one level asks of every expansion in it.
    struct Level: @unchecked Sendable {
        // @unchecked Sendable: `nodes` is the nodes' buffer, lent, read only while the workers run.

        /// The parents' breadth-first level.
        var depth: Int
        /// Every node so far, in the order found: what the parents are rebuilt from.
        var nodes: UnsafeBufferPointer<Explorer.Node>
        var alphabet: Alphabet
        /// With an events bound, the events a trace may hold.
        var eventsBound: Int?
        /// The shard's split level: a parent the shard does not own is dropped unexpanded.
        var splitting: Bool
        var shard: Shard
    }

    /// The roots' worlds this share rebuilds its parents from: built for it alone
    /// (`Explorer.roots`), so that no object its worlds hold (a configuration's box, a template)
    /// is shared with another share's worlds. Copying a world retains every object it holds; an
    /// object two workers' worlds held would have its count's cache line bounce between their
    /// cores at every copy (at 4 M states and two workers, the shared roots' objects cost about a
    /// tenth of the run).
    private let roots: [World]
    /// The parents to expand this round: node indices, in order.
    var parents = 0..<0
    /// Their successors, in order (after `expand`).
    private(set) var successors: [Successor] = []
    /// The violation the expansion stopped at: the parents after it are dropped unexpanded,
    /// since the merge stops there.
    private(set) var failure: CrashReport?
    /// True once `failure` is set (tested for every parent: cheaper than the optional).
    private var failed = false
    /// The parents this shard owns, at the split level.
    private(set) var owned = 0

    /// Rebuilds each parent's world; its path is kept from round to round.
    private var regenerator = Regenerator()
    /// Lent to every transition, so the effects of an event need no allocation of their own.
    private var buffers = EventBuffers()
    /// The steps from the parent being expanded.
    private var steps: [ExploreStep] = []

    private init(roots: [World]) {
        self.roots = roots
    }

    /// Expands `parents` into `successors`.
    mutating func expand(_ level: Level) {
        let source = Regenerator.Source(nodes: level.nodes, roots: roots, alphabet: level.alphabet)
        successors.removeAll(keepingCapacity: true)
        failure = nil
        failed = false
        owned = 0
        for index in parents where !failed {
            var world = regenerator.take(index, level: level.depth, from: source, lending: &buffers)
            // At the split level a shard expands only the worlds it owns (`Shard`).
            if level.splitting {
                guard level.shard.owns(world.state.fingerprint) else { continue }
                owned += 1
            }
            expand(&world, node: level.nodes[index], index: index, level)
        }
    }

    /// One parent's successors. The last step takes the parent itself: no copy.
    private mutating func expand(_ parent: inout World, node: Explorer.Node, index: Int, _ level: Level) {
        level.alphabet.steps(from: parent, into: &steps)
        precondition(steps.count <= 256, "a node records its step's index in one byte")
        let eventsUsed = Int(node.events)
        // With every event of the bound used, only clock steps are left: they come last.
        let tried = level.eventsBound.map { eventsUsed >= $0 } == true
            ? (steps.firstIndex { !$0.isEvent } ?? steps.count)..<steps.count : steps.indices
        for i in tried {
            let step = steps[i]
            let events = eventsUsed + (step.isEvent ? 1 : 0)
            let child = Explorer.Node(parent: Int32(index), step: UInt8(i), events: UInt8(events), spine: node.spine)
            if i == steps.count - 1 {
                check(&parent, step, child, level)
            } else {
                var world = parent
                check(&world, step, child, level)
            }
            if failed { return }
        }
    }

    /// Applies `step` to `child` and notes the successor.
    private mutating func check(_ child: inout World, _ step: ExploreStep, _ node: Explorer.Node, _ level: Level) {
        guard step.apply(to: &child, lending: &buffers) else { return }
        var successor = Successor(key: 0, fingerprint: 0, node: node, kind: UInt8(ExploreCoverage.kindIndex(of: step)), look: 0, failed: false)
        if let failure = child.record.failures.first {
            self.failure = failure
            failed = true
            successor.failed = true
            successors.append(successor)
            return
        }
        successor.fingerprint = child.state.fingerprint
        successor.key = Explorer.key(successor.fingerprint, events: Int(node.events), bound: level.eventsBound)
        successor.look = ExploreCoverage.look(of: child)
        successors.append(successor)
    }
}
