/// A latitude, a longitude and an altitude (iOS 26.4): a waypoint's centre and entry points.
@available(iOS 26.4, *)
public struct CPLocationCoordinate3D: Sendable {
    /// North of the equator, in degrees.
    public var latitude: CLLocationDegrees { didSet { ContentChanges.note() } }
    /// East of Greenwich, in degrees.
    public var longitude: CLLocationDegrees { didSet { ContentChanges.note() } }
    /// Metres above sea level (`CLLocationDistanceMax` when unknown).
    public var altitude: CLLocationDistance { didSet { ContentChanges.note() } }

    /// The coordinate (0, 0, 0).
    public init() {
        latitude = 0
        longitude = 0
        altitude = 0
    }

    /// The coordinate at `latitude`, `longitude`, `altitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, altitude: CLLocationDistance) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
    }
}
