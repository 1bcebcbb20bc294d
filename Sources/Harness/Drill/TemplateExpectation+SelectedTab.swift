import Host

extension TemplateExpectation {
    /// `expect car root|top tab "TITLE" [KIND "ROW"…]`: the tab a tab bar shows (B7): its title,
    /// and if given its class and then, if given, exactly its rows in order (a grid's buttons, a
    /// list's rows, an information template's lines). A podcast app's Library tab:
    ///
    /// ```
    /// expect car root tab "Library" list "Episode 1" "Episode 2"
    /// ```
    public struct SelectedTab: Hashable, Sendable {
        /// The classes a tab can be, as a drill names them.
        public static let kinds: [Kind] = [.grid, .list, .information]

        /// The tab's title (its `tabTitle`, else its template's title).
        public var title: String
        /// Its class; nil to check the title alone.
        public var kind: Kind?
        /// Its rows, exactly; empty to leave them unchecked.
        public var rows: [String]

        /// The tab titled `title`, of class `kind`, with `rows`.
        public init(title: String, kind: Kind?, rows: [String]) {
            self.title = title
            self.kind = kind
            self.rows = rows
        }

        /// The tab `shown` (a tab bar) shows, all of it; nil for any other template.
        public init?(_ shown: CarScreen.Shown) {
            guard shown.kind == .tabBar, shown.selectedTab != nil else { return nil }
            let kind = shown.selectedTabKind.flatMap(Kind.init)
            self.init(title: shown.title, kind: kind, rows: kind.map { Self.rows(of: shown, $0) } ?? [])
        }

        /// True when `shown` is a tab bar showing this tab.
        func holds(on shown: CarScreen.Shown) -> Bool {
            guard shown.kind == .tabBar, shown.selectedTab != nil, shown.title == title else { return false }
            guard let kind else { return true }
            guard shown.selectedTabKind == kind.templateKind else { return false }
            return rows.isEmpty || rows == Self.rows(of: shown, kind)
        }

        /// The rows of the tab `shown` shows, as a drill names them.
        private static func rows(of shown: CarScreen.Shown, _ kind: Kind) -> [String] {
            kind == .information ? shown.lines.map(\.title) : shown.rows.map(\.title)
        }

        /// `tab "Library" list "Episode 1" "Episode 2"`: the tab as a drill writes it.
        public var words: String {
            (["tab", DrillString.quoted(title)] + (kind.map { [$0.rawValue] } ?? []) + rows.map(DrillString.quoted)).joined(separator: " ")
        }
    }
}
