import Foundation

extension Notification.Name {
    /// A music player's playback state changed.
    @available(iOS 3.0, *)
    public static let MPMusicPlayerControllerPlaybackStateDidChange = Notification.Name("MPMusicPlayerControllerPlaybackStateDidChangeNotification")
    /// A music player's now playing item changed.
    @available(iOS 3.0, *)
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = Notification.Name("MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
}
