import Host

/// What the car shows of a list template, and what a touch on it runs (HeadUnit's view, not the
/// SDK's).
///
/// Lines (shown, not tapped; `CarScreen.Shown.lines`), in order: the details header's title with
/// its subtitle as detail, then its first body variant; a visible assistant cell at the top
/// (`Siri: play media`; audio and communication apps only); each shown section's header with its
/// subtitle as detail (a section whose header has no words, subtitle, image or button shows none);
/// a visible assistant cell at the bottom; for a list with no items, a spinner (note `spinner`) when
/// `showsSpinnerWhileEmpty`, else the first empty-view title with the first subtitle as detail.
///
/// Entries you can tap (`buttons`), in reading order: the details header's shown action buttons,
/// the shown header grid buttons (`unread` noted), then per shown section (the first
/// `maximumSectionCount`) its header button and its items; an image row is its `text`, then each
/// image or element (see `CPListImageRowItem`). The list limit (H8, the car's `listItemLimit`)
/// counts items only, across sections, as CarPlay does: an image row is one item, whatever its
/// images; header buttons are no items.
extension CPListTemplate {
    /// One thing the person can tap on the list.
    enum Entry {
        /// A button of the details header.
        case headerAction(CPButton)
        /// A header grid button.
        case headerGrid(CPGridButton)
        /// A section header's button.
        case sectionButton(CPButton)
        /// A row: a list item, an image row, any other item.
        case item(any CPListTemplateItem)
        /// An image or element of an image row, by its index.
        case imagePart(CPListImageRowItem, Int)
    }

    /// The sections the car shows: the first `maximumSectionCount` of the car that has the list.
    var shownSections: ArraySlice<CPListSection> { sections.prefix((hostSession?.host.config ?? CurrentCar.config).listSectionLimit) }

    /// The entries the person can tap, in reading order, each as the host sees it.
    var hostEntries: [(button: TemplateButton, entry: Entry)] {
        var entries: [(button: TemplateButton, entry: Entry)] = []
        var itemsLeft = (hostSession?.host.config ?? CurrentCar.config).listItemLimit
        for button in listHeader?.shownButtons ?? [] { entries.append((button.hostButton, .headerAction(button))) }
        for button in (headerGridButtons ?? []).prefix(Self.maximumHeaderGridButtonCount) { entries.append((button.hostButton, .headerGrid(button))) }
        for section in shownSections {
            if let button = section.headerButton { entries.append((button.hostButton, .sectionButton(button))) }
            for item in section.items.prefix(max(0, itemsLeft)) {
                itemsLeft -= 1
                guard let row = item as? CPListImageRowItem else {
                    entries.append((item.hostButton, .item(item)))
                    continue
                }
                entries.append((TemplateButton(title: row.text ?? "", enabled: row.isEnabled), .item(row)))
                for (i, part) in row.selectableParts.enumerated() {
                    entries.append((TemplateButton(title: part.title, enabled: part.enabled), .imagePart(row, i)))
                }
            }
        }
        return entries
    }

    /// The lines the car shows (not tappable), in order, for an app of `category` (only audio and
    /// communication apps have an assistant cell).
    func hostLines(category: CarPlayCategory) -> [TemplateButton] {
        var lines: [TemplateButton] = []
        if let header = listHeader {
            lines.append(TemplateButton(title: header.title ?? "", detail: header.subtitle))
            if let body = header.bodyVariants.first { lines.append(TemplateButton(title: body.string)) }
        }
        let cell = CPAssistantCellConfiguration.isAvailable(in: category) ? assistantCellConfiguration : nil
        let assistant = cell.flatMap { cell in cell.hostLine.map { (line: $0, atTop: cell.position == .top) } }
        if let assistant, assistant.atTop { lines.append(TemplateButton(title: assistant.line)) }
        for section in shownSections {
            if section.showsHeader { lines.append(TemplateButton(title: section.header ?? "", detail: section.headerSubtitle)) }
        }
        if let assistant, !assistant.atTop { lines.append(TemplateButton(title: assistant.line)) }
        if itemCount == 0 {
            if showsSpinnerWhileEmpty {
                lines.append(TemplateButton(title: "", note: "spinner"))
            } else if let empty = emptyViewTitleVariants.first {
                lines.append(TemplateButton(title: empty, detail: emptyViewSubtitleVariants.first))
            }
        }
        return lines
    }

    /// The list as the host of an app of `category` sees it.
    func hostTemplate(id: TemplateID, category: CarPlayCategory) -> Template {
        withBars(Template(id: id, kind: .list, title: title ?? "", buttons: hostEntries.map(\.button), items: hostLines(category: category)))
    }

    /// The person touched the entry `hit`: its handler runs as the car calls handlers (H9,
    /// `TemplateHostSession.callHandler`). A row's or an image's completion is recorded when the
    /// app calls it.
    func touchEntry(_ hit: ButtonHit, session: TemplateHostSession) {
        let entries = hostEntries
        guard entries.indices.contains(hit.index) else { return }
        switch entries[hit.index].entry {
        case .headerAction(let button), .sectionButton(let button):
            session.callHandler(of: hit) { button.handler?(button) }
        case .headerGrid(let button):
            session.callHandler(of: hit) { button.handler?(button) }
        case .item(let item):
            select(item, hit: hit, session: session)
        case .imagePart(let row, let index):
            guard let handler = row.listImageRowHandler else { return }
            let finished = session.listSelectionStarted(hit.title)
            session.callHandler(of: hit) { handler(row, index, finished) }
        }
    }

    /// A row is selected: its handler runs; a `CPListItem` without one goes to the list's
    /// delegate (the iOS 12 API), as CarPlay does.
    private func select(_ item: any CPListTemplateItem, hit: ButtonHit, session: TemplateHostSession) {
        // A conversation row has no handler: CarPlay hands it to Siri (CPMessageListItem's page).
        if let message = item as? CPMessageListItem { return recordInHostLog(message.siriLine) }
        if let selectable = item as? any CPSelectableListItem, let handler = selectable.handler {
            let finished = session.listSelectionStarted(hit.title)
            return session.callHandler(of: hit) { handler(selectable, finished) }
        }
        guard let listItem = item as? CPListItem, let delegate else { return }
        // The delegate's completion is @Sendable in the SDK; CarPlay's apps call it on main.
        nonisolated(unsafe) let finished = session.listSelectionStarted(hit.title)
        delegate.listTemplate(self, didSelect: listItem) { finished() }
    }
}
