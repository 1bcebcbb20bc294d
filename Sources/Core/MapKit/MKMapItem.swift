import CoreLocation
import Foundation

/// A point of interest on a map: a placemark, a name, a phone number, a URL. CarPlay's `CPTrip`
/// and `CPPointOfInterest` take one. HeadUnit has no Maps app: `openInMaps` opens nothing.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// The place.
    public let placemark: MKPlacemark
    /// True for the item that stands for the device's location.
    public let isCurrentLocation: Bool
    /// The place's name.
    open var name: String?
    /// The place's phone number.
    open var phoneNumber: String?
    /// The place's web address.
    open var url: URL?
    /// The place's time zone.
    open var timeZone: TimeZone?
    /// What kind of place it is (a car park, a charger…), if known.
    @available(iOS 13.0, *)
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    /// An item for `placemark`, named as the placemark is.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.isCurrentLocation = false
        self.name = placemark.name
        super.init()
    }

    /// An item of no place: its placemark's coordinate is invalid, and it has no name.
    public override convenience init() {
        self.init(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
    }

    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)
        isCurrentLocation = true
        name = "Current Location"
        super.init()
    }

    /// The item for the device's location (HeadUnit has none: an invalid coordinate).
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: ()) }

    /// Asks Maps to open the item. HeadUnit has no Maps app: nothing opens, and it returns false.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Asks Maps to open the item from `scene`. HeadUnit has no Maps app: nothing opens, and
    /// `completion` gets `false` later, never inside this call.
    @available(iOS 13.2, *)
    open func openInMaps(launchOptions: [String: Any]? = nil, from scene: UIScene?, completionHandler completion: (@Sendable (Bool) -> Void)? = nil) {
        guard let completion else { return }
        Task { completion(false) }
    }

    /// `name` or `Unknown Location`, as MapKit prints an item.
    open override var description: String { "<MKMapItem \(name ?? "Unknown Location")>" }
}
