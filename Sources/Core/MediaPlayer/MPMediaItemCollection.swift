import Foundation

/// Items kept together: an album, a playlist, a queue.
@available(iOS 3.0, *)
open class MPMediaItemCollection: MPMediaEntity, @unchecked Sendable {
    /// The items, in order.
    public let items: [MPMediaItem]

    /// A collection of `items`.
    public init(items: [MPMediaItem]) {
        self.items = items
        super.init(properties: [:])
    }
}
