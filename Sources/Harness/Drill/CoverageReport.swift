/// `--coverage`: which passing scenarios hold each rule id (by their `rules` lines), and which
/// rules no passing scenario holds. A failing scenario holds nothing: the table names those
/// with rules it did not count.
public enum CoverageReport {
    /// The table, one line per rule.
    public static func table(_ suite: DrillSuite, rules: [String] = RuleCatalog.all) -> String {
        var holders: [String: [String]] = [:]
        for r in suite.results where r.passed {
            for rule in Set(r.scenario.rules) { holders[rule, default: []].append(place(r)) }
        }
        let width = max(5, (rules.map(\.count).max() ?? 3) + 2)
        var lines = ["rule" + String(repeating: " ", count: width - 4) + "scenarios"]
        for rule in rules {
            let h = holders[rule] ?? []
            lines.append(rule.padding(toLength: width, withPad: " ", startingAt: 0) + (h.isEmpty ? "— none" : "\(h.count): " + h.prefix(3).joined(separator: ", ") + (h.count > 3 ? ", …" : "")))
        }
        let missing = rules.filter { holders[$0] == nil }
        let guards = missing.filter { $0.hasPrefix("S") }
        lines.append("")
        lines.append("\(rules.count - missing.count) of \(rules.count) rules held by a passing scenario")
        lines.append("not held: " + (missing.isEmpty ? "none" : missing.joined(separator: " ")))
        let failing = suite.results.filter { !$0.passed && !$0.scenario.rules.isEmpty }.map(place)
        if !failing.isEmpty {
            lines.append("not counted, failing: " + failing.joined(separator: ", "))
        }
        if !guards.isEmpty {
            lines.append("(\(guards.joined(separator: " ")): source guards over Swift files, held by `headunit guard` and its fixture trees, not by scenarios)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rules no passing scenario holds.
    public static func unheld(_ suite: DrillSuite, rules: [String] = RuleCatalog.all) -> [String] {
        let held = Set(suite.results.filter(\.passed).flatMap(\.scenario.rules))
        return rules.filter { !held.contains($0) }
    }

    /// `file:line` of a scenario.
    private static func place(_ result: ScenarioResult) -> String {
        "\(result.scenario.location.file):\(result.scenario.location.line)"
    }
}
