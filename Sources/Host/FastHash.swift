/// Hashing by UTF-8 bytes: the template's words are hashed (and compared) byte for byte, which
/// skips the Unicode normalization `String.hash(into:)` does for non-ASCII text (every title with
/// `…`). Equality is byte equality too, so the two agree (Hashable's contract).
extension Hasher {
    /// Feeds the UTF-8 bytes of `s` (and its length, so "ab"+"c" ≠ "a"+"bc").
    @inlinable
    public mutating func combineUTF8(_ s: String) {
        var copy = s
        copy.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
        combine(s.utf8.count)
    }

    /// Feeds an optional string by its bytes.
    @inlinable
    public mutating func combineUTF8(_ s: String?) {
        if let s { combine(true); combineUTF8(s) } else { combine(false) }
    }
}

/// Byte equality of two strings (the equality `combineUTF8` agrees with).
@inlinable
public func utf8Equal(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && x.elementsEqual(y) } }
}

/// Byte equality of two optional strings.
@inlinable
public func utf8Equal(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let x?, let y?): return utf8Equal(x, y)
    default: return false
    }
}
