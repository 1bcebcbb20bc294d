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

extension CPSearchTemplateDelegate {
    /// The async form Swift imports beside the completion form: the results once the delegate has
    /// given them. (In the SDK a conformer may implement either form; here it implements the
    /// completion form, and this one calls it.)
    public func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String) async -> [CPListItem] {
        await withCheckedContinuation { (continuation: CheckedContinuation<[CPListItem], Never>) in
            self.searchTemplate(searchTemplate, updatedSearchText: searchText) { continuation.resume(returning: $0) }
        }
    }

    /// The async form of `searchTemplate(_:selectedResult:completionHandler:)`: returns once the
    /// delegate has handled the selection.
    public func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            self.searchTemplate(searchTemplate, selectedResult: item) { continuation.resume() }
        }
    }
}
