/// How playback shuffles (`MPChangeShuffleModeCommand.currentShuffleType`).
@available(iOS 3.0, *)
public enum MPShuffleType: Int, Sendable {
    /// No shuffle.
    case off = 0
    /// Items play in a shuffled order.
    case items = 1
    /// Collections (albums) play in a shuffled order.
    case collections = 2
}
