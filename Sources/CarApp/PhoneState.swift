/// The app's phone screens, as far as they touch the call (O2-O6, L9, M2).
public struct PhoneState: Hashable, Sendable {
    /// The phone's main screen inside the app.
    public enum Screen: String, Hashable, Sendable {
        case app
        /// The call's Live thread (Mute, Hang up).
        case liveThread
        /// Another conversation's Live thread (O5: a landing waits for it).
        case otherLiveThread
    }

    /// What can be laid over the screen (O5).
    public enum Overlay: String, Hashable, Sendable, CaseIterable {
        case sheet, dialog, keyboard
    }

    /// The app is in front.
    public var foreground = true
    public var screen: Screen = .app
    public var overlays: [Overlay] = []
    /// L9: what the phone says after a drop.
    public var message: String?
    /// O2: a landing is owed and waits for the app to come to the front (or O5's overlays).
    public var landingPending = false

    public init() {}

    /// O5: nothing stands in the way of a landing.
    public var canLand: Bool { foreground && overlays.isEmpty && screen != .otherLiveThread }
}
