/// The glyph a message list item shows at its trailing edge.
@available(iOS 14.0, *)
public enum CPMessageTrailingItem: Int, Sendable {
    /// No glyph.
    case none = 0
    /// The muted glyph.
    case mute = 1
}

/// What a message list item shows at its trailing edge: a glyph and an image.
@available(iOS 14.0, *)
open class CPMessageListItemTrailingConfiguration: NSObject {
    /// The glyph shown.
    public let trailingItem: CPMessageTrailingItem
    /// The image shown (HeadUnit draws no bitmaps).
    public let trailingImage: UIImage?

    /// A trailing edge with this glyph and image.
    public init(trailingItem: CPMessageTrailingItem, trailingImage: UIImage?) {
        self.trailingItem = trailingItem
        self.trailingImage = trailingImage
        super.init()
    }
}
