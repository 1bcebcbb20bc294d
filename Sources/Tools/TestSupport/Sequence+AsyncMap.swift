extension Sequence {
    /// `map` with an `async` transform, in order, one element at a time (a drill's runs are
    /// async; tests run several and compare).
    public func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var out: [T] = []
        for element in self { out.append(try await transform(element)) }
        return out
    }
}
