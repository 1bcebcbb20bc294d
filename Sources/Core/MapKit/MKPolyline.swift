import CoreLocation
import Foundation

/// A line through map points: a route drawn over the map.
open class MKPolyline: MKMultiPoint, MKOverlay {
    /// A line through `count` coordinates (an array passes here as it does on a phone). A negative
    /// count is taken as none.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(points: (0..<max(0, count)).map { MKMapPoint(coords[$0]) })
    }

    /// A line through `count` map points. A negative count is taken as none.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(points: Array(UnsafeBufferPointer(start: points, count: max(0, count))))
    }

    /// The middle of the line's bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        return rect.isNull ? CLLocationCoordinate2D() : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }

    /// The smallest rectangle holding the line.
    open var boundingMapRect: MKMapRect { pointsBoundingRect }
}
