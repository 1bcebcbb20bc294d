import Host

/// Everything that can happen to the app, named for what happened.
public enum AppEvent: Hashable, Sendable {
    // The car (H10, H4, H9).
    /// H10: the car connected (its connection's number): the root goes up before connect returns
    /// (T1), and a running call moves to the car (C4, O1).
    case carConnected(generation: Int)
    /// H10: the car was unplugged: the navigator drops its queue (N4), the retries end (L6, O4),
    /// and the phone may land on the call (O2).
    case carDisconnected
    /// H4: the host's answer to a call made with a completion, delivered later (N3, N5).
    case hostCompleted(HostCompletion)
    /// The host called a button's handler.
    case buttonTapped(ButtonHit)
    /// The person chose a value for a panel row (a pick from the row's list).
    case panelValueChosen(row: String, value: String)
    /// A timer the app started fired (a give-up, a retry, a ping, a cue, the landing…).
    case timerFired(TimerID)

    // The server (L1, T3, T4).
    /// L1, T3: the server created the conversation New asked for; a call to it starts if one is
    /// pending.
    case conversationCreated(Int)
    /// The conversation was ended elsewhere (on the phone); T4: the car does not redraw.
    case conversationEnded(Int)
    /// L1: the server minted attempt N's short-lived Realtime secret: the socket opens with it.
    case secretMinted(attempt: Int)

    // The Realtime socket (L1, L3, C5, C7, G5).
    /// L1: attempt N's socket is up: the call comes up (Connected, Q1).
    case socketOpened(attempt: Int)
    /// L3: attempt N's socket failed: a call that was up drops, an attempt not yet up fails (L4).
    case socketErrored(attempt: Int, message: String)
    /// L3: attempt N's socket answered a ping: from now on 20 s of silence drops the call.
    case socketPong(attempt: Int)
    /// The person started talking on attempt N's call (Q7: every cue stops).
    case speechStarted(attempt: Int)
    /// The person stopped talking (Q2: Heard, Q3: the thinking tick).
    case speechStopped(attempt: Int)
    /// The model started a reply (Q7: every cue stops; C2: Listening until its audio plays).
    case replyStarted(attempt: Int)
    /// C2, Y1: the reply's first audio plays.
    case replyAudioStarted(attempt: Int)
    /// The reply ended; a failed one shows on the status line (C7) and plays Failed (Q5).
    case replyEnded(attempt: Int, failed: Bool)
    /// A tool named `name` started running (C2: Working on it…, Q4: Working).
    case toolStarted(attempt: Int, name: String)
    /// A tool ended; a failed one plays Failed (Q5), a successful one has no sound (Q7).
    case toolEnded(attempt: Int, failed: Bool)
    /// C7: a Realtime error event: its text shows on the status line while the call stays up.
    case realtimeError(attempt: Int, message: String)
    /// A transcript line of the call (what was said; Y3: only its length is logged).
    case transcriptLine(attempt: Int, text: String)
    /// C5: the model went back to an earlier conversation (by voice).
    case wentBackToConversation(attempt: Int, conversation: Int)
    /// G5: the model set a panel row by voice during the call; the panel shows what it set.
    case settingChangedByModel(attempt: Int, row: String, value: String)

    // The microphone, the route and the engine (M1-M3, A1-A3, Q8).
    /// M1: the microphone stopped delivering audio (a stall begins).
    case micStalled
    /// M1, M2: the microphone delivers audio again (Connected plays if it had been lost).
    case micBack
    /// The microphone permission was refused: the attempt fails (Failed, and on the car the
    /// retries).
    case micRefused
    /// M1: an interruption began (a phone call, Siri): the engine is not restarted until it ends.
    case interruptionBegan
    /// M1, M3: the interruption ended: a stalled microphone is restarted now.
    case interruptionEnded
    /// The audio route changed (the car connecting or going, or another device) to this rate.
    case routeChanged(sampleRate: Int)
    /// Q8: the audio route's latency changed: how long after a cue the microphone stays silent.
    case routeLatencyChanged(Millis)
    /// An engine command returned (the fake engine's answer).
    case engineReturned(AudioEngineController.Command)
    /// A2: the engine's start and stop no longer return (the fake engine is stuck).
    case engineStuck
    /// A2: the engine returns from start and stop again.
    case engineUnstuck
    /// Y4: the app was launched again; the call it died in, if any.
    case relaunched(previousCallDiedIn: Int?)

    // The phone (O2-O6, T3).
    /// O2: the phone app came to the front (a landing due while it was behind happens now).
    case phoneForegrounded
    /// O2: the phone app went behind; Y2: a telemetry batch goes out.
    case phoneBackgrounded
    /// O5: a sheet, a dialog or the keyboard opened on the phone: a landing waits.
    case phoneOverlayOpened(PhoneState.Overlay)
    /// O5: that overlay closed: a landing waiting on it happens, if nothing else is open.
    case phoneOverlayClosed(PhoneState.Overlay)
    /// O5: another Live thread opened on the phone: a landing waits.
    case phoneOtherLiveThreadOpened
    /// O5: the other Live thread closed.
    case phoneOtherLiveThreadClosed
    /// O5: opening a session or a link, or closing Live, cancels a landing.
    case phoneNavigatedAway
    /// O1: the person started a call on the phone: it stays on the phone while the car shows tiles.
    case phoneStartedCall
    /// The person tapped Hang up on the phone: the call ends (reason `hang_up`).
    case phoneHungUp
    /// L8: the person tapped the phone's Mute: the call toggles between the microphone and silence.
    case phoneMuteToggled
}

extension AppEvent: Fingerprintable {
    /// The case, then its values (as its synthesized `Hashable` has it): events wait in
    /// `WorldState.later`, which the explorer fingerprints.
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .carConnected(let generation): f.combine(tag: 0, of: 44); f.combine(generation)
        case .carDisconnected: f.combine(tag: 1, of: 44)
        case .hostCompleted(let completion): f.combine(tag: 2, of: 44); f.combine(completion)
        case .buttonTapped(let hit): f.combine(tag: 3, of: 44); f.combine(hit)
        case .panelValueChosen(let row, let value): f.combine(tag: 4, of: 44); f.combine(row); f.combine(value)
        case .timerFired(let id): f.combine(tag: 5, of: 44); f.combine(id)
        case .conversationCreated(let conversation): f.combine(tag: 6, of: 44); f.combine(conversation)
        case .conversationEnded(let conversation): f.combine(tag: 7, of: 44); f.combine(conversation)
        case .secretMinted(let attempt): f.combine(tag: 8, of: 44); f.combine(attempt)
        case .socketOpened(let attempt): f.combine(tag: 9, of: 44); f.combine(attempt)
        case .socketErrored(let attempt, let message): f.combine(tag: 10, of: 44); f.combine(attempt); f.combine(message)
        case .socketPong(let attempt): f.combine(tag: 11, of: 44); f.combine(attempt)
        case .speechStarted(let attempt): f.combine(tag: 12, of: 44); f.combine(attempt)
        case .speechStopped(let attempt): f.combine(tag: 13, of: 44); f.combine(attempt)
        case .replyStarted(let attempt): f.combine(tag: 14, of: 44); f.combine(attempt)
        case .replyEnded(let attempt, let failed): f.combine(tag: 15, of: 44); f.combine(attempt); f.combine(failed)
        case .toolStarted(let attempt, let name): f.combine(tag: 16, of: 44); f.combine(attempt); f.combine(name)
        case .toolEnded(let attempt, let failed): f.combine(tag: 17, of: 44); f.combine(attempt); f.combine(failed)
        case .realtimeError(let attempt, let message): f.combine(tag: 18, of: 44); f.combine(attempt); f.combine(message)
        case .transcriptLine(let attempt, let text): f.combine(tag: 19, of: 44); f.combine(attempt); f.combine(text)
        case .wentBackToConversation(let attempt, let conversation): f.combine(tag: 20, of: 44); f.combine(attempt); f.combine(conversation)
        case .settingChangedByModel(let attempt, let row, let value): f.combine(tag: 21, of: 44); f.combine(attempt); f.combine(row); f.combine(value)
        case .micStalled: f.combine(tag: 22, of: 44)
        case .micBack: f.combine(tag: 23, of: 44)
        case .micRefused: f.combine(tag: 24, of: 44)
        case .interruptionBegan: f.combine(tag: 25, of: 44)
        case .interruptionEnded: f.combine(tag: 26, of: 44)
        case .routeChanged(let sampleRate): f.combine(tag: 27, of: 44); f.combine(sampleRate)
        case .routeLatencyChanged(let latency): f.combine(tag: 28, of: 44); f.combine(latency)
        case .engineReturned(let command): f.combine(tag: 29, of: 44); f.combine(command)
        case .engineStuck: f.combine(tag: 30, of: 44)
        case .engineUnstuck: f.combine(tag: 31, of: 44)
        case .relaunched(let previousCallDiedIn): f.combine(tag: 32, of: 44); f.combine(previousCallDiedIn)
        case .phoneForegrounded: f.combine(tag: 33, of: 44)
        case .phoneBackgrounded: f.combine(tag: 34, of: 44)
        case .phoneOverlayOpened(let overlay): f.combine(tag: 35, of: 44); f.combine(overlay)
        case .phoneOverlayClosed(let overlay): f.combine(tag: 36, of: 44); f.combine(overlay)
        case .phoneOtherLiveThreadOpened: f.combine(tag: 37, of: 44)
        case .phoneOtherLiveThreadClosed: f.combine(tag: 38, of: 44)
        case .phoneNavigatedAway: f.combine(tag: 39, of: 44)
        case .phoneStartedCall: f.combine(tag: 40, of: 44)
        case .phoneHungUp: f.combine(tag: 41, of: 44)
        case .phoneMuteToggled: f.combine(tag: 42, of: 44)
        case .replyAudioStarted(let attempt): f.combine(tag: 43, of: 44); f.combine(attempt)
        }
    }
}
