/// Told when templates appear and disappear on the car. Every method is optional.
@preconcurrency @MainActor
public protocol CPInterfaceControllerDelegate: NSObjectProtocol {
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool)
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool)
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool)
}

extension CPInterfaceControllerDelegate {
    public func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
    public func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {}
}
