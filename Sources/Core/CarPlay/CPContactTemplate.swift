import Host

/// A contact's card: its name, subtitle and informative text, and up to four action buttons.
/// The car shows the name as the title, the subtitle as the message, the informative text as a
/// line, and the first four actions as buttons: a call or directions button runs its handler,
/// a message button starts Siri (written in the host log).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPContactTemplate: CPTemplate, CPBarButtonProviding {
    /// The most action buttons the card shows.
    package static let maximumActionCount = 4

    /// The contact shown; its changes (new `actions`, a new `name`) reach the car.
    public var contact: CPContact { didSet { ContentChanges.note() } }
    /// The leading bar buttons: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); leadingNavigationBarButtons = CPTemplate.keptBarButtons(leadingNavigationBarButtons) }   // X1: the first two
    }
    /// The trailing bar buttons: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); trailingNavigationBarButtons = CPTemplate.keptBarButtons(trailingNavigationBarButtons) }   // X1: the first two
    }
    /// A custom back button, shown when the template is pushed.
    nonisolated(unsafe) public var backButton: CPBarButton? { didSet { ContentChanges.note() } }

    /// A template showing `contact`.
    public init(contact: CPContact) {
        self.contact = contact
        super.init()
    }

    /// The action buttons the car shows.
    private var shownActions: [CPButton] { Array((contact.actions ?? []).prefix(Self.maximumActionCount)) }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        let lines = contact.informativeText.map { [TemplateButton(title: $0)] } ?? []
        return withBars(Template(id: id, kind: .contact, title: contact.name, buttons: shownActions.map(\.hostButton),
                                 message: contact.subtitle, items: lines))
    }

    /// The avatar, words and round action buttons as the car draws them.
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var look = TemplateLook()
        look.contact = ContactLook(name: contact.name, image: contact.image.look, subtitle: contact.subtitle, informativeText: contact.informativeText,
                                   actions: shownActions.map { ContactLook.Action(title: $0.hostButton.title, image: $0.image?.look, enabled: $0.isEnabled) })
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton else { return touchBar(hit) }
        let actions = shownActions
        guard actions.indices.contains(hit.index) else { return }
        let button = actions[hit.index]
        if let message = button as? CPContactMessageButton {
            return recordInHostLog("\"\(hit.title)\" tapped: \(message.siriLine)")
        }
        session.callHandler(of: hit) { button.handler?(button) }
    }
}
