import Foundation

/// JUnit XML: a testsuite per file, with a testcase per scenario (`file` and `line` attributes,
/// the steps in `system-out`, a failure with the located diagnostic) and a testcase per input
/// error (an `<error>` with its file, line, column, code and message), all counted in the
/// totals. Times are virtual seconds, so the report is the same bytes on every run (a
/// deterministic artifact).
public enum JUnitReport {
    /// The XML for `suite`; `shots` maps a scenario's slug to its picture paths (properties).
    public static func xml(_ suite: DrillSuite, shots: [String: [String]] = [:]) -> String {
        let inputErrors = suite.diagnostics.filter { $0.severity == .error }
        let failures = suite.results.filter { !$0.passed }.count
        let total = suite.results.reduce(0) { $0 + $1.simulatedMs }
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"headunit drill\" tests=\"\(suite.results.count + inputErrors.count)\" failures=\"\(failures)\" errors=\"\(inputErrors.count)\" time=\"\(seconds(total))\">"]
        let byFile = Dictionary(grouping: suite.results, by: \.scenario.location.file)
        let errorsByFile = Dictionary(grouping: inputErrors, by: \.location.file)
        for file in Set(byFile.keys).union(errorsByFile.keys).sorted() {
            let results = byFile[file] ?? []
            let errors = errorsByFile[file] ?? []
            let f = results.filter { !$0.passed }.count
            out.append("  <testsuite name=\"\(esc(file))\" tests=\"\(results.count + errors.count)\" failures=\"\(f)\" errors=\"\(errors.count)\" time=\"\(seconds(results.reduce(0) { $0 + $1.simulatedMs }))\">")
            for d in errors {
                let at = d.location
                out.append("    <testcase name=\"\(esc("input error at \(at.line):\(at.column): [\(d.code.rawValue)] \(d.message)"))\" classname=\"\(esc(classname(file)))\" file=\"\(esc(file))\" line=\"\(at.line)\" time=\"0.000\">")
                out.append("      <error message=\"\(esc(d.description))\" type=\"\(d.code.rawValue)\">\(esc(d.rendered))</error>")
                out.append("    </testcase>")
            }
            for r in results {
                let s = r.scenario
                out.append("    <testcase name=\"\(esc(s.name))\" classname=\"\(esc(classname(file)))\" file=\"\(esc(file))\" line=\"\(s.location.line)\" time=\"\(seconds(r.simulatedMs))\">")
                var props = ["      <properties>"] + (r.seed.map { ["        <property name=\"seed\" value=\"\($0)\"/>"] } ?? [])
                if !s.rules.isEmpty { props.append("        <property name=\"rules\" value=\"\(esc(s.rules.joined(separator: " ")))\"/>") }
                for shot in shots[DrillSuite.slug(r)] ?? [] { props.append("        <property name=\"shot\" value=\"\(esc(shot))\"/>") }
                out += props + ["      </properties>"]
                if let failure = r.failure {
                    out.append("      <failure message=\"\(esc(failure.diagnostic.description))\" type=\"\(failure.diagnostic.code.rawValue)\">\(esc(failure.rendered))</failure>")
                }
                // An included step names its own file.
                let steps = r.steps.map { record in
                    let at = record.step.location
                    let line = at.file == s.location.file ? "\(at.line)" : "\(at.file):\(at.line)"
                    return "\(record.at) \(line): \(record.step.lineText.trimmingCharacters(in: .whitespaces))" + (record.note.map { "  (\($0))" } ?? "")
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
