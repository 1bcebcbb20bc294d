/// The side of the road traffic drives on (iOS 17.4).
@available(iOS 17.4, *)
public enum CPTrafficSide: UInt, Sendable {
    /// On the right (roundabouts turn counterclockwise).
    case right = 0
    /// On the left (roundabouts turn clockwise).
    case left = 1
}
