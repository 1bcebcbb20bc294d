import Host

extension CPTextButton {
    /// The button's style as an information template's footer draws it.
    package var placesLookStyle: InformationLook.ActionStyle {
        switch textStyle {
        case .normal: return .normal
        case .cancel: return .cancel
        case .confirm: return .confirm
        }
    }
}
