import CoreLocation
import Foundation

/// A search of the map for places (`MKLocalSearch(request:)`, then `start`). HeadUnit has no map
/// data: a search finds nothing, and its completion gets MapKit's "placemark not found" error.
/// Apps that bring their own places subclass it and override `start`, as Apple's food-ordering
/// sample does; that works as on a phone.
@available(iOS 6.1, *)
open class MKLocalSearch: NSObject {
    /// What a search hands its results to: the response, or nil and an error.
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

    /// The search's request.
    private let request: Request

    /// A search for what `request` asks.
    public init(request: MKLocalSearch.Request) {
        self.request = request
        super.init()
    }

    /// Runs the search; `completionHandler` gets the result later, on the main actor, as MapKit
    /// calls it on the main thread. HeadUnit's search finds nothing: no response and the error
    /// `MKErrorDomain` code 4 (`placemarkNotFound`).
    open func start(completionHandler: @escaping MKLocalSearch.CompletionHandler) {
        let query = request.naturalLanguageQuery ?? "nothing"
        let error = NSError(domain: "MKErrorDomain", code: 4, userInfo: [
            NSLocalizedDescriptionKey: "HeadUnit: there is no map search here, so the search for \(query) found nothing.",
        ])
        // MapKit calls the handler on the main thread; the handler is not Sendable.
        nonisolated(unsafe) let handler = completionHandler
        Task { @MainActor in handler(nil, error) }
    }

    /// Stops the search (HeadUnit's finds nothing anyway).
    open func cancel() {}
}
