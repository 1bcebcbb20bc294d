import Host
import CarApp

/// The observables: what a person (or CI) could see. Expectations, pictures and the window read
/// these, never the reducers.
extension World {
    /// What the head unit shows (`CarDisplay(screen:now:statusLine:)`), with the call's status line (C7).
    public var carDisplay: CarDisplay {
        CarDisplay(screen: state.host.screen, now: now, statusLine: statusLine)
    }

    /// C7: the error line the app's call screen shows, while that call screen is presented.
    public var statusLine: String? {
        guard state.app.callScreen.shown?.template == state.host.presented?.id else { return nil }
        return state.app.call?.errorLine
    }

    /// What the phone shows.
    public var phoneDisplay: PhoneDisplay {
        let phone = state.app.phone
        let overlays = phone.overlays.compactMap { PhoneDisplay.Overlay(rawValue: $0.rawValue) }
        guard phone.foreground else { return PhoneDisplay(screen: .background, overlays: overlays, message: phone.message) }
        switch phone.screen {
        case .app:
            return PhoneDisplay(screen: .app, overlays: overlays, message: phone.message)
        case .otherLiveThread:
            return PhoneDisplay(screen: .otherLiveThread, overlays: overlays, message: phone.message)
        case .liveThread:
            let call = state.app.call
            let status = call.map { $0.micLost ? CarWords.waitingForMicrophone : $0.screenState.title }
            // The phone's words are `Mute` and `Hang up` (SPEC); muted shows in the status line.
            let shown = call?.muted == true ? CallScreenState.muted.title : status
            return PhoneDisplay(screen: .liveThread, overlays: overlays, status: shown, buttons: [CarWords.mute, CarWords.hangUp], message: phone.message)
        }
    }
}
