import Foundation

extension MKLocalSearch {
    /// What to search for: words, a region, the kinds of results.
    @available(iOS 6.1, *)
    open class Request: NSObject {
        /// The words to search for (a name, an address, "coffee").
        open var naturalLanguageQuery: String?
        /// Where to look first.
        open var region = MKCoordinateRegion()
        /// The kinds of results wanted.
        @available(iOS 13.0, *)
        open var resultTypes: MKLocalSearch.ResultType = [.address, .pointOfInterest]

        /// An empty request.
        public override init() { super.init() }
    }
}
