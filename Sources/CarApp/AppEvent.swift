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
        case .carConnected(let generation): f.combine(0 as UInt64); f.combine(generation)
        case .carDisconnected: f.combine(1 as UInt64)
        case .hostCompleted(let completion): f.combine(2 as UInt64); f.combine(completion)
        case .buttonTapped(let hit): f.combine(3 as UInt64); f.combine(hit)
        case .panelValueChosen(let row, let value): f.combine(4 as UInt64); f.combine(row); f.combine(value)
        case .timerFired(let id): f.combine(5 as UInt64); f.combine(id)
        case .conversationCreated(let conversation): f.combine(6 as UInt64); f.combine(conversation)
        case .conversationEnded(let conversation): f.combine(7 as UInt64); f.combine(conversation)
        case .secretMinted(let attempt): f.combine(8 as UInt64); f.combine(attempt)
        case .socketOpened(let attempt): f.combine(9 as UInt64); f.combine(attempt)
        case .socketErrored(let attempt, let message): f.combine(10 as UInt64); f.combine(attempt); f.combine(message)
        case .socketPong(let attempt): f.combine(11 as UInt64); f.combine(attempt)
        case .speechStarted(let attempt): f.combine(12 as UInt64); f.combine(attempt)
        case .speechStopped(let attempt): f.combine(13 as UInt64); f.combine(attempt)
        case .replyStarted(let attempt): f.combine(14 as UInt64); f.combine(attempt)
        case .replyEnded(let attempt, let failed): f.combine(15 as UInt64); f.combine(attempt); f.combine(failed)
        case .toolStarted(let attempt, let name): f.combine(16 as UInt64); f.combine(attempt); f.combine(name)
        case .toolEnded(let attempt, let failed): f.combine(17 as UInt64); f.combine(attempt); f.combine(failed)
        case .realtimeError(let attempt, let message): f.combine(18 as UInt64); f.combine(attempt); f.combine(message)
        case .transcriptLine(let attempt, let text): f.combine(19 as UInt64); f.combine(attempt); f.combine(text)
        case .wentBackToConversation(let attempt, let conversation): f.combine(20 as UInt64); f.combine(attempt); f.combine(conversation)
        case .settingChangedByModel(let attempt, let row, let value): f.combine(21 as UInt64); f.combine(attempt); f.combine(row); f.combine(value)
        case .micStalled: f.combine(22 as UInt64)
        case .micBack: f.combine(23 as UInt64)
        case .micRefused: f.combine(24 as UInt64)
        case .interruptionBegan: f.combine(25 as UInt64)
        case .interruptionEnded: f.combine(26 as UInt64)
        case .routeChanged(let sampleRate): f.combine(27 as UInt64); f.combine(sampleRate)
        case .routeLatencyChanged(let latency): f.combine(28 as UInt64); f.combine(latency)
        case .engineReturned(let command): f.combine(29 as UInt64); f.combine(command)
        case .engineStuck: f.combine(30 as UInt64)
        case .engineUnstuck: f.combine(31 as UInt64)
        case .relaunched(let previousCallDiedIn): f.combine(32 as UInt64); f.combine(previousCallDiedIn)
        case .phoneForegrounded: f.combine(33 as UInt64)
        case .phoneBackgrounded: f.combine(34 as UInt64)
        case .phoneOverlayOpened(let overlay): f.combine(35 as UInt64); f.combine(overlay)
        case .phoneOverlayClosed(let overlay): f.combine(36 as UInt64); f.combine(overlay)
        case .phoneOtherLiveThreadOpened: f.combine(37 as UInt64)
        case .phoneOtherLiveThreadClosed: f.combine(38 as UInt64)
        case .phoneNavigatedAway: f.combine(39 as UInt64)
        case .phoneStartedCall: f.combine(40 as UInt64)
        case .phoneHungUp: f.combine(41 as UInt64)
        case .phoneMuteToggled: f.combine(42 as UInt64)
        }
    }
}
