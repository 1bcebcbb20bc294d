/// How playback repeats (`MPChangeRepeatModeCommand.currentRepeatType`).
@available(iOS 3.0, *)
public enum MPRepeatType: Int, Sendable {
    /// No repeat.
    case off = 0
    /// The item repeats.
    case one = 1
    /// The whole container repeats.
    case all = 2
}
