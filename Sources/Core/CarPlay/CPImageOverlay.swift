/// Words or an image laid over a thumbnail (iOS 26.4): a badge such as `LIVE` or `NEW`. HeadUnit
/// keeps what it is given and draws no thumbnails.
@available(iOS 26.4, *)
@preconcurrency @MainActor
open class CPImageOverlay: NSObject {
    /// Where the overlay sits on the thumbnail.
    public enum Alignment: Int, Sendable {
        /// At the leading edge.
        case leading = 0
        /// In the middle.
        case center = 1
        /// At the trailing edge.
        case trailing = 2
    }

    /// The overlay's words (nil for an image overlay).
    public let text: String?
    /// The colour of the words.
    public let textColor: UIColor?
    /// The colour behind the words.
    public let backgroundColor: UIColor?
    /// The overlay's image (nil for a text overlay).
    public let image: UIImage?
    /// Where the overlay sits on the thumbnail.
    public let alignment: Alignment

    /// An overlay showing `image`.
    public init(image: UIImage, alignment: Alignment) {
        self.text = nil
        self.textColor = nil
        self.backgroundColor = nil
        self.image = image
        self.alignment = alignment
        super.init()
    }

    /// An overlay showing `text` in `textColor` on `backgroundColor`.
    public init(text: String, textColor: UIColor, backgroundColor: UIColor, alignment: Alignment) {
        self.text = text
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.image = nil
        self.alignment = alignment
        super.init()
    }
}
