/// The picture of a list's details header or of a card element (iOS 26.4): an image and an
/// optional overlay. HeadUnit keeps what it is given and draws no thumbnails.
///
/// The SDK's sports overlay (`init(image:imageOverlay:sportsOverlay:)`, `sportsOverlay`) takes
/// Now Playing's sports teams, which this module does not declare yet.
@available(iOS 26.4, *)
@preconcurrency @MainActor
open class CPThumbnailImage: NSObject {
    /// The thumbnail's image.
    public var image: UIImage
    /// Words or an image over the thumbnail.
    public var imageOverlay: CPImageOverlay?

    /// A thumbnail of `image`.
    public init(image: UIImage) {
        self.image = image
        super.init()
    }
}
