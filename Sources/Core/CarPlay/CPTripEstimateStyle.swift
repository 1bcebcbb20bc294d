/// The look of a trip's estimates while navigating.
public enum CPTripEstimateStyle: UInt, Sendable {
    /// Light.
    case light = 0
    /// Dark.
    case dark
}
