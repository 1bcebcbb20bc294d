/// What the car shows, for any app's templates, as a value: the stack and what is presented,
/// each with its kind, title, the titles a person can tap, and a voice-control template's
/// active state. Tests, drills and pictures read this, never the host's internals.
///
/// ```swift
/// host.screen.presented?.voiceState   // "Listening"
/// host.screen.top?.buttons            // ["Continue conversation", "New conversation"]
/// ```
public struct CarScreen: Hashable, Sendable, CustomStringConvertible {
    /// One entry of a template: a grid button, a list row, an action, an information line.
    public struct Item: Hashable, Sendable, CustomStringConvertible {
        /// Its words.
        public var title: String
        /// A value shown beside them (a list row's detail text, an information line's detail).
        public var detail: String?
        /// A note shown with it (`Phone only`).
        public var note: String?
        /// False when it is shown but does nothing.
        public var enabled: Bool

        /// An entry as shown; `enabled: false` for one that does nothing when touched (T5's
        /// retrying tile).
        public init(title: String, detail: String? = nil, note: String? = nil, enabled: Bool = true) {
            self.title = title
            self.detail = detail
            self.note = note
            self.enabled = enabled
        }

        /// `Reply length=No cap`, or the title alone.
        public var description: String { detail.map { "\(title)=\($0)" } ?? title }
    }

    /// One template as the car shows it.
    public struct Shown: Hashable, Sendable, CustomStringConvertible {
        /// Its class (`.grid`, `.list`, `.voiceControl`, `.alert`…).
        public var kind: TemplateKind
        /// Its title (an alert's first title variant; a tab bar's selected tab's; empty for a
        /// voice-control template).
        public var title: String
        /// The titles a person can tap on it when it is in front, in reading order: the back
        /// button, the tabs, the entries, the bar buttons.
        public var buttons: [String]
        /// The template's own entries, in order: a grid's buttons, a list's rows, an alert's, an
        /// action sheet's or an information template's actions, a voice-control state's action
        /// buttons (a tab bar: its selected tab's).
        public var rows: [Item]
        /// An information template's lines (shown, not tapped).
        public var lines: [Item]
        /// The bar buttons' titles.
        public var barButtons: [String]
        /// The back button's words, on a pushed template (its own, or the car's `Back`).
        public var backButton: String?
        /// A tab bar's tabs.
        public var tabs: [String]
        /// The index of the tab a tab bar shows.
        public var selectedTab: Int?
        /// The class of the tab a tab bar shows (`.list`, `.grid`…): its title, rows and lines
        /// are the tab bar's own `title`, `rows` and `lines`.
        public var selectedTabKind: TemplateKind?
        /// A voice-control template's active state's title (`Listening`); nil for the rest.
        public var voiceState: String?
        /// An action sheet's message.
        public var message: String?
        /// How it looks beyond its words (images, styles, panels): pictures read it, nothing
        /// else does; empty for the built-in app's templates.
        public var look: TemplateLook

        /// A template as shown (`HostState.screen` builds them; tests build them to compare).
        public init(kind: TemplateKind, title: String, buttons: [String], rows: [Item] = [], lines: [Item] = [], barButtons: [String] = [],
                    backButton: String? = nil, tabs: [String] = [], selectedTab: Int? = nil, voiceState: String? = nil, message: String? = nil,
                    look: TemplateLook = TemplateLook()) {
            self.kind = kind
            self.title = title
            self.buttons = buttons
            self.rows = rows
            self.lines = lines
            self.barButtons = barButtons
            self.backButton = backButton
            self.tabs = tabs
            self.selectedTab = selectedTab
            self.voiceState = voiceState
            self.message = message
            self.look = look
        }

        /// `list "Settings" [Back|Reset to defaults]`, `voiceControl [Mute|End] state "Listening"`.
        public var description: String {
            var line = kind.rawValue
            if !title.isEmpty { line += " \"\(title)\"" }
            line += " [\(buttons.joined(separator: "|"))]"
            if let voiceState { line += " state \"\(voiceState)\"" }
            return line
        }
    }

    /// False when the car is unplugged (nothing shown).
    public var connected: Bool
    /// The navigation stack, root first.
    public var stack: [Shown]
    /// The presented (modal) template, if any.
    public var presented: Shown?
    /// The app's name and icon on the rail (`HostConfig.app`, B12); nil for HeadUnit's icon.
    /// Only pictures read it.
    public var app: AppLook?

    /// What the car shows; `connected: false` with nothing in it when unplugged.
    public init(connected: Bool, stack: [Shown], presented: Shown?) {
        self.connected = connected
        self.stack = stack
        self.presented = presented
    }

    /// The template on top of the stack.
    public var top: Shown? { stack.last }
    /// The root template.
    public var root: Shown? { stack.first }
    /// What is in front: the presented template, else the top of the stack.
    public var front: Shown? { presented ?? top }

    /// The screen in one line: `disconnected`, or the stack and what is presented.
    public var description: String {
        guard connected else { return "disconnected" }
        var line = "stack: " + (stack.isEmpty ? "empty" : stack.map(\.description).joined(separator: " > "))
        if let presented { line += "; presented: \(presented)" }
        return line
    }

    /// `titles` as a message lists what the car shows to touch: each quoted, comma-separated;
    /// `nothing to tap` when there is none (a missed tap's error, over any scene).
    public static func listing(_ titles: [String]) -> String {
        titles.isEmpty ? "nothing to tap" : titles.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension HostState {
    /// What the car shows now (`CarScreen`).
    public var screen: CarScreen {
        guard connected else { return CarScreen(connected: false, stack: [], presented: nil) }
        let shownStack = stack.enumerated().map { i, t in shown(t, showsBack: i > 0) }
        return CarScreen(connected: true, stack: shownStack, presented: presented.map { shown($0, showsBack: false) })
    }

    private func shown(_ t: Template, showsBack: Bool) -> CarScreen.Shown {
        var shown = CarScreen.Shown(kind: t.kind, title: t.selectedTabTemplate?.title ?? t.title, buttons: [], message: t.message)
        forEachButton(of: t, showsBack: showsBack) { hit in
            shown.buttons.append(hit.title)
            switch hit.role {
            case .backButton: shown.backButton = hit.title
            case .barButton: shown.barButtons.append(hit.title)
            case .tab: shown.tabs.append(hit.title)
            case .gridButton, .listItem, .actionButton:
                let b = button(for: hit)
                shown.rows.append(CarScreen.Item(title: hit.title, detail: b?.detail, note: b?.note, enabled: b?.enabled ?? true))
            }
            return false
        }
        shown.lines = (t.selectedTabTemplate ?? t).items.map { CarScreen.Item(title: $0.title, detail: $0.detail, note: $0.note, enabled: $0.enabled) }
        if t.kind == .tabBar {
            shown.selectedTab = t.selectedTab
            shown.selectedTabKind = t.selectedTabTemplate?.kind
        }
        if t.kind == .voiceControl { shown.voiceState = t.voiceStates.first { $0.identifier == activeVoiceState }?.title }
        return shown
    }
}
