/// Told when the person selects a list item that has no `handler` (the iOS 12 API). Not a
/// main-actor protocol, as in the SDK.
@available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use CPListItem.handler")
public protocol CPListTemplateDelegate: NSObjectProtocol {
    /// The person selected `item` in `listTemplate`; call `completionHandler` once the selection
    /// is handled (the car shows a spinner on the row until then).
    func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping @Sendable () -> Void)
}

@available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use CPListItem.handler")
extension CPListTemplateDelegate {
    /// The async form Swift imports beside the completion form: returns once the delegate has
    /// called its completion. (In the SDK a conformer may implement either form; here it
    /// implements the completion form, and this one calls it.)
    public func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            self.listTemplate(listTemplate, didSelect: item) { continuation.resume() }
        }
    }
}
