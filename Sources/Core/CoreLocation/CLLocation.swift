import Foundation

/// A distance in metres.
public typealias CLLocationDistance = Double
/// A speed in metres a second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double

/// A place on the earth at a moment: a coordinate, an altitude, accuracies, speed and course.
/// HeadUnit has no location hardware; a location is what the scene or its test makes. Its
/// `timestamp` defaults to the reference date (HeadUnit never reads the wall clock).
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of `coordinate`, in metres (negative: invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude`, in metres (negative: invalid).
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel, in degrees (negative: invalid).
    public let course: CLLocationDirection
    /// The speed, in metres a second (negative: invalid).
    public let speed: CLLocationSpeed
    /// When the location was determined.
    public let timestamp: Date

    /// A location at latitude 0, longitude 0, as `init(latitude: 0, longitude: 0)`.
    public convenience override init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// A location at `latitude`, `longitude`.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// A location with these values.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with these values, course and speed included.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    /// The great-circle distance to `location`, in metres (haversine on a sphere of the earth's
    /// mean radius).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let (a, b) = (coordinate, location.coordinate)
        let dLat = (b.latitude - a.latitude) * .pi / 180
        let dLon = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2)
            + cos(a.latitude * .pi / 180) * cos(b.latitude * .pi / 180) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * asin(min(1, h.squareRoot()))
    }

    /// `<+lat,+lon> +/- accuracy m`, as Core Location prints a location.
    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
    }
}
