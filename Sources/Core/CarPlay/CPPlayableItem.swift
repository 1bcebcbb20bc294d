/// A list entry that stands for playable media (`CPListItem`, an image row's elements, a list's
/// details header): its `playbackConfiguration` says how selecting it plays (iOS 26.4). Not a
/// main-actor protocol, as in the SDK.
@available(iOS 26.4, *)
public protocol CPPlayableItem: NSObjectProtocol {
    /// How selecting the item plays it, or nil for an item that does not play.
    var playbackConfiguration: CPPlaybackConfiguration? { get set }
}
