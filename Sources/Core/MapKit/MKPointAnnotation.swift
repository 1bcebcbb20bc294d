import CoreLocation
import Foundation

/// A titled point on a map: a destination pin.
open class MKPointAnnotation: MKShape {
    private var location = CLLocationCoordinate2D()

    /// Where the point is.
    open override var coordinate: CLLocationCoordinate2D {
        get { location }
        set { location = newValue }
    }

    /// A point at (0, 0).
    public override init() { super.init() }

    /// A point at `coordinate`.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, title: nil, subtitle: nil)
    }

    /// A point at `coordinate` with a title and subtitle.
    public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        super.init()
        self.location = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}
