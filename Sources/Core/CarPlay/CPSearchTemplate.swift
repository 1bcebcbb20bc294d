import Host

/// A navigation app's search: a keyboard and the results the app gives for the text typed. HeadUnit
/// has no keyboard: the host shows the template (`.search`) with its last results as rows, each
/// tapped by its text (the delegate hears `selectedResult`); a test types through the delegate's
/// own entry, `searchTemplate(_:updatedSearchText:completionHandler:)` being the app's.
@preconcurrency @MainActor
open class CPSearchTemplate: CPTemplate {
    /// Asked for results as the text changes, told when one is selected.
    open weak var delegate: (any CPSearchTemplateDelegate)? { didSet { ContentChanges.note() } }
    /// The results the delegate gave last, shown as rows.
    package private(set) var results: [CPListItem] = [] { didSet { ContentChanges.note() } }
    /// The text typed last.
    package private(set) var searchText = "" { didSet { ContentChanges.note() } }

    /// A search template with no results.
    public override init() { super.init() }

    /// The person typed `text`: the delegate is asked for results, and the rows show them once
    /// its completion handler is called (HeadUnit's entry: CarPlay types through its keyboard).
    package func enterSearchText(_ text: String) {
        searchText = text
        recordInHostLog("search text \"\(text)\": the delegate is asked for results")
        delegate?.searchTemplate(self, updatedSearchText: text) { [weak self] items in
            guard let self else { return }
            self.results = items
            self.recordInHostLog("search results for \"\(text)\": \(items.count) rows shown")
        }
    }

    /// The person pressed the keyboard's search button (HeadUnit's entry).
    package func pressSearchButton() {
        recordInHostLog("search button pressed")
        delegate?.searchTemplateSearchButtonPressed(self)
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        Template(id: id, kind: .search, title: searchText, buttons: results.map(\.hostButton))
    }

    /// The field with the text typed, and the results' images, as the car draws them.
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var look = TemplateLook()
        look.search = SearchLook(text: searchText, resultImages: results.map { $0.image?.look })
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton, results.indices.contains(hit.index) else { return }
        let item = results[hit.index]
        let finished = session.listSelectionStarted(hit.title)
        delegate?.searchTemplate(self, selectedResult: item, completionHandler: finished)
    }
}
