import Foundation

/// A song, episode or book, as the library and the music player give it. HeadUnit has no catalog:
/// the music player's items carry only their store identifier.
@available(iOS 3.0, *)
open class MPMediaItem: MPMediaEntity, @unchecked Sendable {
    /// The album's artist, if known (HeadUnit's items know none).
    open var albumArtist: String? { value(forProperty: MPMediaItemPropertyAlbumArtist) as? String }
    /// The item's Apple Music store identifier; empty for an item from the library.
    @available(iOS 10.3, *)
    open var playbackStoreID: String { value(forProperty: "playbackStoreID") as? String ?? "" }

    /// The item the store knows as `storeID`: no other property is known.
    package init(storeID: String) {
        super.init(properties: ["playbackStoreID": storeID])
    }
}
