/// What an option's value is called, in a command's table (`OptionSpec`): `DIR` in the help,
/// "a directory" when it is missing.
public struct OptionValue: Hashable, Sendable {
    /// The placeholder in the usage line and the help: `DIR`, `FILE`, `text|github`.
    public let name: String
    /// The words for it in "--log needs a directory".
    public let noun: String

    /// A value shown as `name` in the help and called `noun` in a missing-value error.
    public init(_ name: String, noun: String) {
        self.name = name
        self.noun = noun
    }

    /// `DIR`: a directory.
    public static let directory = OptionValue("DIR", noun: "a directory")
    /// `FILE`: a file.
    public static let file = OptionValue("FILE", noun: "a file")
    /// `FILE.drill`: a drill file.
    public static let drillFile = OptionValue("FILE.drill", noun: "a .drill file")
    /// `N`: a number.
    public static let number = OptionValue("N", noun: "a number")
    /// `NAME`: a name (a navigator, a host profile).
    public static let name = OptionValue("NAME", noun: "a name")
    /// `TEXT`: words, such as what `--filter` matches.
    public static let text = OptionValue("TEXT", noun: "a text")
}
