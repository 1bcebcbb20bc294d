/// The reason a navigation session was rerouted (iOS 26.4).
@available(iOS 26.4, *)
public enum CPRerouteReason: Int, Sendable {
    case unknown = 0, missedTurn, offline, alternateRoute, waypointModified, mandated
}
