import Host

extension CPAlertAction {
    /// The action's style as a navigation alert draws it.
    package var placesLookStyle: NavigationAlertLook.Style {
        switch style {
        case .default: return .plain
        case .cancel: return .cancel
        case .destructive: return .destructive
        }
    }
}
