import Host
import CarApp
import Rig
import CPrefetch

/// One share of a round of the breadth-first search (`--workers`): a run of parents, in the
/// order found, expanded into their successors in the order the alphabet gives, each with its
/// fingerprint, its visited-set key and what the coverage notes of it. With several workers
/// nothing here writes what the search shares (the visited set, the nodes, the queue): the
/// merge does that, one share's successors after another's, then each share moves its new
/// worlds into the slots the merge gave them (`place`), so the states kept, their nodes and
/// the first violation are the ones a single worker finds (`Explorer`). With one worker the
/// share decides itself (`Visited.owned`).
///
/// A struct, so a round makes one exclusive access to it (`Expansion.Box`), not one for each
/// successor as a class's properties would.
///
/// ```swift
/// box.expansion.parents = [Expansion.Parent(world: slot, node: 7, events: 1, spine: 0)]
/// box.expansion.expand(level)                    // on any thread
/// for s in box.expansion.successors { … }        // then, in order, on the merging thread
/// box.expansion.destinations = slots             // where the merge put each new world
/// box.expansion.place(into: queue)               // on any thread again
/// ```
struct Expansion {
    /// One share's expansion, handed to whichever worker thread takes it.
    final class Box: @unchecked Sendable {
        // @unchecked Sendable: during a round only its own worker touches a box; between
        // rounds only the merging thread does.
        var expansion = Expansion()
        deinit { expansion.scratch.deallocate() }
    }

    /// A world to expand: its slot in the search's queue (consumed: moved into its last
    /// successor or deinitialized), its node's index, and what its node says.
    struct Parent {
        var world: UnsafeMutablePointer<World>
        var node: Int32
        var events: UInt8
        var spine: UInt16
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
        /// True for a state already visited (before the round, or, when the expansion decides,
        /// before it): the merge only counts the transition (no world is kept for it, and
        /// `look` is not filled in).
        var seen: Bool
    }

    /// What one level asks of every expansion in it.
    struct Level {
        var alphabet: Alphabet
        /// With an events bound, the events a trace may hold.
        var eventsBound: Int?
        /// The last level: successors are checked and counted, no world is kept.
        var isLast: Bool
        /// The shard's split level: a parent the shard does not own is dropped unexpanded.
        var splitting: Bool
        var shard: Shard
        /// Who decides which successors are new.
        var visited: Visited
    }

    /// Who decides which successors are new: with several workers the merge does, and an
    /// expansion only reads the states visited before the round; with one, the expansion does,
    /// in order, into the search's own set, and builds each new successor in place in the
    /// search's queue (nothing is left to place: the single-threaded search, unchanged).
    enum Visited: @unchecked Sendable {
        // @unchecked Sendable: `owned` is handed only to the one expansion of a one-worker
        // search, on the search's own thread.

        /// The states visited before the round (read only while the workers run).
        case before(FingerprintSet.View)
        /// The search's visited set and queue, this expansion's alone for the round.
        case owned(UnsafeMutablePointer<FingerprintSet>, WorldQueue)
    }

    /// The parents to expand this round, in order.
    var parents: [Parent] = []
    /// Where the merge put each of `worlds` in the search's queue, in order: a slot's index,
    /// or -1 for a state already kept (`place(into:)`).
    var destinations: [Int] = []
    /// Their successors, in order (after `expand`).
    private(set) var successors: [Successor] = []
    /// The successors' worlds, one for each successor neither failed nor seen, in the same
    /// order (none at the last level, none when the expansion decides, `Visited.owned`): the
    /// merge gives each a slot in the search's queue or none, and `place` moves it there.
    let worlds = WorldQueue()
    /// The violation the expansion stopped at: the parents after it are dropped unexpanded,
    /// since the merge stops there.
    private(set) var failure: CrashReport?
    /// True once `failure` is set (tested for every parent: cheaper than the optional).
    private var failed = false
    /// The parents this shard owns, at the split level.
    private(set) var owned = 0

    /// Lent to every transition, so the effects of an event need no allocation of their own.
    private var buffers = EventBuffers()
    /// The steps from the parent being expanded.
    private var steps: [ExploreStep] = []
    /// Where the last level's successors are built (freed by the box).
    fileprivate let scratch = UnsafeMutablePointer<World>.allocate(capacity: 1)

    /// Expands `parents` (each consumed) into `successors` and `worlds`.
    mutating func expand(_ level: Level) {
        successors.removeAll(keepingCapacity: true)
        failure = nil
        failed = false
        owned = 0
        for (p, parent) in parents.enumerated() {
            guard !failed else {
                parent.world.deinitialize(count: 1)
                continue
            }
            // At the split level a shard expands only the worlds it owns (`Shard`).
            if level.splitting {
                guard level.shard.owns(Self.fingerprint(of: &parent.world.pointee)) else {
                    parent.world.deinitialize(count: 1)
                    continue
                }
                owned += 1
            }
            // The next parent was written a whole level ago: bring it into the cache while this
            // one is expanded.
            if p + 1 < parents.count { headunit_prefetch(parents[p + 1].world, MemoryLayout<World>.stride) }
            expand(parent, level)
        }
        parents.removeAll(keepingCapacity: true)
    }

    /// Moves each of `worlds` to its slot in `queue` (`destinations`), or drops it: the fresh
    /// pages the moves write are mapped (and zeroed by the kernel) on this worker's thread.
    mutating func place(into queue: WorldQueue) {
        for destination in destinations {
            let world = worlds.next
            if destination >= 0 {
                queue.slot(at: destination).moveInitialize(from: world, count: 1)
            } else {
                world.deinitialize(count: 1)
            }
            worlds.finishNext()
        }
        destinations.removeAll(keepingCapacity: true)
    }

    /// One parent's successors.
    private mutating func expand(_ parent: Parent, _ level: Level) {
        /// Where kept successors are built: the search's queue when this expansion decides.
        let keeper: WorldQueue
        if case .owned(_, let queue) = level.visited { keeper = queue } else { keeper = worlds }
        Self.steps(from: &parent.world.pointee, alphabet: level.alphabet, into: &steps)
        let eventsUsed = Int(parent.events)
        // With every event of the bound used, only clock steps are left: they come last.
        let tried = level.eventsBound.map { eventsUsed >= $0 } == true
            ? (steps.firstIndex { !$0.isEvent } ?? steps.count)..<steps.count : steps.indices
        if tried.isEmpty { parent.world.deinitialize(count: 1) }
        for i in tried {
            // A successor is built where it is kept (the last level keeps none: a scratch slot).
            // The last step takes the parent itself, moved: no copy, and the parent is gone.
            let child = level.isLast ? scratch : keeper.reserve()
            let isLast = i == steps.count - 1
            if isLast {
                child.moveInitialize(from: parent.world, count: 1)
            } else {
                child.initialize(from: parent.world, count: 1)   // a copy straight from the parent's slot
            }
            let step = steps[i]
            let events = eventsUsed + (step.isEvent ? 1 : 0)
            let node = Explorer.Node(parent: parent.node, step: UInt8(i), events: UInt8(events), spine: parent.spine)
            let kept = check(&child.pointee, step, node, level)
            if kept, !level.isLast { keeper.commit() } else { child.deinitialize(count: 1) }
            if failed {
                if !isLast { parent.world.deinitialize(count: 1) }
                return
            }
        }
    }

    /// Applies `step` to `child` (read in place: a read through a pointer would copy the
    /// world) and notes the successor; true when its world is to be kept for the merge.
    private mutating func check(_ child: inout World, _ step: ExploreStep, _ node: Explorer.Node, _ level: Level) -> Bool {
        guard step.apply(to: &child, lending: &buffers) else { return false }
        var successor = Successor(key: 0, fingerprint: 0, node: node, kind: UInt8(ExploreCoverage.kindIndex(of: step)), look: 0, failed: false, seen: false)
        if let failure = child.record.failures.first {
            self.failure = failure
            failed = true
            successor.failed = true
            successors.append(successor)
            return false
        }
        successor.fingerprint = child.state.fingerprint
        successor.key = Explorer.key(successor.fingerprint, events: Int(node.events), bound: level.eventsBound)
        switch level.visited {
        case .before(let visited): successor.seen = visited.contains(successor.key)
        case .owned(let visited, _): successor.seen = !visited.pointee.insert(successor.key)
        }
        if !successor.seen { successor.look = ExploreCoverage.look(of: child) }
        successors.append(successor)
        return !successor.seen
    }

    /// The alphabet's steps from `world`, read in place.
    private static func steps(from world: inout World, alphabet: Alphabet, into steps: inout [ExploreStep]) {
        alphabet.steps(from: world, into: &steps)
        precondition(steps.count <= 256, "a node records its step's index in one byte")
    }

    /// The fingerprint of a world in place.
    private static func fingerprint(of world: inout World) -> UInt64 {
        world.state.fingerprint
    }
}
