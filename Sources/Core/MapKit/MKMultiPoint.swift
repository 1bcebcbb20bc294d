import CoreLocation
import Foundation

/// A shape made of map points (the base of `MKPolyline`).
open class MKMultiPoint: MKShape {
    private let storage: UnsafeMutablePointer<MKMapPoint>
    /// The number of points.
    public let pointCount: Int

    package init(points: [MKMapPoint]) {
        pointCount = points.count
        storage = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(points.count, 1))
        storage.initialize(from: points, count: points.count)
        super.init()
    }

    deinit {
        storage.deinitialize(count: pointCount)
        storage.deallocate()
    }

    /// The points, `pointCount` of them (valid while the shape lives).
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    /// Copies the coordinates of the points in `range` into `coords` (the range clamped to the
    /// points there are).
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        let start = max(0, range.location), end = min(pointCount, range.location + range.length)
        guard start < end else { return }
        for i in start..<end { coords[i - start] = storage[i].coordinate }
    }

    /// The smallest rectangle holding every point.
    package var pointsBoundingRect: MKMapRect {
        var rect = MKMapRect.null
        for i in 0..<pointCount { rect = rect.union(MKMapRect(origin: storage[i], size: MKMapSize())) }
        return rect
    }
}
