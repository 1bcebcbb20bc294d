import Guard
import Host

/// `headunit guard PATH… [--category NAME] [--rules FILE] [--format text|github|sarif]`: the
/// source guards (SPEC S1-S6) over Swift files and folders. By default S6 (template calls that
/// give CarPlay no completion) and S3 (templates, by the app's category); the built-in app's
/// house rules S1, S2 and S4 where a rules file enables them.
public enum GuardCommand {
    /// The options `headunit guard` takes: parsing, usage errors and `--help` come from here.
    static let table = CommandOptions<Options>(
        command: "guard",
        summary: "template calls that can crash (no completion), templates by category (S1-S6)",
        about: """
        Checks every .swift file under each PATH (a file is checked whatever its name) for the
        template calls that give CarPlay no completion (S6: a refused call then crashes the app) and
        the templates the app's category may not use (S3). The built-in app's house rules (S1, S2,
        S4) run where a rules file enables them (docs/GUARD.md).
        """,
        arguments: .init("PATH…", help: "the Swift files and folders to check, such as `headunit guard Sources`", required: true) { $0.paths = $1 },
        options: [
            .value("--category", value: .init("NAME", noun: "a category"),
                   help: "the app's CarPlay category, for S3 (without one every CarPlay template is\nallowed; it wins over a rules file's `category`), one of:\n" + wrapped(CarPlayCategory.commandLineNames)) { options, name throws(UsageError) in
                guard let category = CarPlayCategory.named(name) else {
                    throw UsageError("unknown category '\(name)'; the categories are \(CarPlayCategory.commandLineNames.joined(separator: ", "))")
                }
                options.category = category
            },
            .value("--rules", value: .file, help: "a rules file: the category, house rules, other names (docs/GUARD.md)") { $0.rulesPath = $1 },
            .value("--format", value: .init("text|github|sarif", noun: "text, github or sarif"),
                   help: "text: `path:line:col: error: [S6] message` on stderr (default);\ngithub: `::error file=…,line=…,col=…::` annotations on stdout;\nsarif: a SARIF 2.1.0 log on stdout, for GitHub code scanning") { options, name throws(UsageError) in
                guard let format = GuardFormat(rawValue: name) else {
                    throw UsageError("unknown format '\(name)'; use --format text, --format github or --format sarif")
                }
                options.format = format
            },
        ],
        footer: "Exit codes: 0 clean, 1 findings, 64 usage error, 65 a path or the rules file cannot be read.")

    /// `words` joined by `, `, a line break before a line would pass 74 characters (the help's
    /// width from its column).
    static func wrapped(_ words: [String]) -> String {
        var lines = [""]
        var width = 0
        for (index, word) in words.enumerated() {
            let piece = word + (index < words.count - 1 ? "," : "")
            if width + piece.count + 1 > 74, !lines[lines.count - 1].isEmpty {
                lines.append("")
                width = 0
            }
            if !lines[lines.count - 1].isEmpty { lines[lines.count - 1] += " " }
            lines[lines.count - 1] += piece
            width += piece.count + 1
        }
        return lines.joined(separator: "\n")
    }

    /// The text `headunit guard --help` prints.
    public static var usage: String { table.help }

    /// The parsed options.
    struct Options {
        var paths: [String] = []
        var category: CarPlayCategory?
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
        let format = options.format
        var rules = GuardRules.default
        rules.category = options.category
        var notes: [Diagnostic] = []
        if let rulesPath = options.rulesPath {
            switch SourceWalker.readText(atPath: rulesPath) {
            case .failure(let problem):
                write(format.line(for: problem), format: format, out: &out, err: &err)
                return ExitCode.badInput
            case .success(let text):
                do {
                    (rules, notes) = try GuardRules.read(text, path: rulesPath, category: options.category)
                } catch {
                    write(format.line(for: error), format: format, out: &out, err: &err)
                    return ExitCode.badInput
                }
            }
        }

        var report = GuardReport.check(paths: options.paths, rules: rules)
        report.notes = notes
        let lines = format.lines(for: report)
        for line in lines.err { print(line, to: &err) }
        for line in lines.out { print(line, to: &out) }
        switch report.status {
        case .clean: return ExitCode.ok
        case .findings: return ExitCode.failed
        case .badInput: return ExitCode.badInput
        }
    }

    /// An error line: GitHub annotations and the SARIF log go to standard output, where Actions
    /// and the upload read them.
    private static func write(_ line: String, format: GuardFormat, out: inout some TextOutputStream, err: inout some TextOutputStream) {
        if format.writesErrorsToStandardOutput {
            print(line, to: &out)
        } else {
            print(line, to: &err)
        }
    }
}
