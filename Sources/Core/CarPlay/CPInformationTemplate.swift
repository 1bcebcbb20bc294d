import Host

/// How an information template lays out its items.
@available(iOS 14.0, *)
public enum CPInformationTemplateLayout: Int, Sendable {
    /// Items in one column, aligned to the leading edge.
    case leading = 0
    /// Items in two columns.
    case twoColumn = 1
}

/// Lines of information and up to three text buttons: the template keeps the first ten items and
/// the first three actions, as CarPlay trims them (X9).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPInformationTemplate: CPTemplate, CPBarButtonProviding {
    /// The template's title.
    public var title: String { didSet { ContentChanges.note() } }
    /// How the items are laid out.
    public let layout: CPInformationTemplateLayout
    /// The lines shown: the first ten kept (X9; the framework trims the property itself, F11).
    public var items: [CPInformationItem] {
        didSet { ContentChanges.note(); if items.count > Self.itemLimit { items = Array(items.prefix(Self.itemLimit)) } }
    }
    /// The buttons shown: the first three kept (X9; the framework trims the property itself, F11).
    public var actions: [CPTextButton] {
        didSet { ContentChanges.note(); if actions.count > Self.actionLimit { actions = Array(actions.prefix(Self.actionLimit)) } }
    }
    /// The buttons at the leading edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); leadingNavigationBarButtons = CPTemplate.keptBarButtons(leadingNavigationBarButtons) }   // X1: the first two
    }
    /// The buttons at the trailing edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); trailingNavigationBarButtons = CPTemplate.keptBarButtons(trailingNavigationBarButtons) }   // X1: the first two
    }
    /// A custom back button, shown when the template is pushed.
    nonisolated(unsafe) public var backButton: CPBarButton? { didSet { ContentChanges.note() } }

    /// A template of this title, layout, items and actions.
    public init(title: String, layout: CPInformationTemplateLayout, items: [CPInformationItem], actions: [CPTextButton]) {
        self.title = title
        self.layout = layout
        self.items = Array(items.prefix(Self.itemLimit))
        self.actions = Array(actions.prefix(Self.actionLimit))
        super.init()
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        withBars(Template(id: id, kind: .information, title: title, buttons: actions.map(\.hostButton), items: items.map(\.hostLine)))
    }

    /// The layout, the items (a rating item's stars) and the actions by style, as the car draws them.
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var look = TemplateLook()
        look.information = InformationLook(layout: layout == .twoColumn ? .twoColumn : .leading, items: items.map(\.placesLook),
                                           actions: actions.map { InformationLook.Action(title: $0.title, style: $0.placesLookStyle) })
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton else { return touchBar(hit) }
        guard actions.indices.contains(hit.index) else { return }
        let button = actions[hit.index]
        session.callHandler(of: hit) { button.handler?(button) }
    }

    /// X9: the items kept (Apple's page: "the template uses only the first 10"; D10 trims at
    /// `init` and `setItems:`).
    private static let itemLimit = 10
    /// X9: the actions kept (D10 trims at `init` and `setActions:`).
    private static let actionLimit = 3
}
