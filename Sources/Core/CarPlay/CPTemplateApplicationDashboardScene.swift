/// A navigation app's CarPlay Dashboard scene (iOS 13.4). HeadUnit has no dashboard and never
/// connects this scene: it exists so the app's dashboard code compiles.
@preconcurrency @MainActor
open class CPTemplateApplicationDashboardScene: UIScene {
    /// The scene's delegate.
    open var delegate: (any CPTemplateApplicationDashboardSceneDelegate)?
    /// The dashboard's shortcuts.
    public let dashboardController = CPDashboardController()
    /// The window on the dashboard.
    public let dashboardWindow = UIWindow(frame: .zero)
}

/// A dashboard scene's life cycle (iOS 13.4). Every method is optional; HeadUnit never calls them.
@preconcurrency @MainActor
public protocol CPTemplateApplicationDashboardSceneDelegate: UISceneDelegate {
    /// The dashboard connected, with its window.
    func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                                           didConnect dashboardController: CPDashboardController, to window: UIWindow)
    /// The dashboard disconnected.
    func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                                           didDisconnect dashboardController: CPDashboardController, from window: UIWindow)
}

extension CPTemplateApplicationDashboardSceneDelegate {
    /// Optional: by default nothing happens.
    public func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                                                  didConnect dashboardController: CPDashboardController, to window: UIWindow) {}
    /// Optional: by default nothing happens.
    public func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
                                                  didDisconnect dashboardController: CPDashboardController, from window: UIWindow) {}
}
