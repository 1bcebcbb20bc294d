/// Told when the car's limits or content style change. Every method is optional.
@preconcurrency @MainActor
public protocol CPSessionConfigurationDelegate: NSObjectProtocol {
    /// The limited interface changed.
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface)
    /// The content style changed (iOS 13).
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle)
}

extension CPSessionConfigurationDelegate {
    /// Optional: by default nothing happens.
    public func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface) {}
    /// Optional: by default nothing happens.
    public func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle) {}
}
