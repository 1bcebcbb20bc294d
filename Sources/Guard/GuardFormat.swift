import Foundation

/// How `headunit guard` writes what it found: compiler-style text, GitHub annotations, or a
/// SARIF 2.1.0 log for GitHub code scanning.
public enum GuardFormat: String, CaseIterable, Equatable, Sendable {
    /// `path:line:col: error: [S6] message` on standard error (DESIGN.md: errors go to stderr),
    /// the summary on standard output.
    case text
    /// `::error file=path,line=L,col=C::[S6] message` workflow commands on standard output,
    /// where GitHub Actions reads them, then the summary.
    case github
    /// One SARIF 2.1.0 log (JSON) on standard output, for a file that code scanning uploads;
    /// the summary on standard error.
    case sarif

    /// The lines to write for `report`: to standard output and to standard error, in order.
    public func lines(for report: GuardReport) -> (out: [String], err: [String]) {
        switch self {
        case .text:
            let errors = report.notes.map(\.description) + report.problems.map(\.description) + report.findings.map(\.description)
            return ([report.summary], errors)
        case .github:
            let notes = report.notes.map {
                Self.annotation("notice", file: $0.path, line: $0.line, column: $0.column, code: "RULES", message: $0.message)
            }
            let problems = report.problems.map { Self.annotation(file: $0.path, code: "IO", message: $0.message) }
            let findings = report.findings.map {
                Self.annotation(file: $0.path, line: $0.line, column: $0.column, code: $0.rule.id, message: $0.message)
            }
            return (notes + problems + findings + [report.summary], [])
        case .sarif:
            return ([SARIFLog(report: report).json], [report.summary])
        }
    }

    /// The line for a rules file that cannot be read as rules (for SARIF, a whole log whose run
    /// stopped there).
    public func line(for error: RulesFileError) -> String {
        switch self {
        case .text: error.description
        case .github: Self.annotation(file: error.path, line: error.line, column: error.column, code: "RULES", message: error.message)
        case .sarif: SARIFLog(rulesFailure: error.message, path: error.path, line: error.line, column: error.column).json
        }
    }

    /// The line for a rules file that cannot be read (for SARIF, a whole log whose run stopped
    /// there).
    public func line(for problem: InputProblem) -> String {
        switch self {
        case .text: problem.description
        case .github: Self.annotation(file: problem.path, code: "IO", message: problem.message)
        case .sarif: SARIFLog(rulesFailure: problem.message, path: problem.path).json
        }
    }

    /// Whether the format's errors go to standard output (GitHub annotations, where Actions
    /// reads them; the SARIF log) rather than standard error.
    public var writesErrorsToStandardOutput: Bool { self != .text }

    /// `::error file=…,line=…,col=…::[code] message`, escaped as GitHub's workflow commands require.
    static func annotation(_ command: String = "error", file: String, line: Int? = nil, column: Int? = nil, code: String, message: String) -> String {
        var properties = "file=\(escapeProperty(file))"
        if let line { properties += ",line=\(line)" }
        if let column { properties += ",col=\(column)" }
        return "::\(command) \(properties)::\(escapeData("[\(code)] \(message)"))"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
