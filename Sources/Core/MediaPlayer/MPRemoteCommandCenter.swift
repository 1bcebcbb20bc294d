import Foundation

/// The process's remote commands: what the car's, the lock screen's and the headphones'
/// controls send. One per process, as on a phone: targets a scene adds stay until removed, so a
/// scene removes them when the car disconnects, and tests that fire commands run one at a time
/// (`@Suite(.serialized)`). HeadUnit's Now Playing screen offers play/pause, previous/next track
/// and skip back/forward while their commands are enabled and have a target.
@available(iOS 7.1, *)
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let sharedCenter = MPRemoteCommandCenter()

    private override init() { super.init() }

    /// The process's one command center.
    public class func shared() -> MPRemoteCommandCenter { sharedCenter }

    /// Pause.
    public let pauseCommand = MPRemoteCommand(name: "pauseCommand")
    /// Play.
    public let playCommand = MPRemoteCommand(name: "playCommand")
    /// Stop.
    public let stopCommand = MPRemoteCommand(name: "stopCommand")
    /// Play or pause, whichever applies.
    public let togglePlayPauseCommand = MPRemoteCommand(name: "togglePlayPauseCommand")
    /// Turn a language option on.
    @available(iOS 9.0, *)
    public let enableLanguageOptionCommand = MPRemoteCommand(name: "enableLanguageOptionCommand")
    /// Turn a language option off.
    @available(iOS 9.0, *)
    public let disableLanguageOptionCommand = MPRemoteCommand(name: "disableLanguageOptionCommand")
    /// Change the playback rate.
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand(name: "changePlaybackRateCommand")
    /// Change the repeat mode.
    @available(iOS 8.0, *)
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand(name: "changeRepeatModeCommand")
    /// Change the shuffle mode.
    @available(iOS 8.0, *)
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand(name: "changeShuffleModeCommand")
    /// The next item.
    public let nextTrackCommand = MPRemoteCommand(name: "nextTrackCommand")
    /// The previous item.
    public let previousTrackCommand = MPRemoteCommand(name: "previousTrackCommand")
    /// Skip forward by an interval.
    public let skipForwardCommand = MPSkipIntervalCommand(name: "skipForwardCommand")
    /// Skip back by an interval.
    public let skipBackwardCommand = MPSkipIntervalCommand(name: "skipBackwardCommand")
    /// Seek forward while held.
    public let seekForwardCommand = MPRemoteCommand(name: "seekForwardCommand")
    /// Seek back while held.
    public let seekBackwardCommand = MPRemoteCommand(name: "seekBackwardCommand")
    /// Move the playhead.
    @available(iOS 9.1, *)
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand(name: "changePlaybackPositionCommand")
    /// Rate the item.
    public let ratingCommand = MPRatingCommand(name: "ratingCommand")
    /// Like the item.
    public let likeCommand = MPFeedbackCommand(name: "likeCommand")
    /// Dislike the item.
    public let dislikeCommand = MPFeedbackCommand(name: "dislikeCommand")
    /// Bookmark the item.
    public let bookmarkCommand = MPFeedbackCommand(name: "bookmarkCommand")
}
