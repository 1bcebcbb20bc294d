import Foundation
import UserInput

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
            return ((report.notes + report.problems + report.findings).map(Self.annotation) + [report.summary], [])
        case .sarif:
            return ([SARIFLog(report: report).json], [report.summary])
        }
    }

    /// The line for a rules file that cannot be read, or cannot be read as rules (for SARIF, a
    /// whole log whose run stopped there).
    public func line(for diagnostic: Diagnostic) -> String {
        switch self {
        case .text: diagnostic.description
        case .github: Self.annotation(diagnostic)
        case .sarif: SARIFLog(rulesFailure: diagnostic).json
        }
    }

    /// Whether the format's errors go to standard output (GitHub annotations, where Actions
    /// reads them; the SARIF log) rather than standard error.
    public var writesErrorsToStandardOutput: Bool { self != .text }

    /// `::error file=…,line=…,col=…::[code] message` (`::notice` for a note), escaped as GitHub's
    /// workflow commands require.
    static func annotation(_ d: Diagnostic) -> String {
        GitHubAnnotation.line(d.severity == .note ? "notice" : "error", at: d.location, message: "[\(d.code.rawValue)] \(d.message)")
    }
}
