import CarPlay
import UIKit

/// The protocol a team writes over the interface controller so its navigator can be tested with
/// a fake: `CPInterfaceController` conforms with an empty extension, in either language mode.
@MainActor
protocol CarPlayInterfaceControlling: AnyObject {
    func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
    func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
    func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool
    var topTemplate: CPTemplate? { get }
    var templates: [CPTemplate] { get }
}

extension CPInterfaceController: CarPlayInterfaceControlling {}

/// A scene delegate as every CarPlay app writes one: `UIResponder` is a main-actor class, so the
/// delegate is too, and its calls are silent in both modes.
final class ProbeSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private let manager = LegacyCarPlayManager()

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        manager.interfaceController = interfaceController
        let tabs = CPTabBarTemplate(templates: [manager.makeLibraryTab(titles: ["One", "Two"]), manager.makeHomeGrid()])
        interfaceController.setRootTemplate(tabs, animated: false) { _, _ in }
    }

    /// The iOS 12 form an app that still supports iOS 13 calls: deprecated in iOS 14, which
    /// Xcode shows only to apps whose deployment target is 14 or later, so it is silent here too.
    func goBack() {
        manager.interfaceController?.popTemplate(animated: true)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        manager.interfaceController = nil
    }
}
