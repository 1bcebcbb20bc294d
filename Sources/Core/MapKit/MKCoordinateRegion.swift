import CoreLocation

/// A span of latitude and longitude, in degrees.
public struct MKCoordinateSpan: Sendable, Equatable {
    /// North to south, in degrees.
    public var latitudeDelta: CLLocationDegrees
    /// East to west, in degrees.
    public var longitudeDelta: CLLocationDegrees

    /// No span.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span of these deltas.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of a map: a centre and a span (`CPPointOfInterestTemplateDelegate` hears of it).
public struct MKCoordinateRegion: Sendable, Equatable {
    /// The region's centre.
    public var center: CLLocationCoordinate2D
    /// The region's size.
    public var span: MKCoordinateSpan

    /// An empty region at (0, 0).
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    /// A region of `span` around `centerCoordinate`.
    public init(center centerCoordinate: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = centerCoordinate
        self.span = span
    }

    /// A region `latitudinalMeters` by `longitudinalMeters` around `centerCoordinate` (a
    /// degree of latitude taken as 111,320 m).
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let lonScale = max(0.000_001, cos(centerCoordinate.latitude * .pi / 180))
        self.init(center: centerCoordinate, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                                  longitudeDelta: longitudinalMeters / (metresPerDegree * lonScale)))
    }
}
