import Host

/// Tabs, each a template (grid, list, information): a root only, never pushed or presented.
/// More tabs than the car shows is fatal (B4: `Application exceeded allowed number of tabs`).
/// Each tab is titled by its template's `tabTitle`, else the template's title (HeadUnit draws no
/// tab images or badges).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPTabBarTemplate: CPTemplate {
    /// Told when the person selects a tab.
    public weak var delegate: (any CPTabBarTemplateDelegate)?
    /// The tabs.
    public private(set) var templates: [CPTemplate]
    private var selectedIndex = 0

    /// The most tabs the car shows (HeadUnit's default; the real value depends on the car).
    public class var maximumTabCount: Int { HostConfig().tabLimit }

    /// A tab bar of these templates; it shows the first.
    public init(templates: [CPTemplate]) {
        self.templates = templates
        super.init()
    }

    /// The tab shown.
    public var selectedTemplate: CPTemplate? { templates.indices.contains(selectedIndex) ? templates[selectedIndex] : nil }

    /// Replaces the tabs; the car shows them. More tabs than the car shows, on a tab bar already
    /// given to a car, is fatal at the call, as CarPlay's `NSGenericException` is (B4, under the
    /// strict profile); a tab bar no car has seen yet meets the host's check when it is set as the
    /// root.
    public func updateTemplates(_ newTemplates: [CPTemplate]) {
        if let session = hostSession, newTemplates.count > session.host.config.tabLimit, session.host.config.profile.mode(.h8) == .strict {
            session.recordException("NSGenericException", reason: HostMessages.tooManyTabs,
                                    call: "CPTabBarTemplate.updateTemplates(_:) with \(newTemplates.count) templates")
        }
        templates = newTemplates
        if !templates.indices.contains(selectedIndex) { selectedIndex = 0 }
    }

    /// Shows this tab (iOS 17); a template that is not one of the tabs changes nothing. The
    /// delegate is not told: it hears the person's selections only.
    @available(iOS 17.0, *)
    public func select(_ newTemplate: CPTemplate) {
        if let i = templates.firstIndex(where: { $0 === newTemplate }) { selectedIndex = i }
    }

    /// Shows the tab at `index` (iOS 17); an index outside the tabs changes nothing.
    @available(iOS 17.0, *)
    public func selectTemplate(at index: Int) {
        if templates.indices.contains(index) { selectedIndex = index }
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        let tabs = templates.map { tab in
            var t = session.content(of: tab)
            t.title = tab.tabTitle ?? t.title
            return t
        }
        return Template(id: id, kind: .tabBar, tabs: tabs, selectedTab: selectedIndex)
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .tab, templates.indices.contains(hit.index) else { return }
        selectedIndex = hit.index
        delegate?.tabBarTemplate(self, didSelect: templates[hit.index])
    }
}
