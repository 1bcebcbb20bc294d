/// The stored properties of `before` that `after` changed, by name, in declaration order
/// (compared as `dump` writes them, private ones included): what a TestStore-style test asserts
/// after each event, so a change nobody asserted fails.
public func changedProperties<T>(_ before: T, _ after: T) -> [String] {
    let old = Mirror(reflecting: before).children
    let new = Mirror(reflecting: after).children
    return zip(old, new).compactMap { a, b in
        var (textA, textB) = ("", "")
        dump(a.value, to: &textA)
        dump(b.value, to: &textB)
        return textA == textB ? nil : a.label ?? "?"
    }
}
