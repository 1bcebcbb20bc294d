/// The car's scene: its interface controller, its window and its delegate.
@preconcurrency @MainActor
open class CPTemplateApplicationScene: UIScene {
    /// The app's scene delegate (UIKit keeps it strongly).
    public var delegate: (any CPTemplateApplicationSceneDelegate)?
    /// The scene's interface controller.
    public let interfaceController: CPInterfaceController
    /// The window on the car's screen, for a navigation app's map (shown only for a navigation
    /// app: other categories draw with templates alone).
    public let carWindow: CPWindow
    /// Light or dark, as the car asks.
    public var contentStyle: UIUserInterfaceStyle { .dark }
    /// Set by a delegate's default window method: the delegate does not implement it (Swift has
    /// no `responds(to:)` here, so the default tells).
    package var windowMethodMissing = false
    /// Set by the delegate's default `didConnect`: the delegate does not implement it.
    package var connectMethodMissing = false

    package init(session: UISceneSession, interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        self.carWindow = CPWindow(frame: UIScreen.carScreen().bounds)
        super.init(session: session, connectionOptions: ConnectionOptions())
        carWindow.templateApplicationScene = self
    }

    /// Asks the car to open `url` in another app (Maps for directions, the phone for a call), as
    /// EV charging, parking and food apps do from a place's button. HeadUnit has no other apps:
    /// the host log records the request, nothing opens, and `completion` gets `false` on the
    /// app's main queue after the call returns (no host rule yet: [2 of 5]).
    open override func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        guard let session = interfaceController.session else { return super.open(url, options: options, completionHandler: completion) }
        session.record("CPTemplateApplicationScene: open(\(url.absoluteString)): HeadUnit has no app to open it; nothing opens")
        guard let completion else { return }
        session.enqueue { completion(false) }
    }
}

extension UISceneSession.Role {
    /// The role of a CarPlay template scene.
    public static let carTemplateApplication = UISceneSession.Role(rawValue: "CPTemplateApplicationSceneSessionRoleApplication")
}

/// The car scene's life cycle. Every method is optional: implement the ones you need. A
/// navigation app (`HeadUnit(category: .navigation)`) that implements the window variants gets them
/// instead of the plain ones, as CarPlay's documentation says (`…didConnect:to:` gives the window
/// to draw the map in); every other app gets the plain ones.
@preconcurrency @MainActor
public protocol CPTemplateApplicationSceneDelegate: UISceneDelegate {
    /// The car connected. Set the root template before this returns (H10).
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController)
    /// The car disconnected: the interface controller is gone.
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController)
    /// The car connected a navigation app, with the window to draw the map in. Set the window's
    /// root view controller and the root template before this returns (H10).
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow)
    /// The car disconnected a navigation app: the interface controller and the window are gone.
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow)
    /// The person tapped the notification of a navigation alert posted in the background
    /// (HeadUnit posts no notifications: never called).
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert)
    /// The person tapped the notification of a maneuver posted in the background (never called here).
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver)
    /// The car switched between light and dark.
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPTemplateApplicationSceneDelegate {
    /// Optional in the protocol; an app implementing neither form is told at connect what
    /// CarPlay raises (`NSGenericException`, F33).
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        templateApplicationScene.connectMethodMissing = true
    }
    /// Optional: by default nothing happens.
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {}
    /// Optional: by default the car calls the plain variant instead.
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow) {
        templateApplicationScene.windowMethodMissing = true
    }
    /// Optional: by default the car calls the plain variant instead.
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow) {
        templateApplicationScene.windowMethodMissing = true
    }
    /// Optional: by default nothing happens.
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert) {}
    /// Optional: by default nothing happens.
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver) {}
    /// Optional: by default nothing happens.
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}
