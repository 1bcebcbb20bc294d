/// A value kept behind an immutable reference, with value semantics (setting it makes a new
/// box): `TemplateLook` keeps its large optional looks this way, so `CarScreen.Shown` stays a
/// few words wide however much a look holds.
public struct Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// `value`, boxed.
    public init(_ value: Value) { box = Box(value) }

    /// The value.
    public var value: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    /// Equal values (the same box, or boxes of equal values).
    public static func == (a: Indirect, b: Indirect) -> Bool { a.box === b.box || a.value == b.value }

    /// The value's hash.
    public func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
