/// GitHub Actions annotations: one `::error file=…,line=…::` for the first failing step of each
/// failing scenario, and one per bad-input diagnostic.
public enum GitHubReport {
    /// The annotations for `suite`: its input errors first, then its failing scenarios, in run
    /// order.
    public static func lines(_ suite: DrillSuite) -> [String] {
        var lines = suite.diagnostics.filter { $0.severity == .error }.map { d in
            GitHubAnnotation.line(at: d.location, title: d.code.rawValue, message: d.message)
        }
        for r in suite.results {
            guard let f = r.failure else { continue }
            let d = f.diagnostic
            lines.append(GitHubAnnotation.line(at: d.location, title: r.scenario.name, message: "[\(d.code.rawValue)] \(d.message) — the car showed \(f.car)"))
        }
        return lines
    }
}
