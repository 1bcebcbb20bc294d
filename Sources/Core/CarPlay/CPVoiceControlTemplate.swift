import Host

/// The template a voice app presents while it listens and speaks: up to five states (H6), each
/// with its action buttons, and bar buttons (iOS 26.4). Presented only: never the root, never
/// pushed (H7, B3).
@preconcurrency @MainActor
open class CPVoiceControlTemplate: CPTemplate, CPBarButtonProviding {
    /// The template's states: the first five it was given (H6), as CarPlay keeps them.
    public let voiceControlStates: [CPVoiceControlState]
    /// The buttons at the leading edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); leadingNavigationBarButtons = CPTemplate.keptBarButtons(leadingNavigationBarButtons) }   // X1: the first two
    }
    /// The buttons at the trailing edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); trailingNavigationBarButtons = CPTemplate.keptBarButtons(trailingNavigationBarButtons) }   // X1: the first two
    }
    /// A custom back button, shown when the template is pushed.
    nonisolated(unsafe) public var backButton: CPBarButton? { didSet { ContentChanges.note() } }
    /// The connection the template is presented on, while it is.
    package weak var session: TemplateHostSession?

    /// A voice-control template with these states (the first five); it starts on the first.
    public init(voiceControlStates: [CPVoiceControlState]) {
        self.voiceControlStates = Array(voiceControlStates.prefix(CurrentCar.config.voiceStatesKept))
        super.init()
    }

    /// Shows the state with this identifier. The host ignores changes closer together than its
    /// rate limit (H12), and a change before the template is presented has no effect (H6).
    public func activateVoiceControlState(withIdentifier identifier: String) {
        guard let session else { return }
        session.activate(self, identifier: identifier)
    }

    /// The identifier of the state the car shows.
    public var activeStateIdentifier: String? {
        session?.activeVoiceState(of: self) ?? voiceControlStates.first?.identifier
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        self.session = session
        return withBars(Template(id: id, kind: .voiceControl, voiceStates: voiceControlStates.map(\.hostState)))
    }

    /// The active state's image and title as the car draws them.
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var look = TemplateLook()
        if let state = voiceControlStates.first(where: { $0.identifier == session.activeVoiceState(of: self) }) ?? voiceControlStates.first {
            look.voiceControl = VoiceControlLook(titleVariants: state.titleVariants ?? [], image: state.image?.look)
        }
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton else { return touchBar(hit) }
        guard let state = voiceControlStates.first(where: { $0.identifier == activeStateIdentifier }),
              state.actionButtons.indices.contains(hit.index) else { return }
        let button = state.actionButtons[hit.index]
        session.callHandler(of: hit) { button.handler?(button) }
    }

    package override func makeStandIn(session: TemplateHostSession) -> CPTemplate {
        let standIn = CPVoiceControlTemplate(voiceControlStates: voiceControlStates)
        standIn.userInfo = userInfo
        return standIn
    }
}
