import Host

/// An alert: its title and actions, presented over the stack (H3: one presented at a time).
/// The car does not dismiss it when an action is tapped: the handler does. The car shows the
/// first `maximumActionCount` actions.
@preconcurrency @MainActor
open class CPAlertTemplate: CPTemplate {
    /// The most actions an alert shows (iOS 14; HeadUnit's value, the real one depends on the car):
    /// the car shows the first ones.
    @available(iOS 14.0, *)
    public class var maximumActionCount: Int { 2 }

    /// The alert's title, longest first (HeadUnit shows the first).
    public let titleVariants: [String]
    /// The alert's actions.
    public let actions: [CPAlertAction]

    /// An alert with these titles and actions.
    public init(titleVariants: [String], actions: [CPAlertAction]) {
        self.titleVariants = titleVariants
        self.actions = actions
        super.init()
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        Template(id: id, kind: .alert, title: titleVariants.first ?? "", buttons: shownActions.map { TemplateButton(title: $0.title) })
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        let shown = shownActions
        if hit.role == .actionButton, shown.indices.contains(hit.index) { shown[hit.index].handler(shown[hit.index]) }
    }

    /// The actions the car shows.
    private var shownActions: ArraySlice<CPAlertAction> { actions.prefix(Self.maximumActionCount) }

    package override func makeStandIn() -> CPTemplate {
        let standIn = CPAlertTemplate(titleVariants: titleVariants, actions: actions)
        standIn.userInfo = userInfo
        return standIn
    }
}
