/// Where the app's playback is. Apple's header applies it to macOS; on iOS, and so in HeadUnit's
/// car, `MPNowPlayingInfoPropertyPlaybackRate` says whether something plays (HeadUnit reads this
/// state only when the info has no rate).
@available(iOS 11.0, *)
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    /// Not said.
    case unknown = 0
    /// Playing.
    case playing = 1
    /// Paused.
    case paused = 2
    /// Stopped.
    case stopped = 3
    /// Interrupted (by a call, another app).
    case interrupted = 4
}
