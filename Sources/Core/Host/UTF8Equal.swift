// Byte equality of strings: the template's words are compared byte for byte, which skips the
// Unicode normalization `String ==` does for non-ASCII text (every title with `…`). Their
// fingerprints feed the same bytes (`String: Fingerprintable`), so the two agree.

/// Byte equality of two strings (the equality their fingerprints agree with).
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
