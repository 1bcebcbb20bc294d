/// What a search template asks and tells its delegate.
@preconcurrency @MainActor
public protocol CPSearchTemplateDelegate: NSObjectProtocol {
    /// The text changed: call `completionHandler` with the results to show.
    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void)
    /// The person selected `item`: call `completionHandler` once it is handled.
    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void)
    /// The person pressed the keyboard's search button (optional).
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate)
}

extension CPSearchTemplateDelegate {
    /// Optional: by default nothing happens.
    public func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {}
}
