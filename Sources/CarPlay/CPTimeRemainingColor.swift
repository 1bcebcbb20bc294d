/// The colour of a trip's time remaining.
public enum CPTimeRemainingColor: UInt, Sendable {
    case `default` = 0, green, orange, red
}
