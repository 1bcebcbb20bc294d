import CoreLocation
import Foundation

/// A point on MapKit's flat (spherical Mercator) map of the world, in map points.
public struct MKMapPoint: Hashable, Sendable {
    /// East of the antimeridian.
    public var x: Double
    /// South of the top of the map.
    public var y: Double

    /// The point (0, 0).
    public init() {
        x = 0
        y = 0
    }

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of `coordinate` (Web Mercator over `MKMapSize.world`).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let side = MKMapSize.world.width
        let latitude = max(-85.051_128_78, min(85.051_128_78, coordinate.latitude)) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * side
        y = (0.5 - log((1 + sin(latitude)) / (1 - sin(latitude))) / (4 * .pi)) * side
    }

    /// The coordinate at this point.
    public var coordinate: CLLocationCoordinate2D {
        let side = MKMapSize.world.width
        let longitude = x / side * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / side))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// A size on the flat map, in map points.
public struct MKMapSize: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// No size.
    public init() {
        width = 0
        height = 0
    }

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole world: 2²⁸ map points a side.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the flat map, in map points.
public struct MKMapRect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The size.
    public var size: MKMapSize

    /// An empty rectangle at (0, 0).
    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    /// A rectangle at `origin` of `size`.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at (`x`, `y`) of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The rectangle of no points (`isNull`).
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical middle.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// True for `MKMapRect.null`.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// True when the rectangle has no area.
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

    /// True when `point` is inside the rectangle.
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle holding this one and `rect`.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    /// True when this rectangle and `rect` overlap.
    public func intersects(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
    }
}

extension MKCoordinateRegion {
    /// The region that `rect` covers.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: abs(topLeft.latitude - bottomRight.latitude),
                                                          longitudeDelta: abs(bottomRight.longitude - topLeft.longitude)))
    }
}
