/// How close the next maneuver is (iOS 17.4).
@available(iOS 17.4, *)
public enum CPManeuverState: Int, Sendable {
    /// Continue.
    case `continue` = 0
    /// Initial.
    case initial
    /// Prepare.
    case prepare
    /// Execute.
    case execute
}
