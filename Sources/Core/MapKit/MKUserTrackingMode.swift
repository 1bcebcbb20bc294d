/// How a map follows the device's location.
public enum MKUserTrackingMode: Int, Sendable {
    /// The map does not follow.
    case none = 0
    /// The map follows the location.
    case follow = 1
    /// The map follows the location and turns with the heading.
    case followWithHeading = 2
}
