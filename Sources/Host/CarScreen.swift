/// What the car shows, for any app's templates, as a value: the stack and what is presented,
/// each with its kind, title, the titles a person can tap, and a voice-control template's
/// active state. Tests, drills and pictures read this, never the host's internals.
///
/// ```swift
/// host.screen.presented?.voiceState   // "Listening"
/// host.screen.top?.buttons            // ["Continue conversation", "New conversation"]
/// ```
public struct CarScreen: Hashable, Sendable, CustomStringConvertible {
    /// One template as the car shows it.
    public struct Shown: Hashable, Sendable, CustomStringConvertible {
        /// Its class (`.grid`, `.list`, `.voiceControl`, `.alert`…).
        public var kind: TemplateKind
        /// Its title (an alert's first title variant; empty for a voice-control template).
        public var title: String
        /// The titles a person can tap on it when it is in front, in reading order.
        public var buttons: [String]
        /// Those of `buttons` that are bar buttons (the navigation bar's, last in reading order).
        public var barButtons: [String]
        /// A voice-control template's active state's title (`Listening`); nil for the rest.
        public var voiceState: String?
        /// An action sheet's message.
        public var message: String?
        /// An information template's items (title, then detail when it has one).
        public var items: [String]

        public init(kind: TemplateKind, title: String, buttons: [String], barButtons: [String] = [], voiceState: String? = nil,
                    message: String? = nil, items: [String] = []) {
            self.kind = kind
            self.title = title
            self.buttons = buttons
            self.barButtons = barButtons
            self.voiceState = voiceState
            self.message = message
            self.items = items
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
}

extension HostState {
    /// What the car shows now (`CarScreen`).
    public var screen: CarScreen {
        guard connected else { return CarScreen(connected: false, stack: [], presented: nil) }
        let shownStack = stack.enumerated().map { i, t in shown(t, showsBack: i > 0) }
        return CarScreen(connected: true, stack: shownStack, presented: presented.map { shown($0, showsBack: false) })
    }

    private func shown(_ t: Template, showsBack: Bool) -> CarScreen.Shown {
        var titles: [String] = []
        var bar: [String] = []
        forEachButton(of: t, showsBack: showsBack) { hit in
            titles.append(hit.title)
            if hit.role == .barButton { bar.append(hit.title) }
            return false
        }
        let state = t.kind == .voiceControl ? t.voiceStates.first { $0.identifier == activeVoiceState }?.title : nil
        let items = t.items.map { item in item.detail.map { "\(item.title) \($0)" } ?? item.title }
        return CarScreen.Shown(kind: t.kind, title: t.title, buttons: titles, barButtons: bar, voiceState: state, message: t.message, items: items)
    }
}
