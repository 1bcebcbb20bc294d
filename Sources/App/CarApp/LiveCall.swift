import Host

/// One attempt of a Live call (L1-L3, C2): voice on, a short-lived secret, a socket, and what
/// the call is doing now. A Realtime session cannot be picked up again, so every attempt has
/// its own secret and socket (L1) and, on the car, its own call screen (C3).
///
/// A reducer of the attempt's own events: the scene sends it one only while its attempt is the one
/// running (`CarScene.send(_:toAttempt:now:into:)`, the one place that drops an event of an
/// earlier attempt), and maps what it answers — the socket, the cues, telemetry, and what ends
/// or changes the call, which is the scene's to carry out.
public struct LiveCall: Reducer, Hashable, Sendable {
    /// How far the attempt has come.
    public enum Phase: String, Hashable, Sendable {
        /// L1: voice is on; the server has not yet minted the secret.
        case awaitingSecret
        /// L1: the socket is opening with the secret (L2: up within 15 s, or it gives up).
        case connecting
        /// The socket is up: the call runs (Connected played, Q1).
        case up
    }

    /// What happens to the attempt (the attempt's number is the scene's key, not the event's).
    public enum Event: Hashable, Sendable {
        /// L1: the server minted the attempt's secret: the socket opens with it.
        case secretMinted
        /// L1: the socket is up: the call comes up (Connected, Q1).
        case socketOpened
        /// L3: the socket failed: a call that was up drops, an attempt not yet up fails (L4).
        case socketErrored(message: String)
        /// L3: the socket answered a ping: from now on 20 s of silence drops the call.
        case socketPong
        /// The person started talking (Q7); a reply under way is talked over (Y1).
        case speechStarted
        /// The person stopped talking (Q2, Q3).
        case speechStopped
        /// The model started a reply (C2: Listening until its audio plays; C7: the error line goes).
        case replyStarted
        /// C2, Y1: the reply's first audio plays.
        case replyAudioStarted
        /// The reply ended; a failed one shows on the status line (C7) and plays Failed (Q5).
        case replyEnded(failed: Bool)
        /// A tool named `name` started running (C2: Working on it…, Q4).
        case toolStarted(name: String)
        /// A tool ended (Q5, Q7).
        case toolEnded(failed: Bool)
        /// C7: a Realtime error event: its text shows on the status line while the call stays up.
        case realtimeError(message: String)
        /// A transcript line of the call (Y3: only its length is recorded).
        case transcriptLine(String)
        /// C5: the model went back to the earlier conversation `conversation`.
        case wentBackToConversation(Int)
        /// G5: the model set panel row `row` to `value` by voice.
        case settingChangedByModel(row: String, value: String)
        /// L8: Mute was tapped (the car's or the phone's).
        case muteToggled
        /// M2: the microphone was lost (true: C2's Connecting…) or came back (false).
        case micLost(Bool)
        /// L2: the attempt's 15 s give-up fired.
        case giveUpTimerFired
        /// L3: the attempt's ping timer fired.
        case pingTimerFired
        /// L3: the attempt's 20 s silence timer fired.
        case silenceTimerFired
    }

    /// What the attempt asks of the scene, in order.
    public enum Output: Hashable, Sendable {
        /// Tell the socket something (L1: open it; L8: send silence).
        case socket(SocketCommand)
        /// L3: the socket was heard from: after a pong, the 20 s silence clock starts again.
        case heard
        /// Q1-Q8: an event for the cue scheduler.
        case cue(CueScheduler.Event)
        /// Y1: a telemetry event, built only when telemetry is kept.
        case record(CallRecord)
        /// L1, Q1: attempt `attempt` came up: Connected, the ping, the retries' end, the
        /// microphone and the engine (L8).
        case cameUp(attempt: Int)
        /// L3: attempt `attempt`'s ping is due: ping, and again in the interval.
        case pingDue(attempt: Int)
        /// L3, L4: the attempt failed before it came up (`why`, for the log).
        case failed(why: String)
        /// L2: the attempt was not up within the give-up.
        case gaveUp
        /// L3: the call, up, dropped (`why`, for the log).
        case dropped(why: String)
        /// L3: a call that had a pong heard nothing for 20 s: it dropped.
        case fellSilent
        /// C5: go back to conversation `conversation`: a new secret and socket, the same screen.
        case wentBack(to: Int)
        /// G5: the model set `row` to `value`: the panel shows it.
        case setByModel(row: String, value: String)
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

extension LiveCall {
    /// Handles one of the attempt's events and appends what it asks of the scene to `out`.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        switch event {
        case .secretMinted:
            guard phase == .awaitingSecret else { return }
            phase = .connecting
            out.append(.record(.secret(attempt: attempt)))
            out.append(.socket(.open(attempt: attempt)))   // L1: the socket opens with the secret
        case .socketOpened:
            guard phase != .up else { return }
            phase = .up
            out.append(.cameUp(attempt: attempt))
        case .socketErrored(let message):
            // L3: a socket error ends the call at once.
            out.append(phase == .up ? .dropped(why: message) : .failed(why: message))
        case .socketPong:
            guard phase == .up else { return }
            hadPong = true
            out.append(.heard)
        case .speechStarted: speechStarted(now: now, into: &out)
        case .speechStopped: speechStopped(now: now, into: &out)
        case .replyStarted: replyStarted(now: now, into: &out)
        case .replyAudioStarted: replyAudioStarted(now: now, into: &out)
        case .replyEnded(let failed): replyEnded(failed: failed, now: now, into: &out)
        case .toolStarted(let name): toolStarted(name, into: &out)
        case .toolEnded(let failed): toolEnded(failed: failed, into: &out)
        case .realtimeError(let message): realtimeError(message, into: &out)
        case .transcriptLine(let text):
            out.append(.record(.transcriptLine(text)))   // Y3: by its length, never its words
        case .wentBackToConversation(let earlier):
            out.append(.wentBack(to: earlier))
        case .settingChangedByModel(let row, let value):
            out.append(.setByModel(row: row, value: value))
        case .muteToggled:
            // L8: Mute sends silence, not nothing.
            muted.toggle()
            out.append(.heard)
            out.append(.socket(.sendSilence(muted)))
            out.append(.record(.muted(muted, call: number)))
        case .micLost(let lost):
            micLost = lost   // M2, C2: Connecting… while it is lost
            out.append(.heard)
        case .giveUpTimerFired:
            guard phase != .up else { return }
            out.append(.gaveUp)   // L2, A2: the give-up runs whatever the engine does
        case .pingTimerFired:
            guard phase == .up else { return }
            out.append(.pingDue(attempt: attempt))
        case .silenceTimerFired:
            guard phase == .up, hadPong else { return }
            out.append(.fellSilent)   // L3
        }
    }

    /// Q7: the person talks; Y1: over a reply under way, with how much of its audio played.
    private mutating func speechStarted(now: Instant, into out: inout [Output]) {
        out.append(.heard)
        out.append(.cue(.speechStarted))
        out.append(.record(.speechStarted))
        guard replyUnderway else { return }
        out.append(.record(.replyInterrupted(audioMs: replyAudioAt.map { now - $0 } ?? 0)))
        endReply()
        out.append(.heard)
    }

    /// Q2, Q3: the person stopped talking; Y1 times the reply from here.
    private mutating func speechStopped(now: Instant, into out: inout [Output]) {
        speechStoppedAt = now
        out.append(.heard)
        out.append(.cue(.speechStopped))
        out.append(.record(.speechStopped))
    }

    /// Q7: a reply starts; C2: Listening until its audio plays; Y1: the time from the end of speech.
    private mutating func replyStarted(now: Instant, into out: inout [Output]) {
        replyUnderway = true
        errorLine = nil
        replyStartedAt = now
        replyAudioAt = nil
        out.append(.heard)
        out.append(.cue(.replyStarted))
        out.append(.record(.replyStarted))
        if let stopped = speechStoppedAt { out.append(.record(.replyLatency(ms: now - stopped))) }
    }

    /// C2: Speaking from the reply's first audio; Y1: the time to it.
    private mutating func replyAudioStarted(now: Instant, into out: inout [Output]) {
        guard replyUnderway, replyAudioAt == nil else { return }
        let afterStart = replyStartedAt.map { now - $0 } ?? 0
        let firstAudio = speechStoppedAt.map { now - $0 }
        replyAudioAt = now
        speechStoppedAt = nil
        out.append(.heard)
        out.append(.record(.replyAudio(afterStartMs: afterStart, firstAudioMs: firstAudio)))
    }

    /// C7: a reply that ended failed shows on the status line; Q5: Failed, once a turn.
    private mutating func replyEnded(failed: Bool, now: Instant, into out: inout [Output]) {
        let audio = replyAudioAt.map { now - $0 } ?? 0
        let duration = replyStartedAt.map { now - $0 } ?? 0
        endReply()
        speechStoppedAt = nil
        if failed { errorLine = CarWords.replyFailed }
        out.append(.heard)
        out.append(.cue(.replyEnded(failed: failed)))
        out.append(.record(.replyEnded(failed: failed, audioMs: audio, durationMs: duration)))
    }

    /// C2: Working on it… while a tool runs; Q4: Working.
    private mutating func toolStarted(_ name: String, into out: inout [Output]) {
        toolsRunning += 1
        out.append(.heard)
        out.append(.cue(.toolStarted(name: name)))
        out.append(.record(.toolStarted(name: name)))
    }

    /// Q5: a failed tool plays Failed; Q7: a successful one has no sound.
    private mutating func toolEnded(failed: Bool, into out: inout [Output]) {
        toolsRunning = max(0, toolsRunning - 1)
        out.append(.heard)
        out.append(.cue(.toolEnded(failed: failed)))
        out.append(.record(.toolEnded(failed: failed)))
    }

    /// C7: the error shows on the status line; Q5: an error ended the wait.
    private mutating func realtimeError(_ message: String, into out: inout [Output]) {
        errorLine = message
        out.append(.heard)
        out.append(.cue(.turnFailed))
        out.append(.record(.realtimeError(message: message)))
    }

    /// C5: the attempt is replaced by a new Realtime session, `attempt`, on `conversation`: it
    /// waits for its secret again, with no pong, no reply and no tool; the call's number (its
    /// screen), Mute and the tap stay.
    public mutating func newSession(attempt: Int, conversation: Int) {
        self.attempt = attempt
        self.conversation = conversation
        phase = .awaitingSecret
        hadPong = false
        endReply()
        toolsRunning = 0
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
