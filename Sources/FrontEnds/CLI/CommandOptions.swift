import Drill

/// A command's options, declared once: parsing, the usage errors (one sentence, exit 64) and
/// `--help` all come from this table, in the spirit of swift-argument-parser (written here:
/// the package has no dependencies).
///
/// ```swift
/// static let table = CommandOptions<Options>(
///     command: "cues", summary: "write every cue as a 48 kHz WAV",
///     options: [.value("--out", "-o", value: .directory, help: "the directory to write into", required: true) { $0.directory = $1 }])
/// ```
///
/// What it accepts: `--name VALUE` and `--name=VALUE`; a value may not be empty nor, given
/// apart, start with `--` (`--junit --trace` is a missing value); `-h` or `--help` anywhere
/// before `--` asks for the help; after `--` every argument is positional; the last of a
/// repeated option wins.
public struct CommandOptions<Options>: Sendable {
    /// The words after the options (`PATH…`), if the command takes any.
    public struct Arguments: Sendable {
        /// The placeholder: `PATH…`.
        public let name: String
        /// What they are, for the help (and, for required ones, the error when none is given).
        public let help: String
        /// True when at least one must be given.
        public let required: Bool
        /// Applies them (all of them, in order, when at least one was given).
        let apply: @Sendable (inout Options, [String]) -> Void

        /// Positional words named `name` in the usage line, described by `help`; `apply` stores
        /// them in the options.
        public init(_ name: String, help: String, required: Bool = false, apply: @escaping @Sendable (inout Options, [String]) -> Void) {
            self.name = name
            self.help = help
            self.required = required
            self.apply = apply
        }

        /// `PATH…` or `[PATH…]`.
        var synopsis: String { required ? name : "[\(name)]" }
    }

    /// What the command line asked for.
    public enum Parsed {
        /// Run with these options.
        case options(Options)
        /// `--help` (or `-h`): print the help, exit 0.
        case help
        /// A usage error: print it, exit 64.
        case failure(UsageError)
    }

    /// Why a command returns before running: after its help (0) or a usage error (64).
    public struct EarlyExit: Error {
        /// The exit code: 0 after the help, 64 after a usage error.
        public let code: Int32
    }

    /// The command's word: `drill`.
    public let command: String
    /// One line for `headunit --help`'s list of commands.
    public let summary: String
    /// The paragraphs `--help` prints under the usage line (may be empty).
    public let about: String
    /// The positional words it takes; nil when it takes none.
    public let arguments: Arguments?
    /// Its options, in the order `--help` lists them.
    public let options: [OptionSpec<Options>]
    /// The last paragraph of the help: the exit codes.
    public let footer: String

    /// The table of `headunit COMMAND`: its word, its help's texts, its positional words and
    /// options; the footer gives the exit codes.
    public init(command: String, summary: String, about: String = "", arguments: Arguments? = nil,
                options: [OptionSpec<Options>], footer: String = "Exit codes: 0 ok, 1 failed, 64 usage error.") {
        self.command = command
        self.summary = summary
        self.about = about
        self.arguments = arguments
        self.options = options
        self.footer = footer
    }

    /// The names that ask for the help, in every command.
    static var helpNames: [String] { ["-h", "--help"] }

    // MARK: Parsing

    /// Parses the arguments after the command's word, starting from `defaults`.
    public func parse(_ arguments: [String], defaults: Options) -> Parsed {
        let beforeEnd = arguments.prefix { $0 != "--" }
        if beforeEnd.contains(where: Self.helpNames.contains) { return .help }
        var parsed = defaults
        var words: [String] = []
        var given: Set<String> = []
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = self.options.first(where: { $0.names.contains(name) }) else {
                return .failure(unknownOption(name))
            }
            var value = ""
            if let spec = option.value {
                guard let text = inline ?? remaining.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }), !text.isEmpty else {
                    return .failure(UsageError("\(name) needs \(spec.noun)"))
                }
                if inline == nil { remaining.removeFirst() }
                value = text
            } else if inline != nil {
                return .failure(UsageError("\(name) takes no value"))
            }
            do {
                try option.apply(&parsed, value)
            } catch {
                return .failure(error)
            }
            given.insert(option.name)
        }
        if let missing = self.options.first(where: { $0.required && !given.contains($0.name) }) {
            return .failure(UsageError("missing \(missing.synopsis), \(missing.help)"))
        }
        if let spec = self.arguments {
            if words.isEmpty, spec.required { return .failure(UsageError("missing \(spec.name), \(spec.help)")) }
            if !words.isEmpty { spec.apply(&parsed, words) }
        } else if let word = words.first {
            return .failure(UsageError("unexpected argument '\(word)': `headunit \(command)` takes only options"))
        }
        return .options(parsed)
    }

    /// "unknown option '--shrad'; did you mean '--shard'?"
    private func unknownOption(_ name: String) -> UsageError {
        let names = options.flatMap(\.names) + Self.helpNames
        let near = Suggest.nearest(name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError("unknown option '\(name)'\(near)")
    }

    /// Parses, and prints the help or the usage error when that is what the arguments come to:
    /// the options to run with, or the exit code to return at once.
    public func resolve<Out: TextOutputStream, Err: TextOutputStream>(
        _ arguments: [String], defaults: Options, out: inout Out, err: inout Err
    ) -> Result<Options, EarlyExit> {
        switch parse(arguments, defaults: defaults) {
        case .options(let options):
            return .success(options)
        case .help:
            print(help, terminator: "", to: &out)
            return .failure(EarlyExit(code: ExitCode.ok))
        case .failure(let problem):
            print(usageError(problem), terminator: "", to: &err)
            return .failure(EarlyExit(code: ExitCode.usage))
        }
    }

    // MARK: Text

    /// Where help lines start: two spaces, then the label padded to this width.
    static var labelWidth: Int { 24 }
    /// Where the usage line wraps.
    static var lineWidth: Int { 100 }

    /// `USAGE: headunit drill [PATH…] [--junit FILE] …`, wrapped, every option in table order.
    public var usageLine: String {
        let head = "USAGE: headunit \(command)"
        let parts = (arguments.map { [$0.synopsis] } ?? [])
            + options.map { $0.required ? $0.synopsis : "[\($0.synopsis)]" }
        var lines = [head]
        for part in parts {
            if lines[lines.count - 1].count + 1 + part.count > Self.lineWidth {
                lines.append(String(repeating: " ", count: head.count))
            }
            lines[lines.count - 1] += " " + part
        }
        return lines.joined(separator: "\n")
    }

    /// `drill [PATH…] [options]`: the command as `headunit --help` lists it.
    public var shortSynopsis: String {
        let required = options.filter(\.required).map(\.synopsis)
        let optional = options.contains { !$0.required } ? ["[options]"] : []
        return ([command] + (arguments.map { [$0.synopsis] } ?? []) + required + optional).joined(separator: " ")
    }

    /// What `--help` prints.
    public var help: String {
        var text = usageLine + "\n\n"
        if !about.isEmpty { text += about + "\n\n" }
        if let arguments {
            text += "ARGUMENTS:\n" + Self.helpEntry(arguments.name, arguments.help) + "\n"
        }
        text += "OPTIONS:\n"
        for option in options { text += Self.helpEntry(option.helpLabel, option.help) }
        text += Self.helpEntry(Self.helpNames.joined(separator: ", "), "print this help")
        return text + "\n" + footer + "\n"
    }

    /// What a usage error prints: the sentence, the usage line, where the help is.
    public func usageError(_ problem: UsageError) -> String {
        "headunit \(command): \(problem.message)\n\(usageLine)\nSee `headunit \(command) --help`.\n"
    }

    /// `  --junit FILE            JUnit XML…`: the label, then the help from the column (on the
    /// next line when the label reaches it), continuation lines under it.
    static func helpEntry(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: 2 + labelWidth)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        var text = "  " + label
        if label.count < labelWidth {
            text += String(repeating: " ", count: labelWidth - label.count)
        } else {
            text += "\n" + indent
        }
        text += lines.joined(separator: "\n" + indent)
        return text + "\n"
    }
}

extension CommandOptions.Parsed: Equatable where Options: Equatable {}
extension CommandOptions.Parsed: Sendable where Options: Sendable {}
