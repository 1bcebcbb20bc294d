/// Told when templates appear and disappear on the car. Every method is optional.
@preconcurrency @MainActor
public protocol CPInterfaceControllerDelegate: NSObjectProtocol {
    /// `aTemplate` is about to come into view (a change was asked for).
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool)
    /// `aTemplate` is in view (the change landed, its animation over).
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool)
    /// `aTemplate` is about to go out of view.
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool)
    /// `aTemplate` is out of view.
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool)
}

extension CPInterfaceControllerDelegate {
    /// Optional: by default nothing happens.
    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    /// Optional: by default nothing happens.
    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    /// Optional: by default nothing happens.
    public func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
    /// Optional: by default nothing happens.
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
}
