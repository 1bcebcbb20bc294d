import Host

/// How an information template lays out its items.
public enum CPInformationTemplateLayout: Int, Sendable {
    case leading = 0, twoColumn = 1
}

/// One line of an information template: a title and a detail.
open class CPInformationItem: NSObject {
    /// The line's title.
    public let title: String?
    /// The line's detail.
    public let detail: String?

    public init(title: String?, detail: String?) {
        self.title = title
        self.detail = detail
    }
}

/// Lines of information and up to three text buttons.
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
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = []
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = []
    nonisolated(unsafe) public var backButton: CPBarButton?

    public init(title: String, layout: CPInformationTemplateLayout, items: [CPInformationItem], actions: [CPTextButton]) {
        self.title = title
        self.layout = layout
        self.items = items
        self.actions = actions
        super.init()
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        withBars(Template(id: id, kind: .information, title: title, buttons: actions.map { TemplateButton(title: $0.title) },
                          items: items.map { TemplateButton(title: $0.title ?? "", detail: $0.detail) }))
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton else { return touchBar(hit) }
        if actions.indices.contains(hit.index) { actions[hit.index].handler?(actions[hit.index]) }
    }
}
