/// Told when the person selects a list item that has no `handler` (the iOS 12 API). Not a
/// main-actor protocol, as in the SDK.
@available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use CPListItem.handler")
public protocol CPListTemplateDelegate: NSObjectProtocol {
    /// The person selected `item` in `listTemplate`; call `completionHandler` once the selection
    /// is handled (the car shows a spinner on the row until then).
    func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping @Sendable () -> Void)
}
