import Host
import CarApp

/// What the head unit shows, as a value: the only thing expectations, pictures and the window
/// read about the car (never reducer internals).
public struct CarDisplay: Hashable, Sendable {
    /// The screen the car shows.
    public enum Screen: Hashable, Sendable {
        /// The car is not connected (or the app is not on it).
        case disconnected
        /// The home grid: its tiles in order.
        case home([Tile])
        /// The call screen (a presented voice-control template) over the home.
        case call(CallScreenDisplay)
        /// The voice-settings panel pushed over the home.
        case panel(PanelDisplay)
        /// Something the app put on the car that is none of the above (a broken navigator's
        /// leftover, an unknown template): its kind and title, so a picture still says it.
        case other(kind: String, title: String)
    }

    /// One tile of the home grid.
    public struct Tile: Hashable, Sendable {
        /// The tile's words, exactly (`Continue conversation`, `Live Mode unavailable, retrying…`).
        public var title: String
        /// False for a tile that does nothing when tapped (T5's retrying tile).
        public var enabled: Bool
        /// A tile showing `title`; `enabled: false` for one that does nothing when tapped (T5).
        public init(title: String, enabled: Bool = true) {
            self.title = title
            self.enabled = enabled
        }
    }

    /// The call screen's visible parts (C1).
    public struct CallScreenDisplay: Hashable, Sendable {
        /// The active state's title (`Connecting…`, `Listening`, `Speaking`, `Working on it…`, `Muted`).
        public var stateTitle: String
        /// The status line (C7), when an error is shown.
        public var statusLine: String?
        /// The active state's action buttons, in order (`Mute`, `End`).
        public var actionButtons: [String]
        /// True when the template carries the gear bar button.
        public var hasGear: Bool
        /// A call screen in state `stateTitle`, with C7's `statusLine` if an error shows; by
        /// default Mute, End and the gear (C1).
        public init(stateTitle: String, statusLine: String? = nil, actionButtons: [String] = ["Mute", "End"], hasGear: Bool = true) {
            self.stateTitle = stateTitle
            self.statusLine = statusLine
            self.actionButtons = actionButtons
            self.hasGear = hasGear
        }
    }

    /// The voice-settings panel (G2).
    public struct PanelDisplay: Hashable, Sendable {
        /// The panel's title.
        public var title: String
        /// The back button's words (`Back to the call`).
        public var backTitle: String
        /// The rows in order.
        public var rows: [PanelRow]
        /// A panel titled `title`, with its back button's words and its rows in order (G2).
        public init(title: String, backTitle: String, rows: [PanelRow]) {
            self.title = title
            self.backTitle = backTitle
            self.rows = rows
        }
    }

    /// One row of the panel: its words, its current value, and a note (`Phone only`).
    public struct PanelRow: Hashable, Sendable {
        /// The row's words (`Reply length`, `Turn detection`…).
        public var title: String
        /// The value it shows now (G2: what voice left is what you see); nil for `Reset to
        /// defaults`.
        public var value: String?
        /// A note beside it (`Phone only`, on Listening: L7).
        public var note: String?
        /// A row `title` showing `value`, with `note`.
        public init(title: String, value: String? = nil, note: String? = nil) {
            self.title = title
            self.value = value
            self.note = note
        }
    }

    /// True when the car is connected.
    public var connected: Bool
    /// What is on screen.
    public var screen: Screen
    /// The virtual time, for the rail's clock.
    public var now: Instant

    /// The car as `connected`, showing `screen`, at `now`.
    public init(connected: Bool, screen: Screen, now: Instant) {
        self.connected = connected
        self.screen = screen
        self.now = now
    }

    /// What the car shows, read as the built-in app's screens: a voice-control template
    /// presented is the call screen (with C7's `statusLine`, the app's own), a grid on top the
    /// home, a list on top the panel; anything else is `.other`, named by its class and title.
    public init(screen: CarScreen, now: Instant, statusLine: String? = nil) {
        self.now = now
        connected = screen.connected
        guard screen.connected else { self.screen = .disconnected; return }
        if let p = screen.presented {
            guard p.kind == .voiceControl else { self.screen = .other(kind: p.kind.className, title: p.title); return }
            self.screen = .call(CallScreenDisplay(stateTitle: p.voiceState ?? "", statusLine: statusLine, actionButtons: p.rows.map(\.title),
                                                  hasGear: !p.barButtons.isEmpty))
            return
        }
        guard let top = screen.top else { self.screen = .other(kind: "none", title: ""); return }
        switch top.kind {
        case .grid:
            self.screen = .home(top.rows.map { Tile(title: $0.title, enabled: $0.enabled) })
        case .list:
            let rows = top.rows.map { PanelRow(title: $0.title, value: $0.detail, note: $0.note) }
            self.screen = .panel(PanelDisplay(title: top.title, backTitle: top.backButton ?? HostState.systemBackTitle, rows: rows))
        default:
            self.screen = .other(kind: top.kind.className, title: top.title)
        }
    }

    /// Every title a person could tap on this screen, in reading order (a failed `tap` lists them).
    public var tappableTitles: [String] {
        switch screen {
        case .disconnected, .other: return []
        case .home(let tiles): return tiles.map(\.title)
        case .call(let call): return call.actionButtons + (call.hasGear ? ["gear"] : [])
        case .panel(let panel): return [panel.backTitle] + panel.rows.map(\.title)
        }
    }

    /// The screen in one short line: `home[Continue conversation|New conversation]`,
    /// `call[Listening]`, `panel[Reset to defaults|Reply length=No cap|…]`, `disconnected`.
    public var line: String {
        switch screen {
        case .disconnected: return "disconnected"
        case .home(let tiles): return "home[\(tiles.map(\.title).joined(separator: "|"))]"
        case .call(let c): return "call[\(c.stateTitle)]" + (c.statusLine.map { " status \"\($0)\"" } ?? "")
        case .panel(let p): return "panel[\(p.rows.map { row in row.value.map { "\(row.title)=\($0)" } ?? row.title }.joined(separator: "|"))]"
        case .other(let kind, let title): return "other[\(kind) \(title)]"
        }
    }
}
