import Host

/// A list of sections of items (H8: the car shows at most `maximumItemCount` items).
@preconcurrency @MainActor
open class CPListTemplate: CPTemplate, CPBarButtonProviding {
    /// The list's title.
    public private(set) var title: String?
    /// The list's sections.
    public private(set) var sections: [CPListSection]
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = []
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = []
    nonisolated(unsafe) public var backButton: CPBarButton?
    /// What an empty list says.
    public var emptyViewTitleVariants: [String] = []
    /// What an empty list says under its title.
    public var emptyViewSubtitleVariants: [String] = []

    /// The most items the car shows (HeadUnit's default; the real value depends on the car).
    public class var maximumItemCount: Int { HostConfig().listItemLimit }

    /// A list with this title and these sections.
    public init(title: String?, sections: [CPListSection]) {
        self.title = title
        self.sections = sections
        super.init()
    }

    /// Replaces the sections; the car shows the new ones.
    public func updateSections(_ sections: [CPListSection]) { self.sections = sections }

    /// The number of sections.
    public var sectionCount: Int { sections.count }
    /// The number of items in every section.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// Where `item` is in the list.
    public func indexPath(for item: any CPListTemplateItem) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(where: { $0 === item }) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    /// Every item, section by section: the rows the host shows.
    private var rows: [any CPListTemplateItem] { sections.flatMap(\.items) }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        withBars(Template(id: id, kind: .list, title: title ?? "", buttons: rows.map(\.hostButton)))
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .listItem else { return touchBar(hit) }
        let rows = rows
        guard rows.indices.contains(hit.index), let item = rows[hit.index] as? any CPSelectableListItem, let handler = item.handler else { return }
        let finished = session.listSelectionStarted(hit.title)
        handler(item, finished)
    }
}
