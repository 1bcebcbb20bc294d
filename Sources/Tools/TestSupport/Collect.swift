/// What one appending reducer call produced, as an array (tests compare whole lists).
///
/// ```swift
/// #expect(collect { w.reduce(.micStalled, now: .zero, into: &$0) } == [.startTimer(.silence, after: 300)])
/// ```
public func collect<Output>(_ body: (inout [Output]) -> Void) -> [Output] {
    var out: [Output] = []
    body(&out)
    return out
}
