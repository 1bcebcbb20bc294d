import Foundation

/// A playlist of the library (HeadUnit's library has none).
@available(iOS 3.0, *)
open class MPMediaPlaylist: MPMediaItemCollection, @unchecked Sendable {
    /// The playlist's name.
    open var name: String? { value(forProperty: MPMediaPlaylistPropertyName) as? String }
}

/// The key of a playlist's name (a `String`), for `MPMediaPropertyPredicate`.
@available(iOS 3.0, *)
public let MPMediaPlaylistPropertyName: String = "name"
/// The key of a playlist's persistent identifier, for `MPMediaPropertyPredicate`.
@available(iOS 3.0, *)
public let MPMediaPlaylistPropertyPersistentID: String = "playlistPersistentID"
