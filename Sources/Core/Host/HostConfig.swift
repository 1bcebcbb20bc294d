/// The head unit's numbers (SPEC, "Numbers chosen here"): configurable, with the defaults SPEC gives.
public struct HostConfig: Hashable, Sendable {
    /// H2: how long every change animates.
    public var animationMs: Millis = 300
    /// H12: voice-control state changes closer together than this are ignored.
    public var stateRateLimitMs: Millis = 100
    /// H8: at most this many grid buttons are shown.
    public var gridButtonLimit = 8
    /// H8: at most this many list items are shown (`CPListTemplate.maximumItemCount`): the
    /// category's (500 audio and public safety, 24 communication and navigation, 12 otherwise)
    /// unless set.
    public var listItemLimit: Int {
        get { listItemLimitSet ?? category.maximumItemCount }
        set { listItemLimitSet = newValue }
    }
    private var listItemLimitSet: Int?
    /// H8: at most this many sections of a list are shown (`CPListTemplate.maximumSectionCount`;
    /// the framework's `+maximumSectionCount`, Apple's page: it depends on the vehicle).
    public var listSectionLimit = 200
    /// B3: the app's category: its depth limit (H7) and the templates it may use (H13).
    public var category: CarPlayCategory = .voiceConversation
    /// H6: a voice-control template keeps this many states.
    public var voiceStatesKept = 5
    /// H6: a voice-control state keeps this many action buttons (`maximumActionButtonCount`).
    public var actionButtonsKept = 2
    /// B4: a tab bar with more tabs than this raises (`CPTabBarTemplate.maximumTabCount`): the
    /// category's (4 with the audio entitlement, 5 otherwise) unless set.
    public var tabLimit: Int {
        get { tabLimitSet ?? category.maximumTabCount }
        set { tabLimitSet = newValue }
    }
    private var tabLimitSet: Int?
    /// X8: an alert keeps its last this many actions (`CPAlertTemplate.maximumActionCount`): the
    /// category's (1 with the audio entitlement, 3 otherwise) unless set.
    public var alertActionLimit: Int {
        get { alertActionLimitSet ?? category.maximumAlertActionCount }
        set { alertActionLimitSet = newValue }
    }
    private var alertActionLimitSet: Int?
    /// False to build no host-log lines (the explorer keeps no history; H11's log is for people).
    public var keepsLog = true
    /// Which rules are enforced, and how.
    public var profile: HostProfile = .strict
    /// Which reading of the rules the car follows where SPEC and the evidence about CarPlay part
    /// ways: what CarPlay is shown to do (a user's scene, the default), or SPEC as written (the
    /// built-in app's world).
    public var fidelity: HostFidelity = .carPlay
    /// B12: the app's name and icon on the car's rail (pictures only); nil shows HeadUnit's icon.
    public var app: AppLook?

    /// SPEC's defaults: 300 ms animations, 100 ms rate limit, 8 grid buttons, 12 list items, the
    /// voice-based conversation category, the strict profile; what CarPlay is shown to do where
    /// SPEC and the evidence part ways.
    public init() {}

    /// The same defaults, reading the rules as `fidelity` says (`.spec`: the built-in app's world).
    public init(fidelity: HostFidelity) {
        self.fidelity = fidelity
    }
}
