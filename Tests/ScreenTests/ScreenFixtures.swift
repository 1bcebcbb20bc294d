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
}
