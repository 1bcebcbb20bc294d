import CarPlay
import UIKit

/// The voice-control states of a conversation, each with Mute and End.
@MainActor
enum VoiceControlStates {
    static let connecting = "connecting"
    static let listening = "listening"
    static let speaking = "speaking"
    static let muted = "muted"

    static func make(mute: @escaping () -> Void, end: @escaping () -> Void) -> [CPVoiceControlState] {
        let titles = [(connecting, "Connecting…"), (listening, "Listening"), (speaking, "Speaking"), (muted, "Muted")]
        return titles.map { identifier, title in
            let state = CPVoiceControlState(identifier: identifier, titleVariants: [title],
                                            image: UIImage(systemName: "waveform"), repeats: true)
            let muteButton = CPButton(image: UIImage(systemName: "mic.slash")!) { _ in mute() }
            muteButton.title = "Mute"
            let endButton = CPButton(image: UIImage(systemName: "phone.down")!) { _ in end() }
            endButton.title = "End"
            state.actionButtons = [muteButton, endButton]
            return state
        }
    }
}

/// The call screen: the voice-control template and the microphone's mute.
@MainActor
final class CallScreen {
    private(set) lazy var template = CPVoiceControlTemplate(voiceControlStates: VoiceControlStates.make(
        mute: { [weak self] in self?.toggleMute() },
        end: { [weak self] in self?.onEnd() }
    ))
    private(set) var isMuted = false
    /// The conversation's own state, shown again on unmute.
    private(set) var phase = VoiceControlStates.connecting
    private let onEnd: () -> Void

    init(onEnd: @escaping () -> Void) {
        self.onEnd = onEnd
    }

    /// The conversation moved on (listening, speaking); shown unless muted.
    func show(_ identifier: String) {
        phase = identifier
        if !isMuted { template.activateVoiceControlState(withIdentifier: identifier) }
    }

    func toggleMute() {
        isMuted.toggle()
        template.activateVoiceControlState(withIdentifier: isMuted ? VoiceControlStates.muted : phase)
    }
}
