/// The glyph a message list item shows at its leading edge.
@available(iOS 14.0, *)
public enum CPMessageLeadingItem: Int, Sendable {
    /// No glyph.
    case none = 0
    /// A pin.
    case pin = 1
    /// A star.
    case star = 2
}

/// What a message list item shows at its leading edge: a glyph, an image and the unread dot.
/// An unread item starts Siri's read flow when selected (`CPMessageListItem`).
@available(iOS 14.0, *)
open class CPMessageListItemLeadingConfiguration: NSObject {
    /// True to show the unread indicator.
    public let isUnread: Bool
    /// The glyph shown.
    public let leadingItem: CPMessageLeadingItem
    /// The image shown (HeadUnit draws no bitmaps).
    public let leadingImage: UIImage?

    /// A leading edge with this glyph, image and unread state.
    public init(leadingItem: CPMessageLeadingItem, leadingImage: UIImage?, unread: Bool) {
        self.leadingItem = leadingItem
        self.leadingImage = leadingImage
        self.isUnread = unread
        super.init()
    }
}
