/// A fast 64-bit fingerprint of a value's structure: what the explorer keeps of each world it
/// visited (DESIGN.md, Explore), in place of `Hasher`'s SipHash.
///
/// Every input is a 64-bit word, mixed in at once by one folded multiply (the 128-bit product of
/// the word xor a lane and a constant, its high half xor its low half, as wyhash and foldhash
/// mix): nothing is buffered and nothing is called. Words go to four lanes in turn, so each
/// waits on the word four back, not the one before, and the CPU runs the four chains side by
/// side: about one multiply per word, where xxHash64's lane step takes three. `value` joins the
/// lanes with two more folded multiplies and ends with murmur3's `fmix64` avalanche, so every
/// input bit reaches every output bit, and two different states share a fingerprint with chance
/// about 2⁻⁶⁴ (the explorer prints n²/2⁶⁵).
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
    /// The four lanes of words: `d` took the last word, `a` takes the next.
    @usableFromInline
    var a: UInt64
    @usableFromInline
    var b: UInt64
    @usableFromInline
    var c: UInt64
    @usableFromInline
    var d: UInt64

    /// The multiplier of a word's step (the golden ratio's bits, odd).
    @usableFromInline static let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
    /// The lanes' starts (wyhash's secret).
    @usableFromInline static let start: (UInt64, UInt64, UInt64, UInt64) =
        (0xa076_1d64_78bd_642f, 0xe703_7ed1_a0b4_28db, 0x8ebc_6af0_9c88_c6e3, 0x5899_65cc_7537_4cc3)
    /// What the join xors into each lane before multiplying (xxHash64's primes): none of them a
    /// lane's start, so no lane a short input leaves untouched turns a product to zero.
    @usableFromInline static let join: (UInt64, UInt64, UInt64, UInt64) =
        (0x9e37_79b1_85eb_ca87, 0xc2b2_ae3d_27d4_eb4f, 0x1656_67b1_9e37_79f9, 0x85eb_ca77_c2b2_ae63)

    /// A fingerprinter with nothing fed yet.
    @inlinable
    public init() {
        (a, b, c, d) = Self.start
    }

    /// Feeds one 64-bit word.
    @inlinable @inline(__always)
    public mutating func combine(_ word: UInt64) {
        let next = Self.fold(a ^ word, Self.multiplier)
        a = b
        b = c
        c = d
        d = next
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

    /// The fingerprint of everything fed: the lanes joined pairwise by folded multiplies, then
    /// murmur3's `fmix64`.
    @inlinable
    public var value: UInt64 {
        var h = Self.fold(a ^ Self.join.0, b ^ Self.join.1) ^ Self.fold(c ^ Self.join.2, d ^ Self.join.3)
        h ^= h >> 33
        h &*= 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }

    /// The folded multiply: the 128-bit product's high half xor its low half (one `mulx`).
    @inlinable @inline(__always)
    static func fold(_ x: UInt64, _ y: UInt64) -> UInt64 {
        let (high, low) = x.multipliedFullWidth(by: y)
        return high ^ low
    }
}
