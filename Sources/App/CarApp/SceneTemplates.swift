import Host

/// The templates whose content never changes, built once for each scene and shared by every copy
/// of it: the call screen for each first state (C1, C4), put up at every call, the panel of the
/// default settings (G2), pushed at every gear tap, and the four sets of tiles (T2, T5).
///
/// Once a scene, not once a process (a `static`): the explorer's workers expand worlds from roots
/// of their own (`Expansion`), so no template a world holds is retained and released by two
/// threads at once, which would bounce its count's cache line between the cores at every copy of
/// a world. A class, so handing it to a child, in the events that build a template (the home's,
/// the call screen's, the panel's), passes one reference, not four.
///
/// ```swift
/// let templates = SceneTemplates()      // a scene builds its own; a test of one child, too
/// var screen = CallScreen()
/// screen.reduce(.callChanged(call: 1, state: .connecting, newTemplate: TemplateID(5), templates: templates),
///               now: .zero, into: &changes)   // [.present(<the call screen as #5>)]
/// ```
public final class SceneTemplates: Hashable, Sendable {
    /// The call screen for each first state, in `CallScreenState.allCases`' order.
    private let callScreens: [Template]
    /// The default settings, and their panel as a list.
    private let defaultSettings: VoiceSettings
    private let defaultPanel: Template
    /// Each set of tiles, in `Home.TileSet`'s order.
    private let tileSets: [[TemplateButton]]

    /// Builds each of them once.
    public init() {
        callScreens = CallScreenState.allCases.map { CallScreen.template(TemplateID(0), initial: $0) }
        defaultSettings = VoiceSettings()
        defaultPanel = Panel.template(TemplateID(0), kind: .list, settings: defaultSettings)
        tileSets = Home.TileSet.allCases.map(\.tiles)
    }

    /// Every set equals every other: each is built from nothing, so all hold the same templates
    /// (an event that carries one compares by what it asks for).
    public static func == (a: SceneTemplates, b: SceneTemplates) -> Bool { true }

    /// Hashes nothing: every set is the same (`==`).
    public func hash(into h: inout Hasher) {}

    /// C3, C4: `CallScreen.template(id, initial:)`, shared.
    func callScreen(_ id: TemplateID, initial: CallScreenState) -> Template {
        var t = callScreens[CallScreenState.allCases.firstIndex(of: initial)!]
        t.id = id
        return t
    }

    /// T2, T5: `set`'s tiles, shared.
    func tiles(_ set: Home.TileSet) -> [TemplateButton] {
        tileSets[set.rawValue]
    }

    /// G2: the panel as template `id`, a `kind`, over `settings` (shared for the default list).
    func panel(_ id: TemplateID, kind: TemplateKind, settings: VoiceSettings) -> Template {
        guard kind == .list, settings == defaultSettings else { return Panel.template(id, kind: kind, settings: settings) }
        var t = defaultPanel
        t.id = id
        return t
    }
}
