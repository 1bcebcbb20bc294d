#if canImport(Glibc)
import Glibc
#endif
import CPrefetch

/// The explorer's visited set: 64-bit state fingerprints (`WorldState.fingerprint`) in one flat
/// table, as TLC keeps its fingerprint set.
///
/// Open addressing with linear probing in a power-of-two table: a fingerprint's low bits pick its
/// slot (they are well mixed already, `Fingerprinter.value`), a taken slot sends it to the next.
/// The table doubles before it is more than `maxLoadFactor` full. An empty slot holds 0, so the
/// fingerprint 0 is stored as `zeroStandIn` (the two count as one: one more 2⁻⁶⁴ chance of a
/// collision).
///
/// ```swift
/// var visited = FingerprintSet()
/// visited.insert(world.state.fingerprint)   // true: a new state
/// visited.insert(world.state.fingerprint)   // false: seen
/// ```
public struct FingerprintSet: Sendable {
    /// The table doubles before more than this share of its slots is taken.
    public static let maxLoadFactor = 0.75
    /// Bytes a slot takes.
    public static let bytesPerSlot = MemoryLayout<UInt64>.stride
    /// What the fingerprint 0 is stored as (0 marks an empty slot).
    static let zeroStandIn: UInt64 = 0x5bd1_e995_5bd1_e995

    private var slots: [UInt64]
    /// `slots.count - 1`: a fingerprint's slot is `fingerprint & mask`.
    private var mask: Int
    /// The count past which the table grows.
    private var limit: Int
    /// Fingerprints stored.
    public private(set) var count = 0

    /// An empty set that holds `minimumCapacity` fingerprints before it first grows.
    public init(minimumCapacity: Int = 1 << 12) {
        var slotCount = 16
        while Double(slotCount) * Self.maxLoadFactor < Double(minimumCapacity) { slotCount <<= 1 }
        slots = Self.emptyTable(slotCount)
        mask = slotCount - 1
        limit = Int(Double(slotCount) * Self.maxLoadFactor)
    }

    /// A table of `slotCount` empty slots. Past a few megabytes it is asked to sit on huge pages
    /// before it is first written (`MADV_HUGEPAGE`): every lookup lands on a random slot, and
    /// with 4 KB pages most of them would also miss the TLB.
    private static func emptyTable(_ slotCount: Int) -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: slotCount) { buffer, initialized in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            let bytes = slotCount * bytesPerSlot
            let hugePage = 2 << 20
            #if canImport(Glibc)
            if bytes >= 2 * hugePage {
                let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
                let end = (Int(bitPattern: base) + bytes) & ~(hugePage - 1)
                if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
            }
            #endif
            base.initializeMemory(as: UInt64.self, repeating: 0, count: slotCount)
            initialized = slotCount
        }
    }

    /// The table's size: a power of two.
    public var slotCount: Int { slots.count }

    /// True when nothing is stored.
    public var isEmpty: Bool { count == 0 }

    /// True if `fingerprint` was inserted.
    public func contains(_ fingerprint: UInt64) -> Bool {
        let key = Self.key(fingerprint)
        return slots.withUnsafeBufferPointer { table in
            var i = Int(truncatingIfNeeded: key) & mask
            while true {
                let slot = table[i]
                if slot == key { return true }
                if slot == 0 { return false }
                i = (i + 1) & mask
            }
        }
    }

    /// Inserts `fingerprint`; true if it was not there yet (a new state).
    @discardableResult
    public mutating func insert(_ fingerprint: UInt64) -> Bool {
        if count >= limit { grow() }
        let key = Self.key(fingerprint)
        let mask = mask
        let inserted = slots.withUnsafeMutableBufferPointer { table in
            var i = Int(truncatingIfNeeded: key) & mask
            while true {
                let slot = table[i]
                if slot == key { return false }
                if slot == 0 {
                    table[i] = key
                    return true
                }
                i = (i + 1) & mask
            }
        }
        if inserted { count += 1 }
        return inserted
    }

    /// Starts bringing in the slot `insert(fingerprint)` looks at first, without waiting for it:
    /// in a table past the caches every insert misses, and a caller that knows its next keys
    /// hides the miss behind the inserts before (`Explorer`'s decide).
    @inline(__always)
    public func prefetch(_ fingerprint: UInt64) {
        let i = Int(truncatingIfNeeded: Self.key(fingerprint)) & mask
        slots.withUnsafeBufferPointer { headunit_prefetch_for_write($0.baseAddress! + i) }
    }

    /// What `fingerprint` is stored as.
    @inline(__always)
    static func key(_ fingerprint: UInt64) -> UInt64 {
        fingerprint == 0 ? zeroStandIn : fingerprint
    }

    /// Doubles the table and puts every fingerprint in its new slot.
    private mutating func grow() {
        let old = slots
        let slotCount = old.count * 2
        slots = Self.emptyTable(slotCount)
        mask = slotCount - 1
        limit = Int(Double(slotCount) * Self.maxLoadFactor)
        let mask = mask
        slots.withUnsafeMutableBufferPointer { table in
            for key in old where key != 0 {
                var i = Int(truncatingIfNeeded: key) & mask
                while table[i] != 0 { i = (i + 1) & mask }
                table[i] = key
            }
        }
    }
}
