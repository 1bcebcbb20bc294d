import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double

/// A latitude and longitude (WGS 84), as CarPlay's `CPTrip` and `CPPointOfInterest` take them.
public struct CLLocationCoordinate2D: Sendable, Equatable {
    /// North of the equator, in degrees.
    public var latitude: CLLocationDegrees
    /// East of Greenwich, in degrees.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        latitude = 0
        longitude = 0
    }

    /// The coordinate at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate at `latitude`, `longitude`: the C function older code calls.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// True when `coord` is a latitude in -90…90 and a longitude in -180…180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// The coordinate that stands for "none".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
