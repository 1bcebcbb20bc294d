import Host

/// How an information template lays out its items.
@available(iOS 14.0, *)
public enum CPInformationTemplateLayout: Int, Sendable {
    /// Items in one column, aligned to the leading edge.
    case leading = 0
    /// Items in two columns.
    case twoColumn = 1
}

/// Lines of information and up to three text buttons: the car shows the first ten items and the
/// first three actions, as CarPlay trims them.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPInformationTemplate: CPTemplate, CPBarButtonProviding {
    /// The template's title.
    public var title: String
    /// How the items are laid out.
    public let layout: CPInformationTemplateLayout
    /// The lines shown.
    public var items: [CPInformationItem]
    /// The buttons shown.
    public var actions: [CPTextButton]
    /// The buttons at the leading edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = [] {
        didSet { leadingNavigationBarButtons = CPTemplate.keptBarButtons(leadingNavigationBarButtons) }   // X1: the first two
    }
    /// The buttons at the trailing edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = [] {
        didSet { trailingNavigationBarButtons = CPTemplate.keptBarButtons(trailingNavigationBarButtons) }   // X1: the first two
    }
    /// A custom back button, shown when the template is pushed.
    nonisolated(unsafe) public var backButton: CPBarButton?

    /// A template of this title, layout, items and actions.
    public init(title: String, layout: CPInformationTemplateLayout, items: [CPInformationItem], actions: [CPTextButton]) {
        self.title = title
        self.layout = layout
        self.items = items
        self.actions = actions
        super.init()
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        withBars(Template(id: id, kind: .information, title: title, buttons: shownActions.map(\.hostButton),
                          items: items.prefix(Self.shownItemCount).map(\.hostLine)))
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton else { return touchBar(hit) }
        let shown = shownActions
        guard shown.indices.contains(hit.index) else { return }
        let button = shown[hit.index]
        session.callHandler(of: hit) { button.handler?(button) }
    }

    /// The most items the car shows (the audit's evidence: CarPlay keeps the first ten).
    private static let shownItemCount = 10
    /// The actions the car shows: the first three.
    private var shownActions: ArraySlice<CPTextButton> { actions.prefix(3) }
}
