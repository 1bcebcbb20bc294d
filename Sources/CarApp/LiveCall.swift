import Host

/// One attempt of a Live call (L1-L3, C2): voice on, a short-lived secret, a socket, and what
/// the call is doing now. A Realtime session cannot be picked up again, so every attempt has
/// its own secret and socket (L1) and, on the car, its own call screen (C3).
public struct LiveCall: Hashable, Sendable {
    /// How far the attempt has come.
    public enum Phase: String, Hashable, Sendable {
        /// L1: voice is on; the server has not yet minted the secret.
        case awaitingSecret
        /// L1: the socket is opening with the secret (L2: up within 15 s, or it gives up).
        case connecting
        /// The socket is up: the call runs (Connected played, Q1).
        case up
    }

    /// The call's number: its call screen's identity (C3). A retry is a new call; going back to
    /// an earlier conversation (C5) keeps the number and the screen.
    public var number: Int
    /// The attempt's number (secrets, sockets and timers carry it): a new one for every secret
    /// and socket (L1).
    public var attempt: Int
    /// The conversation it calls (T3; C5 changes it when the model goes back).
    public var conversation: Int
    /// L1: waiting for the secret, then for the socket, then up.
    public var phase: Phase = .awaitingSecret
    /// L7: started from the car (tagged `carplay`, answers every line).
    public var fromCar: Bool
    /// Shown on the car (O1: a phone call moves to the car on connect or a tile).
    public var onCar: Bool
    /// When the person tapped (L5's window starts here for a failure).
    public var tappedAt: Instant
    /// L8: the microphone is sent as silence (C2: Muted over every other state).
    public var muted = false
    /// A reply is under way (started, not yet ended): Q7's "a reply starts" has happened.
    public var replyUnderway = false
    /// Tools running now (C2: Working on it… while any runs).
    public var toolsRunning = 0
    /// M2: no microphone for 2 s (C2: Connecting… again).
    public var micLost = false
    /// L3: a pong was heard, so silence can drop the call.
    public var hadPong = false
    /// C7: the status line.
    public var errorLine: String?
    /// Y1: when the reply under way started.
    public var replyStartedAt: Instant?
    /// C2, Y1: when its first audio played (nil: none yet); Speaking is from here.
    public var replyAudioAt: Instant?
    /// Y1: when the person last stopped talking, until the reply's first audio.
    public var speechStoppedAt: Instant?

    /// Hashed by its fingerprint (everything but the instants).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// Attempt `attempt` of call `number` to `conversation`, tapped at `tappedAt`; it starts
    /// waiting for its secret, unmuted (C2: a new call starts unmuted).
    public init(number: Int, attempt: Int, conversation: Int, fromCar: Bool, onCar: Bool, tappedAt: Instant) {
        self.number = number
        self.attempt = attempt
        self.conversation = conversation
        self.fromCar = fromCar
        self.onCar = onCar
        self.tappedAt = tappedAt
    }

    /// The reply under way is over (ended, talked over, or its session gone).
    public mutating func endReply() {
        replyUnderway = false
        replyStartedAt = nil
        replyAudioAt = nil
    }

    /// C2: the state by precedence — Muted over the lost-microphone Connecting… over Speaking
    /// over Working on it… over Listening; Connecting… until the call is up.
    public var screenState: CallScreenState {
        if muted { return .muted }
        if phase != .up || micLost { return .connecting }
        if replyAudioAt != nil { return .speaking }   // C2: reply audio playing
        if toolsRunning > 0 { return .working }
        return .listening
    }
}

extension LiveCall: Fingerprintable {
    /// Everything but the instants, which `fingerprintInstants` feeds relative to the clock.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(number)
        f.combine(attempt)
        f.combine(conversation)
        f.combine(phase)
        f.combine(fromCar)
        f.combine(onCar)
        f.combine(muted)
        f.combine(replyUnderway)
        f.combine(toolsRunning)
        f.combine(micLost)
        f.combine(hadPong)
        f.combine(errorLine)
    }

    /// The call's instants, relative to `now`.
    @inline(__always)
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        f.combine(tappedAt, relativeTo: now)
        f.combine(replyStartedAt, relativeTo: now)
        f.combine(replyAudioAt, relativeTo: now)
        f.combine(speechStoppedAt, relativeTo: now)
    }
}

extension LiveCall.Phase: Fingerprintable {
    /// The phase's tag, one of three.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .awaitingSecret: tag = 0
        case .connecting: tag = 1
        case .up: tag = 2
        }
        f.combine(tag: tag, of: 3)
    }
}
