/// A value behind one reference, shared by every copy of what holds it; changing it means
/// boxing a new one. For large parts of a state that rarely change (a configuration, a crash
/// report): the explorer copies a state for every transition, and a box copies as one pointer.
///
/// ```swift
/// private var configBox = SharedValue(HostConfig())
/// var config: HostConfig {
///     get { configBox.value }
///     set { configBox = SharedValue(newValue) }
/// }
/// ```
public final class SharedValue<Value: Sendable>: Sendable {
    /// The value boxed.
    public let value: Value

    /// Boxes `value`: every copy of what holds the box shares it.
    @inlinable
    public init(_ value: Value) {
        self.value = value
    }
}

extension SharedValue: Equatable where Value: Equatable {
    /// The same box, or equal values.
    @inlinable
    public static func == (a: SharedValue, b: SharedValue) -> Bool { a === b || a.value == b.value }
}

extension SharedValue: Hashable where Value: Hashable {
    /// The value's hash.
    @inlinable
    public func hash(into h: inout Hasher) { h.combine(value) }
}
