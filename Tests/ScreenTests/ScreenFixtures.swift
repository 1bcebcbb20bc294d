import Host
import Rig
import Screen

/// The displays the screen tests draw: every screen SPEC words, with its exact words.
enum ScreenFixtures {
    static let now = Instant(ms: 0)

    static func home(_ tiles: [CarDisplay.Tile]) -> CarDisplay {
        CarDisplay(connected: true, screen: .home(tiles), now: now)
    }

    static func call(_ state: String, status: String? = nil) -> CarDisplay {
        CarDisplay(connected: true, screen: .call(.init(stateTitle: state, statusLine: status)), now: Instant(ms: 75_000))
    }

    static func panel(semantic: Bool) -> CarDisplay {
        var rows: [CarDisplay.PanelRow] = [
            .init(title: "Reset to defaults"),
            .init(title: "Reply length", value: "Short"),
            .init(title: "Turn detection", value: semantic ? "Semantic" : "Silence"),
        ]
        rows += semantic
            ? [.init(title: "Eagerness", value: "Auto")]
            : [.init(title: "Speech threshold", value: "0.5"), .init(title: "Pause", value: "500 ms")]
        rows += [
            .init(title: "Listening", value: "Always", note: "Phone only"),
            .init(title: "Noise reduction", value: "Near"),
            .init(title: "Speaking speed", value: "1.0×"),
        ]
        return CarDisplay(connected: true, screen: .panel(.init(title: "Voice settings", backTitle: "Back to the call", rows: rows)), now: Instant(ms: 130_000))
    }

    /// Car screens by golden name.
    static let car: [(name: String, display: CarDisplay)] = [
        ("home-two", home([.init(title: "Continue conversation"), .init(title: "New conversation")])),
        ("home-one", home([.init(title: "New conversation")])),
        ("home-retrying", home([.init(title: "Live Mode unavailable, retrying…", enabled: false), .init(title: "New conversation")])),
        ("home-unavailable", home([.init(title: "Live Mode unavailable. Tap to retry."), .init(title: "New conversation")])),
        ("call-connecting", call("Connecting…")),
        ("call-listening", call("Listening")),
        ("call-speaking", call("Speaking")),
        ("call-working", call("Working on it…")),
        ("call-muted", call("Muted")),
        ("call-status", call("Listening", status: "The reply could not be finished")),
        ("panel-silence", panel(semantic: false)),
        ("panel-semantic", panel(semantic: true)),
        ("disconnected", CarDisplay(connected: false, screen: .disconnected, now: now)),
        ("other", CarDisplay(connected: true, screen: .other(kind: "alert", title: "Something else is on the car"), now: now)),
    ]

    /// Shots (car and phone side by side) by golden name.
    static let shots: [(name: String, car: CarDisplay, phone: PhoneDisplay)] = [
        ("shot-phone-live-thread", CarDisplay(connected: false, screen: .disconnected, now: Instant(ms: 63_000)),
         PhoneDisplay(screen: .liveThread, status: "Listening", buttons: ["Mute", "Hang up"])),
        ("shot-phone-waiting-mic", CarDisplay(connected: false, screen: .disconnected, now: Instant(ms: 63_000)),
         PhoneDisplay(screen: .liveThread, status: "Waiting for the microphone…", buttons: ["Mute", "Hang up"])),
        ("shot-phone-overlays", call("Listening"),
         PhoneDisplay(screen: .app, overlays: [.sheet, .keyboard])),
        ("shot-phone-dropped", home([.init(title: "Continue conversation"), .init(title: "New conversation")]),
         PhoneDisplay(screen: .background, message: "The call dropped. Tap to call again.")),
    ]

    static let sizes: [DisplaySize] = [.standard, .hd]

    // MARK: Any app's templates (CarScreen)

    /// A template as the host shows it: its tappable titles in reading order (the back button,
    /// the tabs, the entries, the bar buttons).
    static func shown(_ kind: TemplateKind, _ title: String, rows: [CarScreen.Item] = [], lines: [CarScreen.Item] = [], barButtons: [String] = [],
                      back: String? = nil, tabs: [String] = [], voiceState: String? = nil, message: String? = nil) -> CarScreen.Shown {
        CarScreen.Shown(kind: kind, title: title, buttons: (back.map { [$0] } ?? []) + tabs + rows.map(\.title) + barButtons,
                        rows: rows, lines: lines, barButtons: barButtons, backButton: back, tabs: tabs,
                        selectedTab: kind == .tabBar ? tabs.firstIndex(of: title) : nil, voiceState: voiceState, message: message)
    }

    /// A voice app's home: its grid of three, with a bar button.
    static let voiceHome = shown(.grid, "Assistant", rows: [.init(title: "Continue conversation"), .init(title: "New conversation"),
                                                           .init(title: "Past conversations")], barButtons: ["Settings"])

    /// Past conversations, pushed over the home.
    static let pastConversations = shown(.list, "Past conversations", rows: [
        .init(title: "Trip to Lyon", detail: "Yesterday"),
        .init(title: "Dinner ideas", detail: "Monday", note: "Pinned"),
        .init(title: "Spanish practice", detail: "12 May"),
        .init(title: "Birthday gift for Sam", detail: "3 May"),
        .init(title: "Older conversations", note: "Phone only", enabled: false),
    ], barButtons: ["Edit"], back: "Back")

    /// Templates by golden name (`car-template-NAME-800x480`), one of each kind.
    static let templates: [(name: String, screen: CarScreen)] = [
        ("grid", CarScreen(connected: true, stack: [voiceHome], presented: nil)),
        ("list", CarScreen(connected: true, stack: [voiceHome, pastConversations], presented: nil)),
        ("voice-control", CarScreen(connected: true, stack: [voiceHome], presented: shown(
            .voiceControl, "", rows: [.init(title: "Mute"), .init(title: "End")], barButtons: ["Settings"], voiceState: "Connecting…"))),
        ("alert-over-grid", CarScreen(connected: true, stack: [voiceHome], presented: shown(
            .alert, "Delete “Trip to Lyon”?", rows: [.init(title: "Delete"), .init(title: "Cancel")]))),
        ("action-sheet", CarScreen(connected: true, stack: [voiceHome, pastConversations], presented: shown(
            .actionSheet, "Voice for replies", rows: [.init(title: "Calm"), .init(title: "Bright"), .init(title: "Cancel")],
            message: "The new voice is used from the next reply on."))),
        ("information", CarScreen(connected: true, stack: [voiceHome, pastConversations, shown(
            .information, "Trip to Lyon", rows: [.init(title: "Continue"), .init(title: "Delete")],
            lines: [.init(title: "Started", detail: "Yesterday, 18:20"), .init(title: "Length", detail: "12 min"),
                    .init(title: "Messages", detail: "24"), .init(title: "Voice", detail: "Calm")], back: "Back")], presented: nil)),
        ("tab-bar", CarScreen(connected: true, stack: [shown(
            .tabBar, "Recent", rows: [.init(title: "Trip to Lyon", detail: "Yesterday"), .init(title: "Dinner ideas", detail: "Monday"),
                                      .init(title: "Spanish practice", detail: "12 May")], tabs: ["Recent", "Pinned", "Settings"])], presented: nil)),
        ("now-playing", CarScreen(connected: true, stack: [voiceHome, shown(.nowPlaying, "Now Playing", back: "Back")], presented: nil)),
    ]
}
