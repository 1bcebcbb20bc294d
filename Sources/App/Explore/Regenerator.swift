import Rig

/// Rebuilds a stored state's world from the nodes alone: its parent's world, rebuilt the same
/// way, with the node's step applied. This is the compact frontier: the breadth-first
/// search keeps no worlds, only its 8-byte nodes, and a world is built again when it is
/// expanded. The steps are deterministic (ids from counters, time from the virtual clock), so
/// the world rebuilt is the one found, bit for bit.
///
/// It keeps the last path it rebuilt, root first, with each world's steps, so the next parent
/// in the order found — most often a sibling, since a level's nodes come in their parents'
/// order — costs one step from the world above it. At a growth of r states a level, a level
/// costs r / (r - 1) steps a parent on top of its successors' (about 1.3 for this app's
/// 4.5), and each sharing worker keeps a path of its own.
///
/// ```swift
/// var regenerator = Regenerator()
/// let world = regenerator.take(node, level: depth, from: source, lending: &buffers)
/// ```
struct Regenerator {
    /// Where the worlds come from: the search's nodes and its roots' worlds (read only while
    /// the workers run).
    struct Source: @unchecked Sendable {
        // @unchecked Sendable: the nodes' buffer is only read while it is lent out; the merge
        // appends to the nodes after every worker is done with it.

        /// Every node so far, in the order found.
        var nodes: UnsafeBufferPointer<Explorer.Node>
        /// The world of each root, by its node's `spine` (the start, and each prefix of the spine).
        var roots: [World]
        var alphabet: Alphabet
    }

    /// The path's nodes, root first: `worlds[i]` is the world of `path[i]`, at level `i`.
    private var path: [Int32] = []
    private var worlds: [World] = []
    /// The steps from each of `worlds`, worked out when a child of it is first rebuilt (empty
    /// until then); the buffers past the path's end are kept for reuse.
    private var steps: [[ExploreStep]] = []
    /// The nodes to rebuild below the path, deepest first.
    private var pending: [Int32] = []

    /// The world of `node`, at breadth-first `level`, handed over: it leaves the path (the
    /// caller expands it, and the last successor takes it).
    mutating func take(_ node: Int, level: Int, from source: Source, lending buffers: inout EventBuffers) -> World {
        // Up from the node to the deepest ancestor the path still holds at its level.
        pending.removeAll(keepingCapacity: true)
        var n = Int32(node), i = level
        while i >= 0, !(i < path.count && path[i] == n) {
            pending.append(n)
            n = source.nodes[Int(n)].parent
            i -= 1
        }
        truncate(to: i + 1)
        // Down again, one step a level.
        while let next = pending.popLast() {
            let record = source.nodes[Int(next)]
            if record.parent < 0 {
                push(next, world: source.roots[Int(record.spine)])
                continue
            }
            let above = worlds.count - 1
            if steps[above].isEmpty { source.alphabet.steps(from: worlds[above], into: &steps[above]) }
            var world = worlds[above]
            let applied = steps[above][Int(record.step)].apply(to: &world, lending: &buffers)
            precondition(applied, "node \(next): its step no longer applies to its parent's world")
            push(next, world: world)
        }
        path.removeLast()
        return worlds.removeLast()
    }

    private mutating func push(_ node: Int32, world: World) {
        path.append(node)
        worlds.append(world)
        if steps.count < path.count { steps.append([]) } else { steps[path.count - 1].removeAll(keepingCapacity: true) }
    }

    /// Keeps the path's first `count` levels.
    private mutating func truncate(to count: Int) {
        guard path.count > count else { return }
        path.removeLast(path.count - count)
        worlds.removeLast(worlds.count - count)
    }
}
