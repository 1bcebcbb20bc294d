import CoreLocation
import Foundation

/// The annotation for the device's own location on a map. HeadUnit has no location hardware:
/// its `location` stays nil.
open class MKUserLocation: NSObject, MKAnnotation {
    /// The device's location: none here.
    open var location: CLLocation? { nil }
    /// The device's heading: none here.
    open var heading: CLHeading? { nil }
    /// True while the location is being updated: never here.
    open var isUpdating: Bool { false }
    /// The title shown for the location.
    open var title: String? = "My Location"
    /// The subtitle shown for the location.
    open var subtitle: String?
    /// The location's coordinate (invalid when there is none).
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }

    package override init() { super.init() }
}
