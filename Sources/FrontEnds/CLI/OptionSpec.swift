/// One option in a command's table (`CommandOptions`): its names, the value it takes, its help
/// line, and what it does to the command's options, validation included. Parsing, the usage
/// errors and `--help` all come from it.
///
/// ```swift
/// OptionSpec<Options>.value("--seed", .number, help: "the seed of every scenario") { options, text in
///     guard let seed = UInt64(text) else { throw UsageError("--seed wants a whole number") }
///     options.seed = seed
/// }
/// ```
public struct OptionSpec<Options>: Sendable {
    /// The names it answers to, the long one first: `["--out", "-o"]`.
    public let names: [String]
    /// The value it takes; nil for a flag.
    public let value: OptionValue?
    /// What `--help` says of it; each further line of it is a continuation line.
    public let help: String
    /// True when the command cannot run without it (the usage line shows it without brackets).
    public let required: Bool
    /// Applies the value (`""` for a flag) to the options, or throws what is wrong with it.
    let apply: @Sendable (inout Options, String) throws(UsageError) -> Void

    /// An option that takes a value: `--junit FILE`, also written `--junit=FILE`.
    public static func value(_ names: String..., value: OptionValue, help: String, required: Bool = false,
                             apply: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void) -> OptionSpec {
        OptionSpec(names: names, value: value, help: help, required: required, apply: apply)
    }

    /// An option without a value: `--coverage`.
    public static func flag(_ names: String..., help: String, apply: @escaping @Sendable (inout Options) -> Void) -> OptionSpec {
        OptionSpec(names: names, value: nil, help: help, required: false) { options, _ in apply(&options) }
    }

    /// The first name (`--out`).
    public var name: String { names[0] }

    /// `--out DIR`, as the usage line and the help write it.
    public var synopsis: String { value.map { "\(name) \($0.name)" } ?? name }

    /// `-o, --out DIR`: every name, the short ones first, and the value.
    var helpLabel: String {
        let names = self.names.sorted { $0.count < $1.count }.joined(separator: ", ")
        return value.map { "\(names) \($0.name)" } ?? names
    }
}
