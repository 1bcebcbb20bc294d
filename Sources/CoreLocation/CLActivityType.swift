/// What the person is doing while locations are delivered (a hint for power use).
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation
    case fitness
    case otherNavigation
    case airborne
}
