/// How close the next maneuver is (iOS 17.4).
@available(iOS 17.4, *)
public enum CPManeuverState: Int, Sendable {
    case `continue` = 0, initial, prepare, execute
}
