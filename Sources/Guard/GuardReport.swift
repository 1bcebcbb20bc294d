/// The guards over a set of files and folders: every finding, every path that could not be
/// read, and how many files were checked. What `headunit guard` prints, as values.
public struct GuardReport: Equatable, Sendable {
    /// How a run ended; the command maps it to an exit code.
    public enum Status: Equatable, Sendable {
        /// Every file was read and nothing was found (exit 0).
        case clean
        /// Every file was read and a guard failed (exit 1).
        case findings
        /// A path could not be read, whatever else was found (exit 65).
        case badInput
    }

    /// Every finding, file by file in the order the files were checked, by position within one.
    public var findings: [Finding]
    /// The paths that could not be read; the others were still checked.
    public var problems: [InputProblem]
    /// How many files were read and checked.
    public var fileCount: Int

    /// A report of `findings` and `problems` over `fileCount` files.
    public init(findings: [Finding], problems: [InputProblem], fileCount: Int) {
        self.findings = findings
        self.problems = problems
        self.fileCount = fileCount
    }

    /// Checks every Swift file under `paths` (see `SourceWalker.swiftFiles(in:)`) with `rules`.
    public static func check(paths: [String], rules: GuardRules = .default) -> GuardReport {
        let (files, walkProblems) = SourceWalker.swiftFiles(in: paths)
        var problems = walkProblems
        var findings: [Finding] = []
        var fileCount = 0
        for path in files {
            switch SourceWalker.readText(atPath: path) {
            case .success(let source):
                fileCount += 1
                findings += SourceGuard.check(source: source, path: path, rules: rules)
            case .failure(let problem):
                problems.append(problem)
            }
        }
        return GuardReport(findings: findings, problems: problems, fileCount: fileCount)
    }

    /// `.badInput` when a path could not be read, else `.findings` when a guard failed, else `.clean`.
    public var status: Status {
        if !problems.isEmpty { return .badInput }
        return findings.isEmpty ? .clean : .findings
    }

    /// The last line: `guard: 3 findings in 12 files`, with `, 1 unreadable` when paths could
    /// not be read.
    public var summary: String {
        var line = "guard: \(Self.count(findings.count, "finding")) in \(Self.count(fileCount, "file"))"
        if !problems.isEmpty { line += ", \(problems.count) unreadable" }
        return line
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
