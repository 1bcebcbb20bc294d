/// The kind of a junction (iOS 17.4).
@available(iOS 17.4, *)
public enum CPJunctionType: UInt, Sendable {
    /// Roads meeting at one point.
    case intersection = 0
    /// A roundabout; its elements are the roads leaving it.
    case roundabout = 1
}
