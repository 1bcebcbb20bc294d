import Synchronization

/// One leg of a route between two waypoints, with its maneuvers, lanes and estimates (iOS 26.4).
@available(iOS 26.4, *)
open class CPRouteSegment: NSObject, NSCopying, @unchecked Sendable {
    /// The segment's identity: counted from the first segment made, so the same run gives the
    /// same identifiers (HeadUnit uses no randomness).
    public let identifier: UUID
    /// Where the segment starts.
    public let origin: CPNavigationWaypoint
    /// Where the segment ends.
    public let destination: CPNavigationWaypoint
    /// Coordinates along the segment.
    public let coordinates: [CPLocationCoordinate3D]
    /// Every maneuver of the segment.
    public let maneuvers: [CPManeuver]
    /// Every lane guidance of the segment.
    public let laneGuidances: [CPLaneGuidance]
    /// The maneuvers shown now.
    public let currentManeuvers: [CPManeuver]
    /// The lane guidance shown now.
    public let currentLaneGuidance: CPLaneGuidance
    /// The trip's estimates.
    public let tripTravelEstimates: CPTravelEstimates
    /// The current maneuver's estimates.
    public let maneuverTravelEstimates: CPTravelEstimates

    private static let counter = Atomic<UInt64>(0)

    /// A segment of these parts.
    public init(origin: CPNavigationWaypoint, destination: CPNavigationWaypoint, maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance],
                currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance, tripTravelEstimates: CPTravelEstimates,
                maneuverTravelEstimates: CPTravelEstimates, coordinates: [CPLocationCoordinate3D]) {
        let n = CPRouteSegment.counter.add(1, ordering: .relaxed).newValue
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { raw in
            for i in 0..<8 { raw[15 - i] = UInt8(truncatingIfNeeded: n >> (8 * UInt64(i))) }
        }
        identifier = UUID(uuid: bytes)
        self.origin = origin
        self.destination = destination
        self.maneuvers = maneuvers
        self.laneGuidances = laneGuidances
        self.currentManeuvers = currentManeuvers
        self.currentLaneGuidance = currentLaneGuidance
        self.tripTravelEstimates = tripTravelEstimates
        self.maneuverTravelEstimates = maneuverTravelEstimates
        self.coordinates = coordinates
        super.init()
    }

    /// The same segment, its identifier included (NSCopying, as in the SDK).
    open func copy(with zone: NSZone? = nil) -> Any {
        CPRouteSegment(copyOf: self)
    }

    private init(copyOf other: CPRouteSegment) {
        identifier = other.identifier
        origin = other.origin
        destination = other.destination
        maneuvers = other.maneuvers
        laneGuidances = other.laneGuidances
        currentManeuvers = other.currentManeuvers
        currentLaneGuidance = other.currentLaneGuidance
        tripTravelEstimates = other.tripTravelEstimates
        maneuverTravelEstimates = other.maneuverTravelEstimates
        coordinates = other.coordinates
        super.init()
    }
}
