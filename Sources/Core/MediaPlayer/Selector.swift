/// An Objective-C method name, for `MPRemoteCommand.addTarget(_:action:)`. Linux has no
/// Objective-C runtime: `#selector(...)` does not compile there, `Selector("togglePlay:")` does,
/// and HeadUnit never calls a target-action pair (the host log says so when the car fires the
/// command). Use `addTarget(handler:)` in code that must run on Linux.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name (`togglePlay:`).
    private let name: String

    /// The selector named `name`.
    public init(_ name: String) { self.name = name }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) { self.name = name }

    /// The method's name.
    public var description: String { name }
}
