import CarPlay

/// Connects the car: builds the home grid and hands the interface controller to CarPlayInterface.
/// Planted: S3 (an alert template, not among the house rules' templates), S4 (a template call
/// outside CarPlayInterface.swift) and S6 (that call gives CarPlay no completion).
@MainActor
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interface: CarPlayInterface?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {
        let interface = CarPlayInterface(controller: interfaceController)
        self.interface = interface
        let grid = CPGridTemplate(title: "Zimmer", gridButtons: [])
        //                  ↓S4,S6
        interfaceController.setRootTemplate(grid, animated: false, completion: nil)
    }

    func showRetryFailed() {
        //          ↓S3
        let alert = CPAlertTemplate(titleVariants: ["Live Mode unavailable. Tap to retry."], actions: [])
        Task { try await interface?.setRoot(alert) }
    }
}
