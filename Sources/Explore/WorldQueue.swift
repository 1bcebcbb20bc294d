import Rig
#if canImport(Glibc)
import Glibc
#endif

/// The breadth-first queue of worlds still to expand, in the order they were found: moved in
/// when found and moved out when expanded, never copied. Raw storage in fixed chunks, so growing
/// never moves a world and a world costs no allocation of its own; a chunk emptied at the front
/// is reused at the back, so the search keeps touching the same warm pages instead of mapping
/// fresh ones. A chunk is one 2 MB huge page where the kernel offers them (`MADV_HUGEPAGE`): one
/// page fault per chunk instead of 512.
///
/// Use the worlds through the pointers, never by reading `pointer.pointee` (a read copies the
/// whole world): read and change them through `&pointer.pointee`, an `inout` access in place;
/// copy a successor straight from its parent's slot into the reserved one, and let the last
/// successor take the parent itself, moved, as the explorer does.
///
/// ```swift
/// let queue = WorldQueue()
/// queue.append(world)
/// while queue.hasNext {
///     let parent = queue.next                                // in place
///     for (i, step) in steps.enumerated() {                  // none: `parent.deinitialize(count: 1)`
///         let child = queue.reserve()                        // built where it is kept
///         if i == steps.count - 1 {
///             child.moveInitialize(from: parent, count: 1)   // the last takes the parent, moved
///         } else {
///             child.initialize(from: parent, count: 1)       // a copy straight from its slot
///         }
///         let applied = step.apply(to: &child.pointee)       // changed in place
///         if applied, isNew(&child.pointee) { queue.commit() } else { child.deinitialize(count: 1) }
///     }
///     queue.finishNext()                                     // the parent was moved out
/// }
/// ```
final class WorldQueue: @unchecked Sendable {
    // @unchecked Sendable: the queue changes on one thread; other threads only read worlds in
    // place and fill the slots `extend(by:)` took, each slot from one thread, while it does not
    // change.
    /// A chunk's bytes and alignment: one huge page.
    private static let chunkBytes = 2 << 20
    /// Worlds per chunk.
    private static let chunkCount = chunkBytes / MemoryLayout<World>.stride
    /// The chunks holding worlds still queued, oldest first; `first` is the index of the world
    /// at the start of `chunks[0]`.
    private var chunks: [UnsafeMutablePointer<World>] = []
    private var first = 0
    /// Emptied chunks, ready for reuse.
    private var spare: [UnsafeMutablePointer<World>] = []
    /// Worlds ever appended: the index the next one gets.
    private(set) var count = 0
    /// Worlds done with, from the front (`finishNext`).
    private(set) var taken = 0

    /// True while a world is left to take.
    var hasNext: Bool { taken < count }

    /// The storage of the world at `index` (counted from the first ever appended; not yet taken).
    private func slot(_ index: Int) -> UnsafeMutablePointer<World> {
        let (chunk, slot) = (index - first).quotientAndRemainder(dividingBy: Self.chunkCount)
        return chunks[chunk] + slot
    }

    /// The free slot the next world goes in (uninitialized): initialize it in place, then
    /// `commit()`; or leave it uninitialized, and the next `reserve()` hands it out again.
    func reserve() -> UnsafeMutablePointer<World> {
        if count - first == chunks.count * Self.chunkCount {
            chunks.append(spare.popLast() ?? Self.allocateChunk())
        }
        return slot(count)
    }

    /// Keeps the world just initialized in the reserved slot; it gets the index `count` had.
    func commit() {
        count += 1
    }

    /// Moves `world` in at the end.
    func append(_ world: consuming World) {
        reserve().initialize(to: world)
        commit()
    }

    /// The next world in order, in place (`hasNext` must be true): read it, copy it, or move it
    /// out, then `finishNext()`.
    var next: UnsafeMutablePointer<World> {
        precondition(taken < count, "no world left in the queue")
        return slot(taken)
    }

    /// Done with the next world, which the caller moved out or deinitialized.
    func finishNext() {
        finish(1)
    }

    /// Done with the next `n` worlds, which the caller moved out or deinitialized.
    func finish(_ n: Int) {
        precondition(taken + n <= count, "finishing worlds the queue does not hold")
        taken += n
        while taken - first >= Self.chunkCount {
            spare.append(chunks.removeFirst())
            first += Self.chunkCount
        }
    }

    /// Takes the next `n` slots at once, uninitialized, and returns the index of the first:
    /// each must be initialized in place (`slot(at:)`, from any thread) before the queue is
    /// next read or changed. How the explorer's workers place a round's new worlds side by side.
    func extend(by n: Int) -> Int {
        while count + n - first > chunks.count * Self.chunkCount {
            chunks.append(spare.popLast() ?? Self.allocateChunk())
        }
        defer { count += n }
        return count
    }

    /// The storage of the world at `index` (one not taken yet, `taken ..< count`), in place.
    func slot(at index: Int) -> UnsafeMutablePointer<World> {
        precondition(taken <= index && index < count, "world \(index) is not in the queue")
        return slot(index)
    }

    deinit {
        // The worlds never taken (a search that stopped early) are still alive.
        for index in taken..<count { slot(index).deinitialize(count: 1) }
        for chunk in chunks + spare { free(chunk) }
    }

    /// A chunk aligned to a huge page, which the kernel is asked to back with one.
    private static func allocateChunk() -> UnsafeMutablePointer<World> {
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, chunkBytes, chunkBytes) == 0, let memory else {
            fatalError("out of memory: a \(chunkBytes >> 20) MB chunk of the explorer's queue")
        }
        #if canImport(Glibc)
        _ = madvise(memory, chunkBytes, MADV_HUGEPAGE)   // a hint; without huge pages, 4 KB pages
        #endif
        return memory.bindMemory(to: World.self, capacity: chunkCount)
    }
}
