import CoreLocation
import Foundation

/// Where a map is looked at from: a centre, a distance, a pitch and a heading.
open class MKMapCamera: NSObject {
    /// The point looked at.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The distance from the eye to the centre, in metres.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// The direction the camera faces, in degrees from north.
    open var heading: CLLocationDirection = 0
    /// The tilt, in degrees from straight down.
    open var pitch: CGFloat = 0
    /// The eye's altitude, in metres.
    open var altitude: CLLocationDistance {
        get { centerCoordinateDistance }
        set { centerCoordinateDistance = newValue }
    }

    /// A camera looking straight down at (0, 0).
    public override init() { super.init() }

    /// A camera looking at `centerCoordinate` from `distance` metres, tilted by `pitch`, facing
    /// `heading`.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }

    /// A camera looking at `centerCoordinate` from an eye above `eyeCoordinate` at `eyeAltitude`
    /// metres (HeadUnit keeps the altitude as the distance; no pitch is worked out).
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
                            eyeAltitude: CLLocationDistance) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = eyeAltitude
    }
}
