/// How good a lane is for the route (iOS 17.4).
@available(iOS 17.4, *)
public enum CPLaneStatus: Int, Sendable {
    /// Not on the route.
    case notGood = 0
    /// On the route.
    case good
    /// The best lane for the route.
    case preferred
}
