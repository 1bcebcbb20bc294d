/// The car's scene: its interface controller and its delegate.
@preconcurrency @MainActor
open class CPTemplateApplicationScene: UIScene {
    /// The app's scene delegate (UIKit keeps it strongly).
    public var delegate: (any CPTemplateApplicationSceneDelegate)?
    /// The scene's interface controller.
    public let interfaceController: CPInterfaceController
    /// Light or dark, as the car asks.
    public var contentStyle: UIUserInterfaceStyle { .dark }

    package init(session: UISceneSession, interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        super.init(session: session, connectionOptions: ConnectionOptions())
    }
}

extension UISceneSession.Role {
    /// The role of a CarPlay template scene.
    public static let carTemplateApplication = UISceneSession.Role(rawValue: "CPTemplateApplicationSceneSessionRoleApplication")
}

/// The car scene's life cycle. Every method is optional: implement the ones you need.
@preconcurrency @MainActor
public protocol CPTemplateApplicationSceneDelegate: UISceneDelegate {
    /// The car connected. Set the root template before this returns (H10).
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController)
    /// The car disconnected: the interface controller is gone.
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController)
    /// The car switched between light and dark.
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPTemplateApplicationSceneDelegate {
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {}
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {}
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}
