/// What `body` appends to a fresh buffer: a reducer's appending form (`reduce(_:now:into:)`) as
/// an array, in one line.
///
/// ```swift
/// let effects: [Effect] = collect { retry.reset(into: &$0) }
/// ```
public func collect<Element>(_ body: (inout [Element]) -> Void) -> [Element] {
    var out: [Element] = []
    body(&out)
    return out
}
