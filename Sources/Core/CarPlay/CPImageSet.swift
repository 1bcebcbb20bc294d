/// A pair of images, for light and dark backgrounds (the iOS 12 form of a maneuver's symbol and a
/// navigation alert's image; a `UIImage` with both appearances replaced it in iOS 13). Not a
/// main-actor class, as in the SDK.
open class CPImageSet: NSObject {
    /// The image for light content (used on dark backgrounds).
    public let lightContentImage: UIImage
    /// The image for dark content (used on light backgrounds).
    public let darkContentImage: UIImage

    /// A set of these two images.
    public init(lightContentImage lightImage: UIImage, darkContentImage darkImage: UIImage) {
        lightContentImage = lightImage
        darkContentImage = darkImage
        super.init()
    }
}
