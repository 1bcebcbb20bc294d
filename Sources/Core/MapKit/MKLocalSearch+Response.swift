import Foundation

extension MKLocalSearch {
    /// A search's results: the places found and the region around them.
    @available(iOS 6.1, *)
    open class Response: NSObject {
        /// The places found.
        open var mapItems: [MKMapItem] { [] }
        /// The smallest region around the places found.
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }

        /// An empty response (apps with their own places subclass it).
        public override init() { super.init() }
    }
}
