import Foundation

/// How much a layout constraint matters, 1…1000. HeadUnit solves no constraints: the value is kept.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// The priority `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to compression (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging of its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority a view asks for when it fits its size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
}
