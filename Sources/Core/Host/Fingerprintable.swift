/// A value the explorer can fingerprint: it feeds what decides its future, and nothing else, to
/// a `Fingerprinter` (DESIGN.md: configuration and counters that only number things stay out).
///
/// Equal values must feed the same words (as `Hashable` asks of `hash(into:)`). A type with a
/// hand-written `hash(into:)` derives it from here (`h.combine(fingerprintValue)`), so there is
/// one list of what counts. A type whose state holds instants feeds them separately, relative
/// to the clock, with a `fingerprintInstants(into:now:)` of its own.
///
/// ```swift
/// extension Shown: Fingerprintable {
///     public func fingerprint(into f: inout Fingerprinter) {
///         f.combine(call)
///         f.combine(template)
///         f.combine(state)
///     }
/// }
/// ```
public protocol Fingerprintable {
    /// Feeds the value's parts to `f`.
    func fingerprint(into f: inout Fingerprinter)
}

extension Fingerprintable {
    /// The value's fingerprint on its own.
    @inlinable
    public var fingerprintValue: UInt64 {
        var f = Fingerprinter()
        fingerprint(into: &f)
        return f.value
    }
}

extension UInt64: Fingerprintable {
    /// One word.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) { f.combine(self) }
}

extension Int: Fingerprintable {
    /// One word (the bit pattern).
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) { f.combine(UInt64(UInt(bitPattern: self))) }
}

extension Int64: Fingerprintable {
    /// One word (the bit pattern): milliseconds (`Millis`).
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) { f.combine(UInt64(bitPattern: self)) }
}

extension Bool: Fingerprintable {
    /// One word, 0 or 1.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) { f.combine(self ? 1 as UInt64 : 0) }
}

extension String: Fingerprintable {
    /// The UTF-8 bytes and their count: byte equality (`utf8Equal`), with none of the Unicode
    /// normalization `String.hash(into:)` does for non-ASCII text (every `…`).
    @inlinable
    public func fingerprint(into f: inout Fingerprinter) {
        // A native string lends its bytes in place; only another kind is copied to native first.
        if utf8.withContiguousStorageIfAvailable({ f.combine(bytes: UnsafeRawBufferPointer($0)) }) != nil { return }
        var copy = self
        copy.withUTF8 { f.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension Optional: Fingerprintable where Wrapped: Fingerprintable {
    /// A tag (0 for none, 1 for some), then the value.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        if let value = self {
            f.combine(1 as UInt64)
            f.combine(value)
        } else {
            f.combine(0 as UInt64)
        }
    }
}

extension Array: Fingerprintable where Element: Fingerprintable {
    /// The count, then the elements in order.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(UInt64(truncatingIfNeeded: count))
        // Each element read in place through the buffer (a subscript read would copy it).
        withUnsafeBufferPointer { elements in
            for i in elements.indices { elements[i].fingerprint(into: &f) }
        }
    }
}
