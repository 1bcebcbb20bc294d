import Host

/// One attempt of a Live call (L1-L3, C2): voice on, a short-lived secret, a socket, and what
/// the call is doing now. A Realtime session cannot be picked up again, so every attempt has
/// its own secret and socket (L1) and, on the car, its own call screen (C3).
public struct LiveCall: Hashable, Sendable {
    /// How far the attempt has come.
    public enum Phase: String, Hashable, Sendable {
        case awaitingSecret, connecting, up
    }

    /// The call's number: its call screen's identity (C3). A retry is a new call; going back to
    /// an earlier conversation (C5) keeps the number and the screen.
    public var number: Int
    /// The attempt's number (secrets, sockets and timers carry it): a new one for every secret
    /// and socket (L1).
    public var attempt: Int
    public var conversation: Int
    public var phase: Phase = .awaitingSecret
    /// L7: started from the car (tagged `carplay`, answers every line).
    public var fromCar: Bool
    /// Shown on the car (O1: a phone call moves to the car on connect or a tile).
    public var onCar: Bool
    /// When the person tapped (L5's window starts here for a failure).
    public var tappedAt: Instant
    public var muted = false
    public var replyPlaying = false
    public var toolsRunning = 0
    public var micLost = false
    /// L3: a pong was heard, so silence can drop the call.
    public var hadPong = false
    /// C7: the status line.
    public var errorLine: String?
    /// Y1: when the reply's audio started, and when the person last stopped talking.
    public var replyStartedAt: Instant?
    public var speechStoppedAt: Instant?

    /// Everything but the instants, which `hashInstants` feeds relative to the clock.
    public func hash(into h: inout Hasher) {
        h.combine(number)
        h.combine(attempt)
        h.combine(conversation)
        h.combine(phase)
        h.combine(fromCar)
        h.combine(onCar)
        h.combine(muted)
        h.combine(replyPlaying)
        h.combine(toolsRunning)
        h.combine(micLost)
        h.combine(hadPong)
        h.combine(errorLine)
    }

    /// The call's instants, relative to `now`.
    public func hashInstants(into h: inout Hasher, now: Instant) {
        h.combine(tappedAt, relativeTo: now)
        h.combine(replyStartedAt, relativeTo: now)
        h.combine(speechStoppedAt, relativeTo: now)
    }

    public init(number: Int, attempt: Int, conversation: Int, fromCar: Bool, onCar: Bool, tappedAt: Instant) {
        self.number = number
        self.attempt = attempt
        self.conversation = conversation
        self.fromCar = fromCar
        self.onCar = onCar
        self.tappedAt = tappedAt
    }

    /// C2: the state by precedence — Muted over the lost-microphone Connecting… over Speaking
    /// over Working on it… over Listening; Connecting… until the call is up.
    public var screenState: CallScreenState {
        if muted { return .muted }
        if phase != .up || micLost { return .connecting }
        if replyPlaying { return .speaking }
        if toolsRunning > 0 { return .working }
        return .listening
    }
}
