import CarPlay
import UIKit

/// The car scene: on connect it keeps the interface controller and shows the home grid before
/// returning (CarPlay needs a root by then); on disconnect it lets both go.
@MainActor
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private(set) var interfaceController: CPInterfaceController?
    private(set) var navigator: CarPlayNavigator?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let navigator = CarPlayNavigator(interface: interfaceController)
        self.navigator = navigator
        navigator.showHome()
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        navigator = nil
        self.interfaceController = nil
    }
}
