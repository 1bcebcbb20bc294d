/// A stop on a route with its estimates (iOS 26.4).
@available(iOS 26.4, *)
open class CPMapTemplateWaypoint: NSObject {
    /// The stop.
    open var waypoint: CPNavigationWaypoint { didSet { ContentChanges.note() } }
    /// The estimates to it.
    open var travelEstimates: CPTravelEstimates { didSet { ContentChanges.note() } }

    /// A stop with its estimates.
    public init(waypoint: CPNavigationWaypoint, travelEstimates: CPTravelEstimates) {
        self.waypoint = waypoint
        self.travelEstimates = travelEstimates
        super.init()
    }
}
