import Guard

/// `headunit guard PATH… [--rules FILE] [--format text|github]`: the source guards (SPEC S1-S5)
/// over Swift files and folders.
public enum GuardCommand {
    /// The options `headunit guard` takes: parsing, usage errors and `--help` come from here.
    static let table = CommandOptions<Options>(
        command: "guard",
        summary: "source guards S1-S5 over Swift files",
        about: "Checks every .swift file under each PATH (a file is checked whatever its name) against the\nsource guards S1-S4 (docs/GUARD.md).",
        arguments: .init("PATH…", help: "the Swift files and folders to check, such as `headunit guard Sources`", required: true) { $0.paths = $1 },
        options: [
            .value("--rules", value: .file, help: "change the guards' defaults (format in docs/GUARD.md)") { $0.rulesPath = $1 },
            .value("--format", value: .init("text|github", noun: "text or github"),
                   help: "text: `path:line:col: error: [S2] message` on stderr (default);\ngithub: `::error file=…,line=…,col=…::` annotations on stdout") { options, name throws(UsageError) in
                guard let format = GuardFormat(rawValue: name) else {
                    throw UsageError("unknown format '\(name)'; use --format text or --format github")
                }
                options.format = format
            },
        ],
        footer: "Exit codes: 0 clean, 1 findings, 64 usage error, 65 a path or the rules file cannot be read.")

    /// The text `headunit guard --help` prints.
    public static var usage: String { table.help }

    /// The parsed options.
    struct Options {
        var paths: [String] = []
        var rulesPath: String?
        var format = GuardFormat.text
    }

    /// Runs `headunit guard` with the arguments after `guard` and returns its exit code:
    /// `ExitCode.ok` clean, `.failed` on findings, `.usage` on bad arguments, `.badInput` when a
    /// path or the rules file cannot be read (the readable files are still checked).
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        let options: Options
        switch table.resolve(arguments, defaults: Options(), out: &out, err: &err) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit.code
        }
        let (paths, rulesPath, format) = (options.paths, options.rulesPath, options.format)
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
