import Host

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

extension PhoneState: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(foreground)
        f.combine(screen)
        f.combine(overlays)
        f.combine(message)
        f.combine(landingPending)
    }
}

extension PhoneState.Screen: Fingerprintable {
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .app: tag = 0
        case .liveThread: tag = 1
        case .otherLiveThread: tag = 2
        }
        f.combine(tag: tag, of: 3)
    }
}

extension PhoneState.Overlay: Fingerprintable {
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .sheet: tag = 0
        case .dialog: tag = 1
        case .keyboard: tag = 2
        }
        f.combine(tag: tag, of: 3)
    }
}
