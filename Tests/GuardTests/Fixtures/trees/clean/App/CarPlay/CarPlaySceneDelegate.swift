import CarPlay

/// Connects the car: builds the home grid and hands the interface controller to CarPlayInterface.
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
        Task { try await interface.setRoot(grid) }
    }

    func showRetryFailed() {
        let item = CPListItem(text: "Live Mode unavailable. Tap to retry.", detailText: nil)
        let list = CPListTemplate(title: "Zimmer", sections: [CPListSection(items: [item])])
        Task { try await interface?.setRoot(list) }
    }
}
