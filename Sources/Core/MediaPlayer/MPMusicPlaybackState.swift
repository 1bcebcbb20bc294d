/// Where a music player's playback is.
@available(iOS 3.0, *)
public enum MPMusicPlaybackState: Int, Sendable {
    /// Stopped.
    case stopped
    /// Playing.
    case playing
    /// Paused.
    case paused
    /// Interrupted (a call).
    case interrupted
    /// Seeking forward.
    case seekingForward
    /// Seeking backward.
    case seekingBackward
}
