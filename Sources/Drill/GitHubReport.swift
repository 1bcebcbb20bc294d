/// GitHub Actions annotations: one `::error file=…,line=…::` for the first failing step of each
/// failing scenario, and one per bad-input diagnostic.
public enum GitHubReport {
    public static func lines(_ suite: DrillSuite) -> [String] {
        var lines = suite.diagnostics.filter { $0.severity == .error }.map { d in
            "::error file=\(property(d.location.file)),line=\(d.location.line),col=\(d.location.column),title=\(d.code.rawValue)::\(escape(d.message))"
        }
        for r in suite.results {
            guard let f = r.failure else { continue }
            let d = f.diagnostic
            lines.append("::error file=\(property(d.location.file)),line=\(d.location.line),col=\(d.location.column),title=\(property(r.scenario.name))::[\(d.code.rawValue)] \(escape(d.message)) — the car showed \(escape(f.car))")
        }
        return lines
    }

    /// Workflow-command escaping of a message (%, CR, LF).
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow-command escaping of a property value (also `:` and `,`, which end properties).
    static func property(_ s: String) -> String {
        escape(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
