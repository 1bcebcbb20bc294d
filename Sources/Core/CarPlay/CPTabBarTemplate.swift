import Host

/// Tabs, each a template (grid, list; information and point of interest for apps other than
/// audio): a root only, never pushed or presented. Each tab is titled by its template's
/// `tabTitle`, else the template's title (a picture draws each tab's image by its name, `tabImageLook`; HeadUnit draws no badges). As in CarPlay,
/// the tabs are checked where the tab bar takes them, `init(templates:)` and `updateTemplates(_:)`:
/// more than `maximumTabCount`, or a tab of a class the category may not put there, raises
/// `NSInvalidArgumentException` at the call (B4), recorded as a crash of the car the scene runs
/// for (or, made before any car, of the first car that shows it).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPTabBarTemplate: CPTemplate {
    /// Told when the person selects a tab.
    public weak var delegate: (any CPTabBarTemplateDelegate)? { didSet { ContentChanges.note() } }
    /// The tabs.
    public private(set) var templates: [CPTemplate] { didSet { ContentChanges.note() } }
    private var selectedIndex = 0 { didSet { ContentChanges.note() } }
    /// Tabs taken before any car was known: checked by the first car that shows the tab bar.
    private var unchecked: (tabs: [CPTemplate], call: String)?

    /// The most tabs the car shows: 4 for an audio app, 5 for the others (the car plugged in's
    /// configuration, `HostConfig.tabLimit`; with none, a voice-based conversation app's 5).
    public class var maximumTabCount: Int { CurrentCar.config.tabLimit }

    /// A tab bar of these templates; it shows the first. Too many tabs, or a tab of a class the
    /// category does not allow in a tab bar, raises (B4).
    public init(templates: [CPTemplate]) {
        self.templates = templates
        super.init()
        check(templates, call: "CPTabBarTemplate(templates:) with \(templates.count) templates", on: CurrentCar.now?.session)
    }

    /// The tab shown.
    public var selectedTemplate: CPTemplate? { templates.indices.contains(selectedIndex) ? templates[selectedIndex] : nil }

    /// Replaces the tabs; the car shows them. Too many tabs, or a tab of a class the category does
    /// not allow in a tab bar (a tab bar never is), raises at the call (B4), as at
    /// `init(templates:)`, and the tabs stay as they were.
    public func updateTemplates(_ newTemplates: [CPTemplate]) {
        guard check(newTemplates, call: "CPTabBarTemplate.updateTemplates(_:) with \(newTemplates.count) templates",
                    on: hostSession ?? CurrentCar.now?.session) else { return }
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

    /// B4: CarPlay's `validateTemplates:` (H8's switch in the profile): the count against the
    /// car's `tabLimit`, then each tab's class against the category's tab classes, raising
    /// `NSInvalidArgumentException` with the framework's words. With no car yet, the first car
    /// that shows the tab bar checks it. False when it refused the tabs (strict or lenient): as
    /// the framework raises before it takes them, they are not taken.
    @discardableResult
    private func check(_ tabs: [CPTemplate], call: String, on session: TemplateHostSession?) -> Bool {
        guard let session else {
            unchecked = (tabs, call)
            return true
        }
        unchecked = nil
        let config = session.host.config
        let mode = config.profile.mode(.h8)
        guard mode != .off else { return true }
        let reason: String
        if tabs.count > config.tabLimit {
            reason = HostMessages.tooManyTemplates(maximum: config.tabLimit)
        } else if let bad = tabs.first(where: { !(Self.kind(of: $0).map(config.category.tabTemplates.contains) ?? false) }) {
            reason = HostMessages.unsupportedObject("<\(type(of: bad)) #\(session.id(for: bad).value)>", selector: "validateTemplates:",
                                                   allowed: Array(config.category.tabTemplates))
        } else {
            return true
        }
        if mode == .strict {
            session.recordException(HostMessages.invalidArgumentException, reason: reason, call: call)
        } else {
            session.record("\(call) refused [H8]: \(reason)")
        }
        return false
    }

    /// The host's class of a tab (nil: a class that is no template of the SDK's).
    private static func kind(of template: CPTemplate) -> TemplateKind? {
        switch template {
        case is CPGridTemplate: .grid
        case is CPListTemplate: .list
        case is CPInformationTemplate: .information
        case is CPPointOfInterestTemplate: .pointOfInterest
        case is CPNowPlayingTemplate: .nowPlaying
        case is CPMapTemplate: .map
        case is CPSearchTemplate: .search
        case is CPContactTemplate: .contact
        case is CPVoiceControlTemplate: .voiceControl
        case is CPAlertTemplate: .alert
        case is CPActionSheetTemplate: .actionSheet
        case is CPTabBarTemplate: .tabBar
        default: nil
        }
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        if let unchecked { check(unchecked.tabs, call: unchecked.call, on: session) }
        let tabs = templates.map { tab in
            // B4: a tab bar is never a tab (its class is in no category's tab classes). With that
            // check off, one among the tabs shows as a tab of no tabs of its own: the car never
            // looks into it, so no tab bar, not even one among its own tabs, makes it recurse.
            var t = tab is CPTabBarTemplate ? Template(id: session.id(for: tab), kind: .tabBar) : session.content(of: tab)
            t.title = tab.tabTitle ?? t.title
            return t
        }
        return Template(id: id, kind: .tabBar, tabs: tabs, selectedTab: selectedIndex)
    }

    /// B12: the selected tab's look (its rows are the tab bar's), with each tab's image.
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var look = selectedTemplate.flatMap { $0 is CPTabBarTemplate ? nil : $0.hostLook(session: session) } ?? TemplateLook()
        look.tabImages = templates.map(\.tabImageLook)
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .tab, templates.indices.contains(hit.index) else { return }
        selectedIndex = hit.index
        delegate?.tabBarTemplate(self, didSelect: templates[hit.index])
    }
}
