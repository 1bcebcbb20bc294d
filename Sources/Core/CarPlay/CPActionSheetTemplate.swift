import Host

/// An action sheet: a title, a message and actions, presented over the stack (H3).
@preconcurrency @MainActor
open class CPActionSheetTemplate: CPTemplate {
    /// The sheet's title.
    public let title: String?
    /// The sheet's message.
    public let message: String?
    /// The sheet's actions.
    public let actions: [CPAlertAction]

    /// An action sheet with this title, message and actions.
    public init(title: String?, message: String?, actions: [CPAlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
        super.init()
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        Template(id: id, kind: .actionSheet, title: title ?? "", buttons: actions.map { TemplateButton(title: $0.title) }, message: message)
    }

    /// B12: each action's style (a destructive one is drawn red).
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var look = TemplateLook()
        look.actionStyles = actions.map(\.actionStyle)
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton, actions.indices.contains(hit.index) else { return }
        let action = actions[hit.index]
        session.callHandler(of: hit) { action.handler(action) }
    }

    package override func makeStandIn(session: TemplateHostSession) -> CPTemplate {
        let standIn = CPActionSheetTemplate(title: title, message: message, actions: actions)
        standIn.userInfo = userInfo
        return standIn
    }
}
