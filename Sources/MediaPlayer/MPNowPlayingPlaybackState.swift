/// Where the app's playback is. Apple's header applies it to macOS; on iOS, and so in HeadUnit's
/// car, `MPNowPlayingInfoPropertyPlaybackRate` says whether something plays (HeadUnit reads this
/// state only when the info has no rate).
@available(iOS 11.0, *)
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    case unknown = 0, playing = 1, paused = 2, stopped = 3, interrupted = 4
}
