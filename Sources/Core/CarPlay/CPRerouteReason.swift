/// The reason a navigation session was rerouted (iOS 26.4).
@available(iOS 26.4, *)
public enum CPRerouteReason: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Missed turn.
    case missedTurn
    /// Offline.
    case offline
    /// Alternate route.
    case alternateRoute
    /// Waypoint modified.
    case waypointModified
    /// Mandated.
    case mandated
}
