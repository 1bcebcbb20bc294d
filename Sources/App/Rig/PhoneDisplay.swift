/// What the phone shows, as far as it touches the call: the only thing expectations, pictures
/// and the window read about the phone.
public struct PhoneDisplay: Hashable, Sendable {
    /// The phone's main screen.
    public enum Screen: String, Hashable, Sendable {
        /// Outside the app (the app is in the background).
        case background
        /// The app's conversation list or a conversation, not a Live thread.
        case app
        /// The call's Live thread (O2): status, Mute, Hang up.
        case liveThread = "live-thread"
        /// Another conversation's Live thread (O5 makes a landing wait for it).
        case otherLiveThread = "other-live-thread"
    }

    /// What is laid over the screen (O5: a landing waits until these are gone).
    public enum Overlay: String, Hashable, Sendable, CaseIterable {
        /// A sheet over the screen.
        case sheet
        /// A dialog over the screen.
        case dialog
        /// The keyboard, up over the screen.
        case keyboard
    }

    /// The main screen.
    public var screen: Screen
    /// Overlays, in the order they were opened.
    public var overlays: [Overlay]
    /// The Live thread's status line (`Listening`, `Waiting for the microphone…`), when on one.
    public var status: String?
    /// The Live thread's buttons (`Mute`, `Hang up`: Mute keeps its word, C1), when on one.
    public var buttons: [String]
    /// A message the phone shows (after a drop, L9), if any.
    public var message: String?

    /// The phone on `screen`, with `overlays` over it, and, on a Live thread, its status line and
    /// buttons.
    public init(screen: Screen, overlays: [Overlay] = [], status: String? = nil, buttons: [String] = [], message: String? = nil) {
        self.screen = screen
        self.overlays = overlays
        self.status = status
        self.buttons = buttons
        self.message = message
    }

    /// The phone in one short line: `live-thread "Listening" [Mute|Hang up] +sheet`.
    public var line: String {
        var parts = [screen.rawValue]
        if let status { parts.append("\"\(status)\"") }
        if !buttons.isEmpty { parts.append("[\(buttons.joined(separator: "|"))]") }
        parts += overlays.map { "+\($0.rawValue)" }
        if let message { parts.append("says \"\(message)\"") }
        return parts.joined(separator: " ")
    }
}
