/// The explorer's visited set cut into partitions by the fingerprint's high bits (a slot is
/// picked by its low bits, `FingerprintSet`), one for each worker, so that workers can insert
/// side by side with no lock: each takes one partition and goes through a round's successors
/// in order, deciding those whose key falls in it (`Explorer`'s merge). Within a partition the
/// order is the one a single worker's is, so the first copy of a state is the one kept.
///
/// ```swift
/// var visited = VisitedPartitions(count: 2)
/// visited.insert(key)                        // on one thread
/// visited.withPartitions { parts in … }      // parts[p].insert(key), p = partition(of: key)
/// ```
struct VisitedPartitions {
    private var parts: [FingerprintSet]

    /// `count` empty partitions (at least one).
    init(count: Int) {
        parts = Array(repeating: FingerprintSet(), count: max(1, count))
    }

    /// Partitions.
    var count: Int { parts.count }

    /// Fingerprints stored, in every partition.
    var stored: Int { parts.reduce(0) { $0 + $1.count } }

    /// The partition `key` belongs to: its high 32 bits scaled to the count (Lemire's range
    /// reduction), so a partition's keys spread over its table's low bits as before.
    @inline(__always)
    func partition(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key >> 32) &* UInt64(parts.count)) >> 32)
    }

    /// Inserts `key` into its partition; true if it was new.
    @discardableResult
    mutating func insert(_ key: UInt64) -> Bool {
        parts[partition(of: key)].insert(key)
    }

    /// Lends the partitions for `body`, which may hand each to its own thread.
    mutating func withPartitions<R>(_ body: (UnsafeMutableBufferPointer<FingerprintSet>) throws -> R) rethrows -> R {
        try parts.withUnsafeMutableBufferPointer { try body($0) }
    }
}
