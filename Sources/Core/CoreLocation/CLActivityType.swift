/// What the person is doing while locations are delivered (a hint for power use).
public enum CLActivityType: Int, Sendable {
    /// Other.
    case other = 1
    /// Automotive navigation.
    case automotiveNavigation
    /// Fitness.
    case fitness
    /// Other navigation.
    case otherNavigation
    /// Airborne.
    case airborne
}
