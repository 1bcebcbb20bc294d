/// An image in a light and a dark version (the iOS 12 way; later APIs take a `UIImage` with both
/// in its asset). Not a main-actor class, as in the SDK.
open class CPImageSet: NSObject {
    /// The image for a light interface.
    public let lightContentImage: UIImage
    /// The image for a dark interface.
    public let darkContentImage: UIImage

    /// A set of these two images.
    public init(lightContentImage lightImage: UIImage, darkContentImage darkImage: UIImage) {
        self.lightContentImage = lightImage
        self.darkContentImage = darkImage
    }
}
