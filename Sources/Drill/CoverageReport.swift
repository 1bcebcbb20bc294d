/// `--coverage`: which scenarios hold each rule id (by their `rules` lines), and which rules no
/// scenario holds.
public enum CoverageReport {
    /// The table, one line per rule.
    public static func table(_ suite: DrillSuite, rules: [String] = RuleCatalog.all) -> String {
        var holders: [String: [String]] = [:]
        for r in suite.results {
            for rule in Set(r.scenario.rules) { holders[rule, default: []].append("\(r.scenario.location.file):\(r.scenario.location.line)") }
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
        lines.append("\(rules.count - missing.count) of \(rules.count) rules held by a scenario")
        lines.append("not held: " + (missing.isEmpty ? "none" : missing.joined(separator: " ")))
        if !guards.isEmpty {
            lines.append("(\(guards.joined(separator: " ")): source guards over Swift files, held by `headunit guard` and its fixture trees, not by scenarios)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rules no scenario holds.
    public static func unheld(_ suite: DrillSuite, rules: [String] = RuleCatalog.all) -> [String] {
        let held = Set(suite.results.flatMap(\.scenario.rules))
        return rules.filter { !held.contains($0) }
    }
}
