/// The look of a trip's estimates while navigating.
public enum CPTripEstimateStyle: UInt, Sendable {
    case light = 0, dark
}
