import Host

/// Told when the person selects a tab.
@preconcurrency @MainActor
public protocol CPTabBarTemplateDelegate: NSObjectProtocol {
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate)
}

/// Tabs, each a template (grid, list, information): a root only, never pushed or presented.
/// More tabs than the car shows is fatal (B4: `Application exceeded allowed number of tabs`).
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

    /// Replaces the tabs.
    public func updateTemplates(_ newTemplates: [CPTemplate]) {
        templates = newTemplates
        if !templates.indices.contains(selectedIndex) { selectedIndex = 0 }
    }

    /// Shows this tab.
    public func select(_ newTemplate: CPTemplate) {
        if let i = templates.firstIndex(where: { $0 === newTemplate }) { selectedIndex = i }
    }

    /// Shows the tab at `index`.
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
