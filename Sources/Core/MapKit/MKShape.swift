import CoreLocation
import Foundation

/// The base of MapKit's shapes (points, polylines): an annotation with a title and subtitle.
open class MKShape: NSObject, MKAnnotation {
    /// The shape's title.
    open var title: String?
    /// The shape's subtitle.
    open var subtitle: String?
    /// Where the shape is (each shape gives its own).
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

    /// A shape with no title.
    public override init() { super.init() }
}
