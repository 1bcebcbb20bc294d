import Host
import CarApp

/// The observables: what a person (or CI) could see. Expectations, pictures and the window read
/// these, never the reducers.
extension World {
    /// What the head unit shows: the host's `CarScreen` read as the built-in app's screens (the
    /// home grid, the call screen, the panel), with the call's status line (C7).
    public var carDisplay: CarDisplay {
        let screen = state.host.screen
        guard screen.connected else { return CarDisplay(connected: false, screen: .disconnected, now: now) }
        if let p = screen.presented {
            guard p.kind == .voiceControl else { return CarDisplay(connected: true, screen: .other(kind: p.kind.className, title: p.title), now: now) }
            let status = state.app.callScreen.shown?.template == state.host.presented?.id ? state.app.call?.errorLine : nil
            let call = CarDisplay.CallScreenDisplay(stateTitle: p.voiceState ?? "", statusLine: status,
                                                    actionButtons: p.rows.map(\.title), hasGear: !p.barButtons.isEmpty)
            return CarDisplay(connected: true, screen: .call(call), now: now)
        }
        guard let top = screen.top else { return CarDisplay(connected: true, screen: .other(kind: "none", title: ""), now: now) }
        switch top.kind {
        case .grid:
            return CarDisplay(connected: true, screen: .home(top.rows.map { CarDisplay.Tile(title: $0.title, enabled: $0.enabled) }), now: now)
        case .list:
            let rows = top.rows.map { CarDisplay.PanelRow(title: $0.title, value: $0.detail, note: $0.note) }
            let panel = CarDisplay.PanelDisplay(title: top.title, backTitle: top.backButton ?? HostState.systemBackTitle, rows: rows)
            return CarDisplay(connected: true, screen: .panel(panel), now: now)
        default:
            return CarDisplay(connected: true, screen: .other(kind: top.kind.className, title: top.title), now: now)
        }
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
