/// Which parts of the interface a car limits while driving.
public struct CPLimitableUserInterface: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// The options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The keyboard is limited.
    public static let keyboard = CPLimitableUserInterface(rawValue: 1 << 0)
    /// Lists are shortened.
    public static let lists = CPLimitableUserInterface(rawValue: 1 << 1)
}
