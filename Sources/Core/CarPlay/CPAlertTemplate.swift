import Host

/// An alert: its title and actions, presented over the stack (H3: one presented at a time).
/// The car does not dismiss it when an action is tapped: the handler does. It keeps its last
/// `maximumActionCount` actions, as CarPlay does (X8).
@preconcurrency @MainActor
open class CPAlertTemplate: CPTemplate {
    /// The most actions an alert keeps (iOS 14): 1 for an audio app, 3 for the others (the car
    /// plugged in's configuration, `HostConfig.alertActionLimit`; with none, 3).
    @available(iOS 14.0, *)
    public class var maximumActionCount: Int { CurrentCar.config.alertActionLimit }

    /// The alert's title, longest first (HeadUnit shows the first).
    public let titleVariants: [String]
    /// The alert's actions: the last `maximumActionCount` of those given.
    public let actions: [CPAlertAction]

    /// An alert with these titles and actions; past `maximumActionCount`, the last ones are kept.
    public init(titleVariants: [String], actions: [CPAlertAction]) {
        self.titleVariants = titleVariants
        self.actions = Array(actions.suffix(Self.maximumActionCount))
        super.init()
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        Template(id: id, kind: .alert, title: titleVariants.first ?? "", buttons: actions.map { TemplateButton(title: $0.title) })
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
        let standIn = CPAlertTemplate(titleVariants: titleVariants, actions: actions)
        standIn.userInfo = userInfo
        return standIn
    }
}
