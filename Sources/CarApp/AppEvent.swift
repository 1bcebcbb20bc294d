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
