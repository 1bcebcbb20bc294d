/// A navigation app's instrument cluster scene (iOS 15.4). HeadUnit never connects it.
@preconcurrency @MainActor
open class CPTemplateApplicationInstrumentClusterScene: UIScene {
    /// The scene's delegate.
    open var delegate: (any CPTemplateApplicationInstrumentClusterSceneDelegate)?
    /// The cluster's controller.
    public let instrumentClusterController = CPInstrumentClusterController()
    /// Light or dark, as the car asks.
    open var contentStyle: UIUserInterfaceStyle { .dark }
}

/// An instrument cluster scene's life cycle (iOS 15.4). Every method is optional; HeadUnit never
/// calls them.
@preconcurrency @MainActor
public protocol CPTemplateApplicationInstrumentClusterSceneDelegate: UISceneDelegate {
    /// The cluster connected.
    func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                   didConnect instrumentClusterController: CPInstrumentClusterController)
    /// The cluster disconnected.
    func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                   didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController)
    /// The car switched between light and dark.
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPTemplateApplicationInstrumentClusterSceneDelegate {
    /// Optional: by default nothing happens.
    public func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                          didConnect instrumentClusterController: CPInstrumentClusterController) {}
    /// Optional: by default nothing happens.
    public func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                          didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController) {}
    /// Optional: by default nothing happens.
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}

extension CPTemplateApplicationInstrumentClusterSceneDelegate where Self: CPTemplateApplicationSceneDelegate {
    /// Optional: by default nothing happens. A navigation app's one delegate of the car's scene and
    /// of the cluster's has one such method for both, as in Objective-C, where it is one optional
    /// method: without this default Swift would find two and take neither.
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}
