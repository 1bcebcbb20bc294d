import Guard

/// `headunit guard PATH… [--rules FILE] [--format text|github]`: the source guards (SPEC S1-S5)
/// over Swift files and folders.
public enum GuardCommand {
    /// The text `headunit guard --help` prints.
    public static let usage = """
    USAGE: headunit guard PATH… [--rules FILE] [--format text|github]

    Checks every .swift file under each PATH (a file is checked whatever its name) against the
    source guards S1-S4 (docs/GUARD.md).

    OPTIONS:
      --rules FILE            change the guards' defaults (format in docs/GUARD.md)
      --format text|github    text: `path:line:col: error: [S2] message` on stderr (default);
                              github: `::error file=…,line=…,col=…::` annotations on stdout
      -h, --help              print this help

    Exit codes: 0 clean, 1 findings, 64 usage error, 65 a path or the rules file cannot be read.

    """

    /// Runs `headunit guard` with the arguments after `guard` and returns its exit code:
    /// `ExitCode.ok` clean, `.failed` on findings, `.usage` on bad arguments, `.badInput` when a
    /// path or the rules file cannot be read (the readable files are still checked).
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        var paths: [String] = []
        var rulesPath: String?
        var format = GuardFormat.text
        var remaining = arguments[...]
        var optionsEnded = false
        func usageError(_ message: String) -> Int32 {
            print("headunit guard: \(message)", to: &err)
            print("USAGE: headunit guard PATH… [--rules FILE] [--format text|github]; see `headunit guard --help`.", to: &err)
            return ExitCode.usage
        }
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                print(usage, terminator: "", to: &out)
                return ExitCode.ok
            case "--rules", "--format":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    return usageError("\(name) needs a value")
                }
                if name == "--rules" {
                    rulesPath = value
                } else if let chosen = GuardFormat(rawValue: value) {
                    format = chosen
                } else {
                    return usageError("unknown format '\(value)'; use --format text or --format github")
                }
            default:
                return usageError("unknown option '\(argument)'")
            }
        }
        guard !paths.isEmpty else {
            return usageError("no paths given; name the files or folders to check, such as `headunit guard Sources`")
        }

        var rules = GuardRules.default
        if let rulesPath {
            switch SourceWalker.readText(atPath: rulesPath) {
            case .failure(let problem):
                write(format.line(for: problem), format: format, out: &out, err: &err)
                return ExitCode.badInput
            case .success(let text):
                do {
                    rules = try GuardRules(parsing: text, path: rulesPath)
                } catch {
                    write(format.line(for: error), format: format, out: &out, err: &err)
                    return ExitCode.badInput
                }
            }
        }

        let report = GuardReport.check(paths: paths, rules: rules)
        let lines = format.lines(for: report)
        for line in lines.err { print(line, to: &err) }
        for line in lines.out { print(line, to: &out) }
        switch report.status {
        case .clean: return ExitCode.ok
        case .findings: return ExitCode.failed
        case .badInput: return ExitCode.badInput
        }
    }

    /// An error line: GitHub annotations go to standard output, where Actions reads them.
    private static func write(_ line: String, format: GuardFormat, out: inout some TextOutputStream, err: inout some TextOutputStream) {
        switch format {
        case .text: print(line, to: &err)
        case .github: print(line, to: &out)
        }
    }
}
