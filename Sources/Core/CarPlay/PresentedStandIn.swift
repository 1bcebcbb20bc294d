import Host

/// H5 (SPEC's reading): what `presentedTemplate` hands back for a presented template of a class
/// CarPlay never presents (a grid, a list…: only H13 off lets one be presented), whose class has
/// no stand-in of its own. It is a template of its own, never the instance presented, and it
/// shows what was presented when it was made: given to any call, the car shows that content
/// under the stand-in's own identity, and a touch of one of its buttons reaches the presented
/// template's, as the stand-ins of the presentable classes share their buttons.
@MainActor
package final class PresentedStandIn: CPTemplate {
    /// The template presented, whose buttons the stand-in's touches reach.
    private let presented: CPTemplate
    /// What the car showed for it when the stand-in was made.
    private let shown: Template

    /// A stand-in for `presented`, which the car shows as `shown`.
    package init(for presented: CPTemplate, shown: Template) {
        self.presented = presented
        self.shown = shown
        super.init()
        userInfo = presented.userInfo
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        var content = shown
        content.id = id
        return content
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        presented.touch(hit, session: session)
    }
}
