/// The content styles a car allows (iOS 13).
public struct CPContentStyle: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// The options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Light content.
    public static let light = CPContentStyle(rawValue: 1 << 0)
    /// Dark content.
    public static let dark = CPContentStyle(rawValue: 1 << 1)
}
