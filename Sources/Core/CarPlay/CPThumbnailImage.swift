/// The picture of a list's details header or of a card element (iOS 26.4): an image and an
/// optional overlay of words, an image or a game's score. HeadUnit keeps what it is given and
/// draws the image by its name in a details header (B12), and nothing of an overlay.
@available(iOS 26.4, *)
@preconcurrency @MainActor
open class CPThumbnailImage: NSObject {
    /// The thumbnail's image.
    public var image: UIImage { didSet { ContentChanges.note() } }
    /// Words or an image over the thumbnail.
    public var imageOverlay: CPImageOverlay? { didSet { ContentChanges.note() } }
    /// A game's score over the thumbnail.
    public var sportsOverlay: CPSportsOverlay? { didSet { ContentChanges.note() } }

    /// A thumbnail of `image`.
    public convenience init(image: UIImage) {
        self.init(image: image, imageOverlay: nil, sportsOverlay: nil)
    }

    /// A thumbnail of `image` with these overlays.
    public init(image: UIImage, imageOverlay: CPImageOverlay?, sportsOverlay: CPSportsOverlay?) {
        self.image = image
        self.imageOverlay = imageOverlay
        self.sportsOverlay = sportsOverlay
        super.init()
    }
}
