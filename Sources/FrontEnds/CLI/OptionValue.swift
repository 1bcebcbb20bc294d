/// What an option's value is called, in a command's table (`OptionSpec`): `DIR` in the help,
/// "a directory" when it is missing.
public struct OptionValue: Hashable, Sendable {
    /// The placeholder in the usage line and the help: `DIR`, `FILE`, `text|github`.
    public let name: String
    /// The words for it in "--log needs a directory".
    public let noun: String

    public init(_ name: String, noun: String) {
        self.name = name
        self.noun = noun
    }

    public static let directory = OptionValue("DIR", noun: "a directory")
    public static let file = OptionValue("FILE", noun: "a file")
    public static let drillFile = OptionValue("FILE.drill", noun: "a .drill file")
    public static let number = OptionValue("N", noun: "a number")
    public static let name = OptionValue("NAME", noun: "a name")
    public static let text = OptionValue("TEXT", noun: "a text")
}
