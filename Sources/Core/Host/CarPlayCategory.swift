/// An app's CarPlay category (B3): how deep its stack may go and which templates it may use,
/// as the framework's class sets and Apple's pages give them (each set says where it comes from). The host refuses a template the category does
/// not allow (H13) and crashes past the depth limit (H7).
///
/// ```swift
/// var config = HostConfig()
/// config.category = .audio          // depth 5, Now Playing allowed, no information template
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
    /// B4: the most tabs a tab bar may have (`CPTabBarTemplate.maximumTabCount`): 4 with the
    /// audio entitlement, 5 otherwise (the framework's `+maximumTabCount`).
    public let maximumTabCount: Int
    /// B4: the classes a tab's root may be (the framework's `CPTabTemplates`: 2 classes for audio,
    /// 4 otherwise; Apple's `init(templates:)` page names them: list and grid; information and
    /// point of interest for the others).
    public let tabTemplates: Set<TemplateKind>
    /// X8: the most actions an alert keeps (`CPAlertTemplate.maximumActionCount`): 1 with the
    /// audio entitlement, 3 otherwise (the framework's `+maximumActionCount`).
    public let maximumAlertActionCount: Int
    /// H8: the most items a list shows (`CPListTemplate.maximumItemCount`): 500 for audio and
    /// public safety, 24 for communication and navigation, 12 otherwise (the framework's
    /// `+maximumItemCount`; Apple's page: the value depends on the vehicle).
    public let maximumItemCount: Int

    /// A category named as the guide names it, with its depth limit (H7) and templates (H13), and
    /// its tab bars', alerts' and lists' limits (B4, X8, H8: by default a non-audio app's); the root, pushable and presentable
    /// lists are worked out here, once.
    public init(name: String, depthLimit: Int, templates: Set<TemplateKind>, maximumTabCount: Int = 5,
                tabTemplates: Set<TemplateKind> = [.grid, .list, .information, .pointOfInterest], maximumAlertActionCount: Int = 3,
                maximumItemCount: Int = 12) {
        self.name = name
        self.depthLimit = depthLimit
        self.templates = templates
        self.maximumTabCount = maximumTabCount
        self.tabTemplates = tabTemplates
        self.maximumAlertActionCount = maximumAlertActionCount
        self.maximumItemCount = maximumItemCount
        let allowed = TemplateKind.allCases.filter { templates.contains($0) }
        rootTemplates = allowed.filter(TemplateKind.rootClasses.contains)
        pushableTemplates = allowed.filter(TemplateKind.pushableClasses.contains)
        presentableTemplates = allowed.filter(TemplateKind.presentableClasses.contains)
    }

    /// The category's name (`voice-based conversation`), as messages and drills print it.
    public var description: String { name }

    // B3: where each set comes from (docs/FIDELITY.md, "Category class sets"). The framework holds
    // one set per entitlement (`CPAudioTemplateClasses`, …); the builds read show each set's size
    // but not its members' names. The names come from Apple's pages: the tab bar's
    // `init(templates:)`, and each class's own page, which rules some out (no information template
    // with the audio entitlement; the contact template for communication and navigation only; Now
    // Playing for audio, and communication since iOS 17 per the CarPlay Developer Guide of Feb
    // 2026); the map and search templates are documented for navigation apps. Where a set holds a
    // class no public source names, HeadUnit allows every class that could be it (the reading that
    // reports no crash CarPlay would not raise, SPEC B) and says so below. Depths: the guide's
    // table (Feb 2026), as a public summary quotes it.

    /// The templates every category may use.
    private static let common: Set<TemplateKind> = [.actionSheet, .alert, .grid, .list, .tabBar]

    /// Audio apps: depth 5; Now Playing. The framework's set has 7 classes: the six named and one
    /// no public source names, which could be the point-of-interest or the voice-control template
    /// (Apple's pages rule the others out): both are allowed.
    public static let audio = CarPlayCategory(name: "audio", depthLimit: 5, templates: common.union([.nowPlaying, .pointOfInterest, .voiceControl]),
                                              maximumTabCount: 4, tabTemplates: [.grid, .list], maximumAlertActionCount: 1, maximumItemCount: 500)
    /// Communication apps: depth 5; contacts, information, Now Playing. The framework's set has 9
    /// classes: the eight named and one unnamed, the point-of-interest or the voice-control
    /// template: both are allowed.
    public static let communication = CarPlayCategory(name: "communication", depthLimit: 5, templates: common.union([.contact, .information, .nowPlaying, .pointOfInterest, .voiceControl]),
                                                      maximumItemCount: 24)
    /// Navigation apps: depth 5; the map, search, contacts, information, the voice-control
    /// template: the framework's 10 classes, all named.
    public static let navigation = CarPlayCategory(name: "navigation", depthLimit: 5, templates: common.union([.map, .search, .contact, .information, .voiceControl]),
                                                   maximumItemCount: 24)
    /// EV charging apps: depth 5; points of interest and information. The framework's set (shared
    /// with parking) has 8 classes: the seven named and one unnamed that can only be the
    /// voice-control template, allowed.
    public static let evCharging = CarPlayCategory(name: "EV charging", depthLimit: 5, templates: common.union([.pointOfInterest, .information, .voiceControl]))
    /// Parking apps: depth 5; the EV charging apps' set (one set for both in the framework).
    public static let parking = CarPlayCategory(name: "parking", depthLimit: 5, templates: evCharging.templates)
    /// Fueling apps: depth 3; points of interest and information: the framework's 7 classes, all named.
    public static let fueling = CarPlayCategory(name: "fueling", depthLimit: 3, templates: common.union([.pointOfInterest, .information]))
    /// Quick food ordering apps: depth 3 (iOS 26.4; 2 before); points of interest and information.
    /// The framework's set has 8 classes: the seven named and the voice-control template (the only
    /// class that could be the unnamed one), allowed.
    public static let quickFoodOrdering = CarPlayCategory(name: "quick food ordering", depthLimit: 3, templates: common.union([.pointOfInterest, .information, .voiceControl]))
    /// Driving task apps: depth 3 (iOS 26.4; 2 before); points of interest, information, voice
    /// control. Older builds hold the seven named classes; newer ones 8, the eighth unnamed: the
    /// voice-control template, allowed (HeadUnit's design had it: DESIGN.md "Categories").
    public static let drivingTask = CarPlayCategory(name: "driving task", depthLimit: 3, templates: common.union([.pointOfInterest, .information, .voiceControl]))
    /// Public safety apps: depth 5. The framework's set has 10 classes, none named publicly:
    /// every class but the two Apple's pages keep for other categories (contact, Now Playing),
    /// which are 10.
    public static let publicSafety = CarPlayCategory(name: "public safety", depthLimit: 5, templates: Set(TemplateKind.allCases).subtracting([.contact, .nowPlaying]),
                                                     maximumItemCount: 500)
    /// Voice-based conversation apps (iOS 26.4): depth 3; information, and the voice-control
    /// template (presented only, never root or pushed). The built-in app's category. No build
    /// read has this entitlement's set: ours is the built-in app's design (DESIGN.md
    /// "Categories", from its team's CarPlay notes, seed 000).
    public static let voiceConversation = CarPlayCategory(name: "voice-based conversation", depthLimit: 3, templates: common.union([.information, .voiceControl]))

    /// Every category above, in the guide's order.
    public static let all: [CarPlayCategory] = [.audio, .communication, .drivingTask, .evCharging, .fueling, .navigation, .parking, .publicSafety, .quickFoodOrdering, .voiceConversation]
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
