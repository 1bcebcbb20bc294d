import CarPlay

/// The call screen: a voice-control template with five states.
/// Planted: S2 (a restart called from the car scene).
@MainActor
final class LiveCallScreen {
    let template: CPVoiceControlTemplate
    private let model: ConversationModel

    init(model: ConversationModel) {
        self.model = model
        self.template = CPVoiceControlTemplate(voiceControlStates: [])
    }

    func endTapped() {
        model.isLive = false
        //    ↓S2
        model.restartLater()
    }
}
