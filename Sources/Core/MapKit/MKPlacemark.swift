import CoreLocation
import Foundation

/// A place with its coordinate and address, as `MKMapItem` carries it.
open class MKPlacemark: NSObject, @unchecked Sendable {
    /// Where the place is.
    public let coordinate: CLLocationCoordinate2D
    /// The address, by the keys the app gave (`"Street"`, `"City"`…), if any.
    public let addressDictionary: [String: Any]?
    /// The place's name, when the app gave one in the address (`"Name"`).
    open var name: String? { addressDictionary?["Name"] as? String }
    /// The location of `coordinate`.
    open var location: CLLocation? { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }

    /// A placemark at `coordinate`.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, addressDictionary: nil)
    }

    /// A placemark at `coordinate` with an address.
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        self.addressDictionary = addressDictionary
        super.init()
    }
}
