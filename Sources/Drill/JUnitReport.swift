import Foundation

/// JUnit XML: a testcase per scenario with `file` and `line` attributes, the steps in
/// `system-out`, failures with the located diagnostic. Times are virtual seconds, so the report
/// is the same bytes on every run (a deterministic artifact).
public enum JUnitReport {
    /// The XML for `suite`; `shots` maps a scenario's slug to its picture paths (properties).
    public static func xml(_ suite: DrillSuite, shots: [String: [String]] = [:]) -> String {
        let failures = suite.results.filter { !$0.passed }.count
        let total = suite.results.reduce(0) { $0 + $1.simulatedMs }
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"headunit drill\" tests=\"\(suite.results.count)\" failures=\"\(failures)\" errors=\"\(suite.diagnostics.filter { $0.severity == .error }.count)\" time=\"\(seconds(total))\">"]
        let byFile = Dictionary(grouping: suite.results, by: \.scenario.location.file)
        for file in byFile.keys.sorted() {
            let results = byFile[file]!
            let f = results.filter { !$0.passed }.count
            out.append("  <testsuite name=\"\(esc(file))\" tests=\"\(results.count)\" failures=\"\(f)\" time=\"\(seconds(results.reduce(0) { $0 + $1.simulatedMs }))\">")
            for r in results {
                let s = r.scenario
                out.append("    <testcase name=\"\(esc(s.name))\" classname=\"\(esc(classname(file)))\" file=\"\(esc(file))\" line=\"\(s.location.line)\" time=\"\(seconds(r.simulatedMs))\">")
                var props = ["      <properties>", "        <property name=\"seed\" value=\"\(r.seed)\"/>"]
                if !s.rules.isEmpty { props.append("        <property name=\"rules\" value=\"\(esc(s.rules.joined(separator: " ")))\"/>") }
                for shot in shots[DrillSuite.slug(r)] ?? [] { props.append("        <property name=\"shot\" value=\"\(esc(shot))\"/>") }
                out += props + ["      </properties>"]
                if let failure = r.failure {
                    out.append("      <failure message=\"\(esc(failure.diagnostic.description))\" type=\"\(failure.diagnostic.code.rawValue)\">\(esc(failure.rendered))</failure>")
                }
                let steps = r.steps.map { step in
                    "\(step.at) \(step.step.location.line): \(step.step.lineText.trimmingCharacters(in: .whitespaces))" + (step.note.map { "  (\($0))" } ?? "")
                }
                out.append("      <system-out>\(esc(steps.joined(separator: "\n")))</system-out>")
                out.append("    </testcase>")
            }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    static func seconds(_ ms: Int64) -> String { String(format: "%.3f", Double(ms) / 1000) }

    /// `drill.d1-continue` for `Scenarios/drill/d1-continue.drill`: from the path as given, so
    /// the report does not depend on the current directory.
    static func classname(_ file: String) -> String {
        let parts = file.split(separator: "/").filter { $0 != "." }
        var last = parts.last.map(String.init) ?? file
        if let dot = last.lastIndex(of: "."), dot != last.startIndex { last = String(last[..<dot]) }
        return (parts.dropLast().suffix(1).map(String.init) + [last]).joined(separator: ".")
    }

    /// XML-escapes text (attributes and content): the HTML report's escaping, valid XML too.
    static func esc(_ s: String) -> String { HTMLReport.escape(s) }
}
