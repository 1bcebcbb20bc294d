/// How a maneuver's symbol and instruction are laid out (the delegate's
/// `mapTemplate(_:displayStyleFor:)`). HeadUnit shows the instruction whatever the style.
public struct CPManeuverDisplayStyle: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// The options of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The symbol before the instruction.
    public static let leadingSymbol = CPManeuverDisplayStyle(rawValue: 1)
    /// The symbol after the instruction.
    public static let trailingSymbol = CPManeuverDisplayStyle(rawValue: 2)
    /// The symbol alone.
    public static let symbolOnly = CPManeuverDisplayStyle(rawValue: 3)
    /// The instruction alone.
    public static let instructionOnly = CPManeuverDisplayStyle(rawValue: 4)
}
