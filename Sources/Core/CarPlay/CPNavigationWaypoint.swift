/// A point along a route: a trip's origin or destination, or a stop (iOS 26.4).
@available(iOS 26.4, *)
open class CPNavigationWaypoint: NSObject, @unchecked Sendable {
    /// Where the waypoint is.
    public let centerPoint: CPLocationCoordinate3D
    /// How far from the centre still counts as there.
    public let locationThreshold: Measurement<UnitLength>?
    /// The waypoint's name.
    public let name: String?
    /// The waypoint's address, a line per component.
    public let address: String?
    /// Other ways in (a car park's entrances).
    public let entryPoints: [CPLocationCoordinate3D]
    /// The waypoint's time zone.
    public let timeZone: TimeZone?

    /// A waypoint at `centerPoint` with these details.
    public init(centerPoint: CPLocationCoordinate3D, locationThreshold: Measurement<UnitLength>?, name: String?, address: String?,
                entryPoints: [CPLocationCoordinate3D], timeZone: TimeZone?) {
        self.centerPoint = centerPoint
        self.locationThreshold = locationThreshold
        self.name = name
        self.address = address
        self.entryPoints = entryPoints
        self.timeZone = timeZone
        super.init()
    }

    /// The waypoint of `mapItem`: its coordinate, name and time zone.
    public convenience init(mapItem: MKMapItem, locationThreshold: Measurement<UnitLength>?, entryPoints: [CPLocationCoordinate3D]) {
        let coordinate = mapItem.placemark.coordinate
        self.init(centerPoint: CPLocationCoordinate3D(latitude: coordinate.latitude, longitude: coordinate.longitude, altitude: CLLocationDistanceMax),
                  locationThreshold: locationThreshold, name: mapItem.name, address: nil, entryPoints: entryPoints, timeZone: mapItem.timeZone)
    }
}
