import Foundation

/// What the app says is playing: the lock screen, Control Center and CarPlay's Now Playing
/// screen read it. One per process, as on a phone: every car and every test in a test process
/// sees the same center, so a test that sets it clears it again (`nowPlayingInfo = nil`), and
/// tests that read it run one at a time (`@Suite(.serialized)`).
///
/// ```swift
/// MPNowPlayingInfoCenter.default().nowPlayingInfo = [
///     MPMediaItemPropertyTitle: "Episode 12",
///     MPMediaItemPropertyArtist: "Morning Drive",
///     MPNowPlayingInfoPropertyPlaybackRate: 1.0,
/// ]
/// ```
@available(iOS 5.0, *)
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private struct State {
        var nowPlayingInfo: [String: Any]?
        var playbackState: MPNowPlayingPlaybackState = .unknown
    }

    private static let defaultCenter = MPNowPlayingInfoCenter()
    private let state = Locked(State())

    private override init() { super.init() }

    /// The process's one Now Playing info center.
    public class func `default`() -> MPNowPlayingInfoCenter { defaultCenter }

    /// The playing item's properties (`MPMediaItemProperty…` and `MPNowPlayingInfoProperty…`
    /// keys); nil clears them. HeadUnit's car shows the title, artist and album, the times, the
    /// queue position and the rate.
    public var nowPlayingInfo: [String: Any]? {
        get { state.withLock { $0.nowPlayingInfo } }
        set { state.withLock { $0.nowPlayingInfo = newValue } }
    }

    /// The app's playback state (Apple: macOS only reads it; HeadUnit's car reads it when the
    /// info has no playback rate).
    @available(iOS 13.0, *)
    public var playbackState: MPNowPlayingPlaybackState {
        get { state.withLock { $0.playbackState } }
        set { state.withLock { $0.playbackState = newValue } }
    }
}
