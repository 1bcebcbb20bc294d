import Host

/// The app's phone screens, as far as they touch the call (O1-O6, L9, M2), and the handover:
/// unplugged with a call up, the phone lands on the call's Live thread 3 s later, when nothing
/// stands in the way.
public struct PhoneState: Reducer, Hashable, Sendable {
    /// The phone's main screen inside the app.
    public enum Screen: String, Hashable, Sendable {
        /// Anywhere else in the app: the conversation list or a conversation.
        case app
        /// The call's Live thread (Mute, Hang up).
        case liveThread
        /// Another conversation's Live thread (O5: a landing waits for it).
        case otherLiveThread
    }

    /// What can be laid over the screen (O5).
    public enum Overlay: String, Hashable, Sendable, CaseIterable {
        /// A sheet over the screen.
        case sheet
        /// A dialog (an alert) over the screen.
        case dialog
        /// The keyboard, up.
        case keyboard
    }

    /// What happens to the phone. `callUp` (where an event takes it) says whether the call is
    /// up and off the car: only then is a landing made.
    public enum Event: Hashable, Sendable {
        /// O3: the car came back before the landing: it is off.
        case carConnected
        /// O2: the car went away; with a call up, the landing is due in 3 s.
        case carLost(callUp: Bool)
        /// O2: the 3 s are up.
        case handoverDue(callUp: Bool)
        /// The app came to the front (O5: a landing that waited may go).
        case foregrounded(callUp: Bool)
        /// The app went to the background.
        case backgrounded
        /// O5: an overlay opened: a landing waits until it is gone.
        case overlayOpened(Overlay)
        /// O5: a landing that waited for the overlay may go.
        case overlayClosed(Overlay, callUp: Bool)
        /// O5: another conversation's Live thread opened: a landing waits for it.
        case otherLiveThreadOpened
        /// O5: a landing that waited for the other Live thread may go.
        case otherLiveThreadClosed(callUp: Bool)
        /// O5: a session, a link, or Live closed: the landing is cancelled.
        case navigatedAway
        /// O1: a call started on the phone shows its Live thread.
        case callStarted
        /// O4: the call ended: no landing, and its Live thread goes.
        case callEnded
        /// L9, M2: the phone says what happened.
        case said(String)
    }

    /// What the phone asks of the scene.
    public enum Output: Hashable, Sendable {
        /// O2: start the handover timer.
        case startHandoverTimer
        /// O3-O5: cancel it.
        case cancelHandoverTimer
        /// O2, O6: the phone landed on the call (no sound, nothing else changes).
        case landed
    }

    /// The app is in front.
    public private(set) var foreground = true
    /// The screen the app shows.
    public private(set) var screen: Screen = .app
    /// O5: what is laid over it, in the order opened.
    public private(set) var overlays: [Overlay] = []
    /// L9: what the phone says after a drop.
    public private(set) var message: String?
    /// O2: a landing is owed and waits for the app to come to the front (or O5's overlays).
    public private(set) var landingPending = false

    /// The phone at launch: the app in front, on its own screen.
    public init() {}

    /// O5: nothing stands in the way of a landing.
    public var canLand: Bool { foreground && overlays.isEmpty && screen != .otherLiveThread }

    /// Handles one event, appending what it asks of the scene to `out`.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        switch event {
        case .carConnected:
            out.append(.cancelHandoverTimer)
            landingPending = false   // O3
        case .carLost(let callUp):
            if callUp { out.append(.startHandoverTimer) }   // O2
        case .handoverDue(let callUp):
            guard callUp else { return }
            landingPending = true
            landIfOwed(callUp: callUp, into: &out)
        case .foregrounded(let callUp):
            foreground = true
            landIfOwed(callUp: callUp, into: &out)
        case .backgrounded:
            foreground = false
        case .overlayOpened(let o):
            if !overlays.contains(o) { overlays.append(o) }
        case .overlayClosed(let o, let callUp):
            overlays.removeAll { $0 == o }
            landIfOwed(callUp: callUp, into: &out)
        case .otherLiveThreadOpened:
            screen = .otherLiveThread
        case .otherLiveThreadClosed(let callUp):
            if screen == .otherLiveThread { screen = .app }
            landIfOwed(callUp: callUp, into: &out)
        case .navigatedAway:
            landingPending = false
            if screen == .liveThread { screen = .app }
            out.append(.cancelHandoverTimer)
        case .callStarted:
            screen = .liveThread
        case .callEnded:
            if screen == .liveThread { screen = .app }
            landingPending = false
            out.append(.cancelHandoverTimer)
        case .said(let text):
            message = text
        }
    }

    /// O2, O5: land on the Live thread when it is owed and nothing stands in the way.
    private mutating func landIfOwed(callUp: Bool, into out: inout [Output]) {
        guard landingPending, callUp, canLand else { return }
        landingPending = false
        screen = .liveThread
        out.append(.landed)
    }
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
    /// The screen's tag, one of three.
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
    /// The overlay's tag, one of three.
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
