import Host

/// `expect car root|top|presented KIND "TEXT"…`: what the car shows for any app's templates
/// (B7), read from `CarScreen`.
///
/// The words after KIND: for a grid, its buttons; for a voice-control template, its active
/// state's title, then (if given) its action buttons; for a tab bar, its tabs; for the rest
/// (list, alert, action sheet, information), the title, then (if given) the entries — a list's
/// rows, an alert's or action sheet's actions, an information template's lines — exactly, in
/// order. `presented nothing`: nothing is presented. `tab "TITLE" [KIND "ROW"…]`: a tab bar
/// showing the tab TITLE, of class KIND, with exactly these rows (`SelectedTab`).
///
/// ```
/// expect car root grid "Continue conversation" "New conversation"
/// expect car top list "History" "Trip to Lyon" "Dinner ideas"
/// expect car root tab "Library" list "Episode 1" "Episode 2"
/// expect car presented voice "Listening"
/// expect car presented alert "Connection lost" "OK"
/// ```
public struct TemplateExpectation: Hashable, Sendable {
    /// Which template: the stack's root, its top, or the presented one.
    public enum Place: String, Hashable, Sendable {
        /// The root of the stack (`CarScreen.root`).
        case root
        /// The top of the stack (`CarScreen.top`).
        case top
        /// The template presented over the stack (`CarScreen.presented`).
        case presented
    }

    /// The template classes, as a drill names them.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// `grid`: `CPGridTemplate`.
        case grid
        /// `list`: `CPListTemplate`.
        case list
        /// `voice`: `CPVoiceControlTemplate`.
        case voice
        /// `alert`: `CPAlertTemplate`.
        case alert
        /// `action-sheet`: `CPActionSheetTemplate`.
        case actionSheet = "action-sheet"
        /// `information`: `CPInformationTemplate`.
        case information
        /// `tab-bar`: `CPTabBarTemplate`.
        case tabBar = "tab-bar"
        /// `now-playing`: `CPNowPlayingTemplate` (B10).
        case nowPlaying = "now-playing"

        /// The host's class.
        public var templateKind: TemplateKind {
            switch self {
            case .grid: return .grid
            case .list: return .list
            case .voice: return .voiceControl
            case .alert: return .alert
            case .actionSheet: return .actionSheet
            case .information: return .information
            case .tabBar: return .tabBar
            case .nowPlaying: return .nowPlaying
            }
        }

        /// The drill's word for a host class, if a drill can name it.
        public init?(_ kind: TemplateKind) {
            guard let match = Kind.allCases.first(where: { $0.templateKind == kind }) else { return nil }
            self = match
        }
    }

    /// Which template.
    public var place: Place
    /// The class; nil for `presented nothing` (`.tabBar` for `tab "TITLE"…`).
    public var kind: Kind?
    /// The words after KIND.
    public var texts: [String]
    /// For `tab "TITLE" [KIND "ROW"…]`: the tab the tab bar shows; nil for the rest.
    public var selectedTab: SelectedTab?

    /// An expectation of the template at `place`: of class `kind`, showing `texts`; with
    /// `selectedTab`, a tab bar showing that tab.
    public init(place: Place, kind: Kind?, texts: [String], selectedTab: SelectedTab? = nil) {
        self.place = place
        self.kind = kind
        self.texts = texts
        self.selectedTab = selectedTab
    }

    /// What the first string after KIND names, for the parser's messages.
    static func firstText(_ kind: Kind) -> String {
        switch kind {
        case .grid: return "a button's title"
        case .voice: return "the active state's title"
        case .tabBar: return "a tab's title"
        case .list, .alert, .actionSheet, .information, .nowPlaying: return "the title"
        }
    }

    /// The template at this place on `screen`.
    public func shown(on screen: CarScreen) -> CarScreen.Shown? {
        switch place {
        case .root: return screen.root
        case .top: return screen.top
        case .presented: return screen.presented
        }
    }

    /// True when `screen` shows what this expects.
    public func holds(on screen: CarScreen) -> Bool {
        let shown = shown(on: screen)
        guard let kind else { return screen.connected && shown == nil }
        guard let t = shown, t.kind == kind.templateKind else { return false }
        switch kind {
        case .grid: return t.rows.map(\.title) == texts
        case .tabBar: return selectedTab?.holds(on: t) ?? (t.tabs == texts)
        case .voice: return matches(t.voiceState, then: t.rows.map(\.title))
        case .information: return matches(t.title, then: t.lines.map(\.title))
        case .list, .alert, .actionSheet, .nowPlaying: return matches(t.title, then: t.rows.map(\.title))
        }
    }

    /// The first text is `head`; the rest, when given, are `entries` exactly.
    private func matches(_ head: String?, then entries: [String]) -> Bool {
        guard let first = texts.first else { return true }
        return first == head && (texts.count == 1 || Array(texts.dropFirst()) == entries)
    }

    /// What was expected, in words.
    public var expected: String {
        guard let kind else { return "nothing presented on the car" }
        if let selectedTab { return "the car's \(place.rawValue) template to be a tab bar showing \(selectedTab.words)" }
        let words = texts.map { "\"\($0)\"" }.joined(separator: " ")
        return "the car's \(place.rawValue) template to be \(kind.rawValue)" + (words.isEmpty ? "" : " \(words)")
    }

    /// What the car showed there instead, in the drill's own words (so it can be pasted).
    public func found(on screen: CarScreen) -> String {
        guard screen.connected else { return "the car is not connected" }
        guard let t = shown(on: screen) else { return "nothing is at the car's \(place.rawValue)" + (place == .presented ? "" : " (an empty stack)") }
        let tab = SelectedTab(t).map { ", showing \($0.words)" } ?? ""
        return "the car's \(place.rawValue) is " + Self.words(for: t) + tab + "; the car shows \(screen)"
    }

    /// `list "History" "Trip to Lyon"`: a shown template as this expectation would write it (a
    /// quote and a backslash escaped, so the line parses).
    public static func words(for t: CarScreen.Shown) -> String {
        guard let kind = Kind(t.kind) else { return t.kind.className }
        let texts: [String]
        switch kind {
        case .grid: texts = t.rows.map(\.title)
        case .tabBar: texts = t.tabs
        case .voice: texts = [t.voiceState ?? ""] + t.rows.map(\.title)
        case .information: texts = [t.title] + t.lines.map(\.title)
        case .list, .alert, .actionSheet, .nowPlaying: texts = [t.title] + t.rows.map(\.title)
        }
        return ([kind.rawValue] + texts.map(DrillString.quoted)).joined(separator: " ")
    }
}
