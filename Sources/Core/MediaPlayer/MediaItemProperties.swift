// The `MPMediaItemProperty…` keys that `MPNowPlayingInfoCenter.nowPlayingInfo` takes. HeadUnit's
// car shows the title, the artist, the album and the duration.

/// The item's title (a `String`): the Now Playing screen's first line.
@available(iOS 3.0, *)
public let MPMediaItemPropertyTitle: String = "title"
/// The performing artist (a `String`).
@available(iOS 3.0, *)
public let MPMediaItemPropertyArtist: String = "artist"
/// The album's title (a `String`).
@available(iOS 3.0, *)
public let MPMediaItemPropertyAlbumTitle: String = "albumTitle"
/// The album's artist (a `String`).
@available(iOS 3.0, *)
public let MPMediaItemPropertyAlbumArtist: String = "albumArtist"
/// The artwork (an `MPMediaItemArtwork`).
@available(iOS 3.0, *)
public let MPMediaItemPropertyArtwork: String = "artwork"
/// The duration in seconds (an `NSNumber` or a `Double`).
@available(iOS 3.0, *)
public let MPMediaItemPropertyPlaybackDuration: String = "playbackDuration"
/// The track's number on its album.
@available(iOS 3.0, *)
public let MPMediaItemPropertyAlbumTrackNumber: String = "albumTrackNumber"
/// How many tracks the album has.
@available(iOS 3.0, *)
public let MPMediaItemPropertyAlbumTrackCount: String = "albumTrackCount"
/// The disc's number in the album.
@available(iOS 3.0, *)
public let MPMediaItemPropertyDiscNumber: String = "discNumber"
/// How many discs the album has.
@available(iOS 3.0, *)
public let MPMediaItemPropertyDiscCount: String = "discCount"
/// The genre (a `String`).
@available(iOS 3.0, *)
public let MPMediaItemPropertyGenre: String = "genre"
/// The composer (a `String`).
@available(iOS 3.0, *)
public let MPMediaItemPropertyComposer: String = "composer"
/// The kind of media, an `MPMediaType` raw value.
@available(iOS 3.0, *)
public let MPMediaItemPropertyMediaType: String = "mediaType"
/// The item's persistent identifier.
@available(iOS 4.2, *)
public let MPMediaItemPropertyPersistentID: String = "persistentID"
