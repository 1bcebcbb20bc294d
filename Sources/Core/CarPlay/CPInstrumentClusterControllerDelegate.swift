/// What an instrument cluster controller tells its delegate (iOS 15.4); HeadUnit never calls it.
public protocol CPInstrumentClusterControllerDelegate: NSObjectProtocol {
    /// The cluster's window connected.
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow)
    /// The cluster's window disconnected.
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow)
    /// The person zoomed in on the cluster (optional).
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController)
    /// The person zoomed out (optional).
    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController)
    /// The compass setting changed (optional).
    func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting)
    /// The speed limit setting changed (optional).
    func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting)
}

extension CPInstrumentClusterControllerDelegate {
    /// Optional: by default nothing happens.
    public func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {}
    /// Optional: by default nothing happens.
    public func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {}
    /// Optional: by default nothing happens.
    public func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting) {}
    /// Optional: by default nothing happens.
    public func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting) {}
}
