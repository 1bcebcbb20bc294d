/// A fast 64-bit fingerprint of a value's structure: what the explorer keeps of each world it
/// visited (DESIGN.md, Explore), in place of `Hasher`'s SipHash.
///
/// Every input is a 64-bit word, mixed in at once by xxHash64's step for an 8-byte lane
/// (multiply, rotate, multiply): nothing is buffered and nothing is called. Words go to two lanes
/// in turn, so each waits on the word two back, not the one before, and the CPU runs the two
/// chains side by side. `value` joins the lanes with one more step and ends with murmur3's
/// `fmix64` avalanche, so every input bit reaches every output bit, and two different states
/// share a fingerprint with chance 2⁻⁶⁴ (the explorer prints n²/2⁶⁵).
///
/// Unlike `Hasher`, it has no per-process seed: the same input gives the same value on every
/// run, so a fingerprint can be written down, compared across runs and pinned in a test.
///
/// Types feed their parts through `Fingerprintable`; counts and tags come first, so what is fed
/// is a prefix-free encoding of the value (`[1, 2], []` and `[1], [2]` feed different words).
///
/// ```swift
/// var f = Fingerprinter()
/// f.combine(3)                 // Int, Bool, UInt64, String, arrays and optionals of them…
/// f.combine("Listening")       // a string by its UTF-8 bytes, eight at a time
/// f.combine(tag: 2, of: 5)     // the third case of an enum of five
/// let fingerprint = f.value
/// ```
@frozen
public struct Fingerprinter {
    /// The two lanes of words: `b` took the last word, `a` takes the next.
    @usableFromInline
    var a: UInt64
    @usableFromInline
    var b: UInt64

    /// xxHash64's primes.
    @usableFromInline static let prime1: UInt64 = 0x9e37_79b1_85eb_ca87
    @usableFromInline static let prime2: UInt64 = 0xc2b2_ae3d_27d4_eb4f
    @usableFromInline static let prime4: UInt64 = 0x85eb_ca77_c2b2_ae63
    /// xxHash64's start for seed 0 with no length (`prime5`).
    @usableFromInline static let start: UInt64 = 0x27d4_eb2f_1656_67c5

    /// A fingerprinter with nothing fed yet.
    @inlinable
    public init() {
        a = Self.start
        b = Self.start &+ Self.prime1
    }

    /// Feeds one 64-bit word. For a fixed state the step is a bijection of the word, so two
    /// inputs that differ in one word never meet there.
    @inlinable @inline(__always)
    public mutating func combine(_ word: UInt64) {
        let next = Self.step(a, word)
        a = b
        b = next
    }

    /// Feeds the tag of an enum's case: its place among the `count` cases (`tag < count`).
    @inlinable @inline(__always)
    public mutating func combine(tag: UInt64, of count: UInt64) {
        assert(tag < count, "tag \(tag) of \(count)")
        combine(tag)
    }

    /// Feeds a value through its `fingerprint(into:)`.
    @inlinable @inline(__always)
    public mutating func combine<T: Fingerprintable>(_ value: T) {
        value.fingerprint(into: &self)
    }

    /// Feeds bytes: their count, then eight at a time (little-endian, so every platform feeds
    /// the same words), the last few zero-padded.
    @inlinable
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        combine(UInt64(truncatingIfNeeded: count))
        var offset = 0
        while offset + 8 <= count {
            combine(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        guard offset < count else { return }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        combine(tail)
    }

    /// The fingerprint of everything fed: the lanes joined by one more step, then murmur3's
    /// `fmix64`.
    @inlinable
    public var value: UInt64 {
        var h = Self.step(a, b)
        h ^= h >> 33
        h &*= 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }

    /// xxHash64's step for one 8-byte lane: a bijection of the word for a fixed `h`, and of
    /// `h` for a fixed word.
    @inlinable @inline(__always)
    static func step(_ h: UInt64, _ word: UInt64) -> UInt64 {
        let lane = (word &* prime2).rotatedLeft(31) &* prime1
        return (h ^ lane).rotatedLeft(27) &* prime1 &+ prime4
    }
}

extension UInt64 {
    /// Rotates the bits left by `n` (0 < n < 64); one instruction.
    @inlinable @inline(__always)
    func rotatedLeft(_ n: UInt64) -> UInt64 {
        self << n | self >> (64 - n)
    }
}
