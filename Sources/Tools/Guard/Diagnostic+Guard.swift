import UserInput

extension DiagnosticCode {
    /// A rules file that cannot be read as rules, or a note on one where it and the category
    /// disagree (S5).
    public static let rules = DiagnosticCode("RULES", name: "rules-file")
    /// A path the guards could not read: missing, a directory or a pipe, unreadable, larger than
    /// 16 MB, or not UTF-8 text.
    public static let unreadable = DiagnosticCode("IO", name: "unreadable")
}

extension GuardRule {
    /// The rule as a diagnostic's code: `S6`, named as SARIF names it.
    public var code: DiagnosticCode { DiagnosticCode(id, name: name) }
}

extension Diagnostic {
    /// A finding of `rule` at `path`:`line`:`column`, with a message that says how to fix it (S5).
    public init(_ rule: GuardRule, path: String, line: Int, column: Int, message: String) {
        self.init(code: rule.code, location: SourceLocation(file: path, line: line, column: column), message: message)
    }

    /// A finding of `rule` at `token`'s position in `path`.
    init(_ rule: GuardRule, path: String, token: Token, message: String) {
        self.init(rule, path: path, line: token.line, column: token.column, message: message)
    }

    /// The source guard a finding is of (S1-S6); nil for a rules-file or reading problem.
    public var rule: GuardRule? { GuardRule(rawValue: code.rawValue) }

    /// Findings in reading order: by path, then position, then rule, then message.
    public static func readingOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.code.rawValue, a.message)
            < (b.location.file, b.location.line, b.location.column, b.code.rawValue, b.message)
    }

    /// A path the guards could not read, and why.
    public static func unreadable(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(code: .unreadable, location: SourceLocation(file: path), message: message)
    }

    static func missing(_ path: String) -> Diagnostic {
        unreadable(path, "cannot read \(path): no such file or folder; check the path")
    }

    static func unreadable(_ path: String) -> Diagnostic {
        unreadable(path, "cannot read \(path): permission denied or not a regular file; make it readable")
    }

    /// Why the file at `path` could not be read (`UserFile`), and what to do.
    init(_ path: String, _ problem: UserFile.Problem) {
        switch problem {
        case .missing: self = .missing(path)
        case .directory, .notRegular: self = .unreadable(path, "cannot read \(path): \(problem.reason); name a file")
        case .unreadable: self = .unreadable(path, "cannot read \(path): \(problem.reason); make it readable")
        case .tooLarge: self = .unreadable(path, "cannot read \(path): \(problem.reason); check the path")
        }
    }

    static func notUTF8(_ path: String) -> Diagnostic {
        unreadable(path, "cannot read \(path): not UTF-8 text; save it as UTF-8")
    }

    /// A rules file that cannot be read as rules at `path`:`line`:`column` (S5), or, as a note,
    /// where it and the category disagree and which wins.
    public static func rulesFile(_ path: String, line: Int, column: Int, severity: Severity = .error, _ message: String) -> Diagnostic {
        Diagnostic(code: .rules, severity: severity, location: SourceLocation(file: path, line: line, column: column), message: message)
    }
}
