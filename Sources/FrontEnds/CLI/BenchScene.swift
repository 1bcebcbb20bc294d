import CarPlay
import UIKit

/// The scene `headunit bench` explores to measure `SceneExplorer` (traces per second): a small
/// scene as a team writes one — a grid root, a voice-control template presented from a tile
/// (Mute, End), a list pushed from another tile whose rows push an information template.
@MainActor
final class BenchScene: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interfaceController: CPInterfaceController?
    private var muted = false

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let talk = CPGridButton(titleVariants: ["Talk"], image: UIImage()) { [weak self] _ in self?.talk() }
        let recent = CPGridButton(titleVariants: ["Recent"], image: UIImage()) { [weak self] _ in self?.recent() }
        interfaceController.setRootTemplate(CPGridTemplate(title: "Home", gridButtons: [talk, recent]), animated: true, completion: nil)
    }

    private func talk() {
        let states = ["Listening", "Muted"].map { CPVoiceControlState(identifier: $0, titleVariants: [$0], image: nil, repeats: true) }
        for state in states {
            let mute = CPButton(image: UIImage()) { [weak self] _ in self?.toggleMute() }
            mute.title = "Mute"
            let end = CPButton(image: UIImage()) { [weak self] _ in self?.interfaceController?.dismissTemplate(animated: true) { _, _ in } }
            end.title = "End"
            state.actionButtons = [mute, end]
        }
        interfaceController?.presentTemplate(CPVoiceControlTemplate(voiceControlStates: states), animated: true) { _, _ in }
    }

    private func toggleMute() {
        muted.toggle()
        (interfaceController?.presentedTemplate as? CPVoiceControlTemplate)?.activateVoiceControlState(withIdentifier: muted ? "Muted" : "Listening")
    }

    private func recent() {
        let rows = ["Trip to Lyon", "Dinner ideas"].map { title in
            let item = CPListItem(text: title, detailText: nil)
            item.handler = { [weak self] _, completion in
                let info = CPInformationTemplate(title: title, layout: .leading, items: [CPInformationItem(title: "Length", detail: "12 min")], actions: [])
                self?.interfaceController?.pushTemplate(info, animated: true) { _, _ in completion() }
            }
            return item
        }
        interfaceController?.pushTemplate(CPListTemplate(title: "Recent", sections: [CPListSection(items: rows)]), animated: true) { _, _ in }
    }
}
