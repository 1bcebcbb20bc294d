/// The iOS 12 way a navigation app heard of the car, on its application delegate, before
/// scenes; replaced by `CPTemplateApplicationSceneDelegate` in iOS 13. It compiles here; HeadUnit
/// connects scenes only, so a car never calls these methods.
@available(iOS, introduced: 12.0, deprecated: 13.0, renamed: "CPTemplateApplicationSceneDelegate")
@preconcurrency @MainActor
public protocol CPApplicationDelegate: UIApplicationDelegate {
    /// The car connected, with its interface controller and its window.
    func application(_ application: UIApplication, didConnectCarInterfaceController interfaceController: CPInterfaceController, to window: CPWindow)
    /// The car disconnected.
    func application(_ application: UIApplication, didDisconnectCarInterfaceController interfaceController: CPInterfaceController, from window: CPWindow)
    /// The person tapped the notification of a navigation alert posted in the background (optional).
    func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert)
    /// The person tapped the notification of a maneuver posted in the background (optional).
    func application(_ application: UIApplication, didSelect maneuver: CPManeuver)
}

@available(iOS, introduced: 12.0, deprecated: 13.0, renamed: "CPTemplateApplicationSceneDelegate")
extension CPApplicationDelegate {
    /// Optional: by default nothing happens.
    public func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert) {}
    /// Optional: by default nothing happens.
    public func application(_ application: UIApplication, didSelect maneuver: CPManeuver) {}
}
