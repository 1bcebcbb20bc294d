/// What a rerouted trip resumes with: its maneuvers, lanes and estimates (iOS 17.4).
@available(iOS 17.4, *)
open class CPRouteInformation: NSObject, @unchecked Sendable {
    /// Every maneuver of the route.
    public let maneuvers: [CPManeuver]
    /// Every lane guidance of the route.
    public let laneGuidances: [CPLaneGuidance]
    /// The maneuvers shown now.
    public let currentManeuvers: [CPManeuver]
    /// The lane guidance shown now.
    public let currentLaneGuidance: CPLaneGuidance
    /// The trip's estimates.
    public let tripTravelEstimates: CPTravelEstimates
    /// The current maneuver's estimates.
    public let maneuverTravelEstimates: CPTravelEstimates

    /// Route information of these parts.
    public init(maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance,
                trip tripTravelEstimates: CPTravelEstimates, maneuverTravelEstimates: CPTravelEstimates) {
        self.maneuvers = maneuvers
        self.laneGuidances = laneGuidances
        self.currentManeuvers = currentManeuvers
        self.currentLaneGuidance = currentLaneGuidance
        self.tripTravelEstimates = tripTravelEstimates
        self.maneuverTravelEstimates = maneuverTravelEstimates
        super.init()
    }
}
