import CarPlay
import UIKit

/// The car scene (TODO: the messaging app's scene is being written; see docs/YOUR_SCENE.md).
@MainActor
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private(set) var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(CPListTemplate(title: "Messaging", sections: []), animated: false, completion: nil)
    }
}
