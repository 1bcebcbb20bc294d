/// A journey: an origin, a destination and the ways to drive it. Not a main-actor class, as in
/// the SDK.
open class CPTrip: NSObject {
    private let originItem: MKMapItem
    private let destinationItem: MKMapItem
    private let originPoint: CPNavigationWaypoint
    private let destinationPoint: CPNavigationWaypoint
    /// The ways to drive the trip.
    public let routeChoices: [CPRouteChoice]
    /// Anything the app keeps with the trip.
    open var userInfo: Any? { didSet { ContentChanges.note() } }
    /// The destination's name, longest first (iOS 17.4).
    @available(iOS 17.4, *)
    open var destinationNameVariants: [String]? {
        get { nameVariants }
        set { nameVariants = newValue }
    }
    private var nameVariants: [String]? { didSet { ContentChanges.note() } }
    /// True to let the car share the destination (iOS 26.1; kept).
    @available(iOS 26.1, *)
    open var hasShareableDestination: Bool {
        get { shareable }
        set { shareable = newValue }
    }
    private var shareable = false { didSet { ContentChanges.note() } }
    /// False where route sharing is not offered in the region (iOS 26.4; kept).
    @available(iOS 26.4, *)
    open var routeSegmentsAvailableForRegion: Bool {
        get { segmentsAvailable }
        set { segmentsAvailable = newValue }
    }
    private var segmentsAvailable = true { didSet { ContentChanges.note() } }

    /// A trip between two waypoints (iOS 26.4).
    @available(iOS 26.4, *)
    public init(originWaypoint origin: CPNavigationWaypoint, destinationWaypoint destination: CPNavigationWaypoint, routeChoices: [CPRouteChoice]) {
        originItem = CPTrip.mapItem(of: origin)
        destinationItem = CPTrip.mapItem(of: destination)
        originPoint = origin
        destinationPoint = destination
        self.routeChoices = routeChoices
        super.init()
    }

    /// A trip between two map items.
    @available(iOS, introduced: 12.0, deprecated: 26.4, message: "Use init(originWaypoint:destinationWaypoint:routeChoices:)")
    public init(origin: MKMapItem, destination: MKMapItem, routeChoices: [CPRouteChoice]) {
        originItem = origin
        destinationItem = destination
        originPoint = CPNavigationWaypoint(mapItem: origin, locationThreshold: nil, entryPoints: [])
        destinationPoint = CPNavigationWaypoint(mapItem: destination, locationThreshold: nil, entryPoints: [])
        self.routeChoices = routeChoices
        super.init()
    }

    /// Where the trip starts.
    @available(iOS, introduced: 12.0, deprecated: 26.4, message: "Use originWaypoint")
    public var origin: MKMapItem { originItem }
    /// Where the trip ends.
    @available(iOS, introduced: 12.0, deprecated: 26.4, message: "Use destinationWaypoint")
    public var destination: MKMapItem { destinationItem }
    /// Where the trip starts (iOS 26.4).
    @available(iOS 26.4, *)
    public var originWaypoint: CPNavigationWaypoint { originPoint }
    /// Where the trip ends (iOS 26.4).
    @available(iOS 26.4, *)
    public var destinationWaypoint: CPNavigationWaypoint { destinationPoint }

    private static func mapItem(of waypoint: CPNavigationWaypoint) -> MKMapItem {
        let point = waypoint.centerPoint
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: point.latitude, longitude: point.longitude)))
        item.name = waypoint.name
        item.timeZone = waypoint.timeZone
        return item
    }

    /// The destination's name as the car shows it: the first name variant, else the destination
    /// item's name, else `Destination`.
    package var hostDestinationName: String {
        nameVariants?.first ?? destinationItem.name ?? "Destination"
    }
}
