/// The guards over a set of files and folders: every finding, every path that could not be
/// read, how many files were checked, and the rules file's notes. What `headunit guard`
/// prints, as values.
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
    public var findings: [Diagnostic]
    /// The paths that could not be read; the others were still checked.
    public var problems: [Diagnostic]
    /// How many files were read and checked.
    public var fileCount: Int
    /// Where the rules file and the category disagree, which wins (`GuardRules.read`).
    public var notes: [Diagnostic]

    /// A report of `findings` and `problems` over `fileCount` files, with the rules' `notes`.
    public init(findings: [Diagnostic], problems: [Diagnostic], fileCount: Int, notes: [Diagnostic] = []) {
        self.findings = findings
        self.problems = problems
        self.fileCount = fileCount
        self.notes = notes
    }

    /// Checks every Swift file under `paths` (see `SourceWalker.swiftFiles(in:)`) with `rules`.
    public static func check(paths: [String], rules: GuardRules = .default) -> GuardReport {
        let (files, walkProblems) = SourceWalker.swiftFiles(in: paths)
        var problems = walkProblems
        var findings: [Diagnostic] = []
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

    /// How many findings each rule has, rules without findings left out, in rule order.
    public var countsByRule: [(rule: GuardRule, count: Int)] {
        GuardRule.allCases.compactMap { rule in
            let count = findings.count { $0.rule == rule }
            return count > 0 ? (rule, count) : nil
        }
    }

    /// The last line: `guard: 3 findings in 12 files (S3 1, S6 2)`, the counts by rule, with
    /// `, 1 unreadable` when paths could not be read.
    public var summary: String {
        var line = "guard: \(Self.count(findings.count, "finding")) in \(Self.count(fileCount, "file"))"
        if !findings.isEmpty { line += " (" + countsByRule.map { "\($0.rule.id) \($0.count)" }.joined(separator: ", ") + ")" }
        if !problems.isEmpty { line += ", \(problems.count) unreadable" }
        return line
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
