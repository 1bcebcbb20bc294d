import CarPlay
import UIKit

/// VoiceScene's broken twin: the same grid and call screen, with two classic CarPlay crashes.
/// (a) End pops instead of dismissing: at the root there is nothing to pop, and with no
///     completion CarPlay raises on the main queue.
/// (b) A dropped connection presents an alert while the call screen is still up, again with no
///     completion: the second present is refused, and the refusal raises.
@MainActor
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private(set) var interfaceController: CPInterfaceController?
    private var voice: CPVoiceControlTemplate?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let image = UIImage(systemName: "bubble.left")!
        let grid = CPGridTemplate(title: "Voice", gridButtons: [
            CPGridButton(titleVariants: ["Continue conversation"], image: image) { [weak self] _ in self?.startConversation() },
            CPGridButton(titleVariants: ["New conversation"], image: image) { [weak self] _ in self?.startConversation() },
        ])
        interfaceController.setRootTemplate(grid, animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        voice = nil
    }

    func startConversation() {
        let state = CPVoiceControlState(identifier: "connecting", titleVariants: ["Connecting…"], image: nil, repeats: true)
        let mute = CPButton(image: UIImage(systemName: "mic.slash")!)
        mute.title = "Mute"
        let end = CPButton(image: UIImage(systemName: "phone.down")!) { [weak self] _ in self?.endConversation() }
        end.title = "End"
        state.actionButtons = [mute, end]
        let voice = CPVoiceControlTemplate(voiceControlStates: [state])
        self.voice = voice
        interfaceController?.presentTemplate(voice, animated: true, completion: nil)
    }

    /// Crash (a): a pop where a dismiss was meant.
    func endConversation() {
        interfaceController?.popTemplate(animated: true, completion: nil)
    }

    /// Crash (b): what the network layer calls when the conversation drops.
    func connectionDidDrop() {
        let alert = CPAlertTemplate(titleVariants: ["Connection lost"], actions: [
            CPAlertAction(title: "OK", style: .cancel) { [weak self] _ in
                self?.interfaceController?.dismissTemplate(animated: true, completion: nil)
            },
        ])
        interfaceController?.presentTemplate(alert, animated: true, completion: nil)
    }
}
