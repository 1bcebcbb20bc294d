/// Every rule id in SPEC.md, by group, for the coverage table.
public enum RuleCatalog {
    /// The groups and how many rules each has.
    public static let groups: [(prefix: String, count: Int)] = [
        ("H", 13), ("T", 5), ("C", 7), ("N", 5), ("L", 9), ("O", 6), ("G", 5), ("Q", 8),
        ("M", 3), ("A", 3), ("Y", 5), ("S", 5), ("D", 8),
    ]

    /// Every id, in SPEC's order (`H1` … `D8`).
    public static let all: [String] = groups.flatMap { g in (1...g.count).map { "\(g.prefix)\($0)" } }
}
