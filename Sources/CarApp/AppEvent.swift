import Host

/// Everything that can happen to the app, named for what happened.
public enum AppEvent: Hashable, Sendable {
    // The car (H10, H4, H9).
    case carConnected(generation: Int)
    case carDisconnected
    case hostCompleted(HostCompletion)
    /// The host called a button's handler.
    case buttonTapped(ButtonHit)
    /// The person chose a value for a panel row (a pick from the row's list).
    case panelValueChosen(row: String, value: String)
    case timerFired(TimerID)

    // The server (L1, T3, T4).
    case conversationCreated(Int)
    /// The conversation was ended elsewhere (on the phone); T4: the car does not redraw.
    case conversationEnded(Int)
    case secretMinted(attempt: Int)

    // The Realtime socket (L1, L3, C5, C7, G5).
    case socketOpened(attempt: Int)
    case socketErrored(attempt: Int, message: String)
    case socketPong(attempt: Int)
    case speechStarted(attempt: Int)
    case speechStopped(attempt: Int)
    case replyStarted(attempt: Int)
    /// C2, Y1: the reply's first audio plays.
    case replyAudioStarted(attempt: Int)
    case replyEnded(attempt: Int, failed: Bool)
    case toolStarted(attempt: Int, name: String)
    case toolEnded(attempt: Int, failed: Bool)
    case realtimeError(attempt: Int, message: String)
    /// A transcript line of the call (what was said; Y3: only its length is logged).
    case transcriptLine(attempt: Int, text: String)
    /// C5: the model went back to an earlier conversation (by voice).
    case wentBackToConversation(attempt: Int, conversation: Int)
    case settingChangedByModel(attempt: Int, row: String, value: String)

    // The microphone, the route and the engine (M1-M3, A1-A3, Q8).
    case micStalled
    case micBack
    case micRefused
    case interruptionBegan
    case interruptionEnded
    /// The audio route changed (the car connecting or going, or another device) to this rate.
    case routeChanged(sampleRate: Int)
    case routeLatencyChanged(Millis)
    /// An engine command returned (the fake engine's answer).
    case engineReturned(AudioEngineController.Command)
    case engineStuck
    case engineUnstuck
    /// Y4: the app was launched again; the call it died in, if any.
    case relaunched(previousCallDiedIn: Int?)

    // The phone (O2-O6, T3).
    case phoneForegrounded
    case phoneBackgrounded
    case phoneOverlayOpened(PhoneState.Overlay)
    case phoneOverlayClosed(PhoneState.Overlay)
    case phoneOtherLiveThreadOpened
    case phoneOtherLiveThreadClosed
    /// O5: opening a session or a link, or closing Live, cancels a landing.
    case phoneNavigatedAway
    case phoneStartedCall
    case phoneHungUp
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
