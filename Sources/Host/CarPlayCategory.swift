/// An app's CarPlay category (B3): how deep its stack may go and which templates it may use,
/// as Apple's CarPlay Developer Guide gives them. The host refuses a template the category does
/// not allow (H13) and crashes past the depth limit (H7).
///
/// ```swift
/// var config = HostConfig()
/// config.category = .audio          // depth 5, Now Playing allowed, no voice control
/// ```
public struct CarPlayCategory: Hashable, Sendable, CustomStringConvertible {
    /// The category's name as the guide writes it (`voice-based conversation`).
    public let name: String
    /// The deepest stack the category may have, counting the root (H7).
    public let depthLimit: Int
    /// The template classes the category may use.
    public let templates: Set<TemplateKind>
    /// The classes allowed as the root: the framework's root classes (`TemplateKind.rootClasses`:
    /// the pushable ones and the tab bar, Now Playing included) that the category may use (worked
    /// out once: the host asks on every change, the explorer makes millions).
    public let rootTemplates: [TemplateKind]
    /// The classes allowed to be pushed: the framework's pushable classes that the category may use.
    public let pushableTemplates: [TemplateKind]
    /// The classes allowed to be presented: alerts, action sheets and the voice-control template,
    /// those the category may use.
    public let presentableTemplates: [TemplateKind]

    /// A category named as the guide names it, with its depth limit (H7) and templates (H13); the
    /// root, pushable and presentable lists are worked out here, once.
    public init(name: String, depthLimit: Int, templates: Set<TemplateKind>) {
        self.name = name
        self.depthLimit = depthLimit
        self.templates = templates
        let allowed = TemplateKind.allCases.filter { templates.contains($0) }
        rootTemplates = allowed.filter(TemplateKind.rootClasses.contains)
        pushableTemplates = allowed.filter(TemplateKind.pushableClasses.contains)
        presentableTemplates = allowed.filter(TemplateKind.presentableClasses.contains)
    }

    /// The category's name (`voice-based conversation`), as messages and drills print it.
    public var description: String { name }

    // The categories' templates and depths, from Apple's CarPlay Developer Guide (its table of
    // templates by category, as quoted in public references; DESIGN.md "Categories").

    /// The templates every category may use.
    private static let common: Set<TemplateKind> = [.actionSheet, .alert, .grid, .list, .tabBar]

    /// Audio apps: depth 5; Now Playing.
    public static let audio = CarPlayCategory(name: "audio", depthLimit: 5, templates: common.union([.nowPlaying]))
    /// Communication apps: depth 5; contacts, information, Now Playing.
    public static let communication = CarPlayCategory(name: "communication", depthLimit: 5, templates: common.union([.contact, .information, .nowPlaying]))
    /// Navigation apps: depth 5; the map, search, contacts, information, the voice-control template.
    public static let navigation = CarPlayCategory(name: "navigation", depthLimit: 5, templates: common.union([.map, .search, .contact, .information, .voiceControl]))
    /// EV charging apps: depth 5; points of interest and information.
    public static let evCharging = CarPlayCategory(name: "EV charging", depthLimit: 5, templates: common.union([.pointOfInterest, .information]))
    /// Parking apps: depth 5; points of interest and information.
    public static let parking = CarPlayCategory(name: "parking", depthLimit: 5, templates: common.union([.pointOfInterest, .information]))
    /// Fueling apps: depth 3; points of interest and information.
    public static let fueling = CarPlayCategory(name: "fueling", depthLimit: 3, templates: common.union([.pointOfInterest, .information]))
    /// Quick food ordering apps: depth 3 (iOS 26.4; 2 before); points of interest and information.
    public static let quickFoodOrdering = CarPlayCategory(name: "quick food ordering", depthLimit: 3, templates: common.union([.pointOfInterest, .information]))
    /// Driving task apps: depth 3 (iOS 26.4; 2 before); points of interest, information, voice control.
    public static let drivingTask = CarPlayCategory(name: "driving task", depthLimit: 3, templates: common.union([.pointOfInterest, .information, .voiceControl]))
    /// Voice-based conversation apps: depth 3; information, and the voice-control template
    /// (presented only, never root or pushed). The built-in app's category.
    public static let voiceConversation = CarPlayCategory(name: "voice-based conversation", depthLimit: 3, templates: common.union([.information, .voiceControl]))

    /// Every category above, in the guide's order.
    public static let all: [CarPlayCategory] = [.audio, .communication, .drivingTask, .evCharging, .fueling, .navigation, .parking, .quickFoodOrdering, .voiceConversation]

}

extension TemplateKind {
    /// The framework's pushable classes, whatever the category (its `CPPushableTemplateClasses`,
    /// 8 classes, named by `-[CPInterfaceController _pushTemplate:…]`'s branches: docs/FIDELITY.md,
    /// "Category class sets").
    public static let pushableClasses: [TemplateKind] = allCases.filter { !$0.isModal && $0 != .tabBar }
    /// The framework's root classes: the pushable ones and the tab bar (its `CPRootTemplateClasses`,
    /// 9 classes), so Now Playing may be a root.
    public static let rootClasses: [TemplateKind] = allCases.filter { !$0.isModal }
    /// The framework's presentable classes: action sheet, alert, voice control (3 classes; the
    /// header of `presentTemplate(_:animated:completion:)` names them).
    public static let presentableClasses: [TemplateKind] = allCases.filter(\.isModal)

    /// True for the templates that are only ever presented (alert, action sheet, voice control).
    public var isModal: Bool {
        switch self {
        case .voiceControl, .alert, .actionSheet: return true
        case .grid, .list, .map, .nowPlaying, .tabBar, .information, .pointOfInterest, .contact, .search: return false
        }
    }
}
