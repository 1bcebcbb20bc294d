/// The colour of a trip's time remaining.
public enum CPTimeRemainingColor: UInt, Sendable {
    /// Default.
    case `default` = 0
    /// Green.
    case green
    /// Orange.
    case orange
    /// Red.
    case red
}
