// The `MPNowPlayingInfoProperty…` keys of `MPNowPlayingInfoCenter.nowPlayingInfo` (beside the
// `MPMediaItemProperty…` keys). HeadUnit's car reads the elapsed time, the rates, the queue
// position and whether the item is a live stream; the others are kept for the app.

/// The elapsed time, in seconds (an `NSNumber` or a `Double`).
@available(iOS 5.0, *)
public let MPNowPlayingInfoPropertyElapsedPlaybackTime: String = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback rate: 0 paused, 1 normal speed (1 when the info has none).
@available(iOS 5.0, *)
public let MPNowPlayingInfoPropertyPlaybackRate: String = "MPNowPlayingInfoPropertyPlaybackRate"
/// The rate the item plays at when it plays (the rate button shows it while paused).
@available(iOS 8.0, *)
public let MPNowPlayingInfoPropertyDefaultPlaybackRate: String = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// The item's index in the app's queue, from 0.
@available(iOS 5.0, *)
public let MPNowPlayingInfoPropertyPlaybackQueueIndex: String = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// How many items the app's queue holds.
@available(iOS 5.0, *)
public let MPNowPlayingInfoPropertyPlaybackQueueCount: String = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// The chapter playing, from 0.
@available(iOS 5.0, *)
public let MPNowPlayingInfoPropertyChapterNumber: String = "MPNowPlayingInfoPropertyChapterNumber"
/// How many chapters the item has.
@available(iOS 5.0, *)
public let MPNowPlayingInfoPropertyChapterCount: String = "MPNowPlayingInfoPropertyChapterCount"
/// True for a live stream (the car shows `Live` in place of the times).
@available(iOS 10.0, *)
public let MPNowPlayingInfoPropertyIsLiveStream: String = "MPNowPlayingInfoPropertyIsLiveStream"
/// The identifier of the collection the item plays from.
@available(iOS 9.3, *)
public let MPNowPlayingInfoCollectionIdentifier: String = "MPNowPlayingInfoCollectionIdentifier"
/// The app's own identifier of the item, stable across launches.
@available(iOS 10.0, *)
public let MPNowPlayingInfoPropertyExternalContentIdentifier: String = "MPNowPlayingInfoPropertyExternalContentIdentifier"
/// The app's own identifier of the profile the item plays from.
@available(iOS 10.0, *)
public let MPNowPlayingInfoPropertyExternalUserProfileIdentifier: String = "MPNowPlayingInfoPropertyExternalUserProfileIdentifier"
/// The service provider of the item.
@available(iOS 11.0, *)
public let MPNowPlayingInfoPropertyServiceIdentifier: String = "MPNowPlayingInfoPropertyServiceIdentifier"
/// How far the item has played, 0…1 (for an item with no duration).
@available(iOS 10.0, *)
public let MPNowPlayingInfoPropertyPlaybackProgress: String = "MPNowPlayingInfoPropertyPlaybackProgress"
/// The kind of media, an `MPNowPlayingInfoMediaType` raw value.
@available(iOS 10.0, *)
public let MPNowPlayingInfoPropertyMediaType: String = "MPNowPlayingInfoPropertyMediaType"
/// The URL of the item's asset.
@available(iOS 10.3, *)
public let MPNowPlayingInfoPropertyAssetURL: String = "MPNowPlayingInfoPropertyAssetURL"
/// The date of the content at the elapsed time (a live stream's wall-clock position).
@available(iOS 11.1, *)
public let MPNowPlayingInfoPropertyCurrentPlaybackDate: String = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
/// When the credits start, in seconds.
@available(iOS 16.0, *)
public let MPNowPlayingInfoPropertyCreditsStartTime: String = "MPNowPlayingInfoPropertyCreditsStartTime"
/// The item's International Standard Recording Code.
@available(iOS 18.0, *)
public let MPNowPlayingInfoPropertyInternationalStandardRecordingCode: String = "MPNowPlayingInfoPropertyInternationalStandardRecordingCode"
/// True to keep the item out of the system's suggestions.
@available(iOS 18.0, *)
public let MPNowPlayingInfoPropertyExcludeFromSuggestions: String = "MPNowPlayingInfoPropertyExcludeFromSuggestions"
