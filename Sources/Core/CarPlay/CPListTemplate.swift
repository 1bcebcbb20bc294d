import Host

/// A list of sections of items (H8: the car shows at most `maximumItemCount` items), with, since
/// iOS 15, an assistant cell, since iOS 26 a header of grid buttons, and since iOS 26.4 a details
/// header. What the car shows of it: see `CPListTemplate+Host.swift`.
@preconcurrency @MainActor
open class CPListTemplate: CPTemplate, CPBarButtonProviding {
    /// The list's title.
    public private(set) var title: String? { didSet { ContentChanges.note() } }
    /// The list's sections.
    public private(set) var sections: [CPListSection] { didSet { ContentChanges.note() } }
    /// Told when a row without a `handler` is selected (the iOS 12 API).
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use CPListItem.handler")
    public weak var delegate: (any CPListTemplateDelegate)? { didSet { ContentChanges.note() } }
    /// The buttons at the leading edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); leadingNavigationBarButtons = CPTemplate.keptBarButtons(leadingNavigationBarButtons) }   // X1: the first two
    }
    /// The buttons at the trailing edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); trailingNavigationBarButtons = CPTemplate.keptBarButtons(trailingNavigationBarButtons) }   // X1: the first two
    }
    /// A custom back button, shown when the list is pushed.
    nonisolated(unsafe) public var backButton: CPBarButton? { didSet { ContentChanges.note() } }
    /// What an empty list says, longest first (HeadUnit shows the first).
    @available(iOS 14.0, *)
    public var emptyViewTitleVariants: [String] = [] { didSet { ContentChanges.note() } }
    /// What an empty list says under its title, longest first (HeadUnit shows the first).
    @available(iOS 14.0, *)
    public var emptyViewSubtitleVariants: [String] = [] { didSet { ContentChanges.note() } }
    /// True to show a spinner, not the empty view, while the list has no items (iOS 18.4).
    @available(iOS 18.4, *)
    public var showsSpinnerWhileEmpty = false { didSet { ContentChanges.note() } }
    /// The list's assistant cell (iOS 15): the car shows it in audio and communication apps only,
    /// as CarPlay sends it to the car only for them.
    @available(iOS 15.0, *)
    public var assistantCellConfiguration: CPAssistantCellConfiguration? {
        didSet {
            ContentChanges.note()
            guard let hostSession, !CPAssistantCellConfiguration.isAvailable(in: hostSession.host.config.category) else { return }
            recordInHostLog("assistantCellConfiguration set: the car shows no assistant cell (audio and communication apps only)")
        }
    }
    /// Grid buttons above the list (iOS 26); the car shows the first `maximumHeaderGridButtonCount`.
    @available(iOS 26.0, *)
    public var headerGridButtons: [CPGridButton]? { didSet { ContentChanges.note() } }
    /// The header at the top of the list (iOS 26.4).
    @available(iOS 26.4, *)
    public var listHeader: CPListTemplateDetailsHeader? { didSet { ContentChanges.note() } }

    /// The most items the car shows: the car plugged in's `HostConfig.listItemLimit` (by category:
    /// 500 audio and public safety, 24 communication and navigation, 12 otherwise); with no car, 12.
    @available(iOS 14.0, *)
    public class var maximumItemCount: Int { CurrentCar.config.listItemLimit }
    /// The most sections the car shows: the car plugged in's `HostConfig.listSectionLimit` (200
    /// unless set).
    @available(iOS 14.0, *)
    public class var maximumSectionCount: Int { CurrentCar.config.listSectionLimit }
    /// The most header grid buttons the car shows (iOS 26; HeadUnit's value).
    @available(iOS 26.0, *)
    public class var maximumHeaderGridButtonCount: Int { 4 }
    /// The largest image a header grid button shows (iOS 26; HeadUnit's value).
    @available(iOS 26.0, *)
    public class var maximumGridButtonImageSize: CGSize { CGSize(width: 60, height: 60) }

    /// A list with this title and these sections.
    public convenience init(title: String?, sections: [CPListSection]) {
        self.init(title: title, listHeader: nil, sections: sections, assistantCellConfiguration: nil, headerGridButtons: nil)
    }

    /// A list with this title, sections and assistant cell (iOS 15).
    @available(iOS 15.0, *)
    public convenience init(title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?) {
        self.init(title: title, listHeader: nil, sections: sections, assistantCellConfiguration: assistantCellConfiguration, headerGridButtons: nil)
    }

    /// A list with this title, sections, assistant cell and header grid buttons (iOS 26).
    @available(iOS 26.0, *)
    public convenience init(title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?,
                            headerGridButtons: [CPGridButton]?) {
        self.init(title: title, listHeader: nil, sections: sections, assistantCellConfiguration: assistantCellConfiguration,
                  headerGridButtons: headerGridButtons)
    }

    /// A list with this title, details header, sections and assistant cell (iOS 26.4).
    @available(iOS 26.4, *)
    public convenience init(title: String?, listHeader: CPListTemplateDetailsHeader?, sections: [CPListSection],
                            assistantCellConfiguration: CPAssistantCellConfiguration?) {
        self.init(title: title, listHeader: listHeader, sections: sections, assistantCellConfiguration: assistantCellConfiguration,
                  headerGridButtons: nil)
    }

    private init(title: String?, listHeader: CPListTemplateDetailsHeader?, sections: [CPListSection],
                 assistantCellConfiguration: CPAssistantCellConfiguration?, headerGridButtons: [CPGridButton]?) {
        self.title = title
        self.listHeader = listHeader
        self.sections = sections
        self.assistantCellConfiguration = assistantCellConfiguration
        self.headerGridButtons = headerGridButtons
        super.init()
        adopt(sections)
    }

    /// Replaces the sections; the car shows the new ones.
    public func updateSections(_ sections: [CPListSection]) {
        self.sections = sections
        adopt(sections)
    }

    /// The number of sections.
    @available(iOS 14.0, *)
    public var sectionCount: Int { sections.count }
    /// The number of items in every section.
    @available(iOS 14.0, *)
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// Where `item` is in the list, or nil when it is in none of its sections.
    @available(iOS 14.0, *)
    public func indexPath(for item: any CPListTemplateItem) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(where: { $0 === item }) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        hostTemplate(id: id, category: session.host.config.category)
    }

    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var look = TemplateLook()
        look.list = listLook(category: session.host.config.category)
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .listItem else { return touchBar(hit) }
        touchEntry(hit, session: session)
    }

    /// The list shows these sections now: a bad index into one is reported on this list's car, and
    /// so is an exception one raised before any list had it.
    private func adopt(_ sections: [CPListSection]) {
        for section in sections {
            section.owner = self
            if let pending = section.takePendingException() { raise(pending.name, reason: pending.reason, call: pending.call) }
        }
    }
}
