/// An image-row element of a shaped image with a title under it, in a grid (iOS 26).
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class CPListImageRowItemImageGridElement: CPListImageRowItemElement {
    /// How the image is cut.
    public enum Shape: Int, Sendable {
        /// A circle.
        case circular = 0
        /// A rounded rectangle.
        case roundedRectangle = 1
    }

    /// How the image is cut.
    public let imageShape: Shape
    /// The element's title.
    public var title: String { didSet { ContentChanges.note() } }
    /// The SF Symbol shown with the title.
    public var accessorySymbolName: String? { didSet { ContentChanges.note() } }

    /// An image-grid element of this image, shape, title and accessory symbol.
    public init(image: UIImage, imageShape: Shape, title: String, accessorySymbolName: String?) {
        self.imageShape = imageShape
        self.title = title
        self.accessorySymbolName = accessorySymbolName
        super.init(image: image)
    }

    package override var ownTitle: String? { title }
}
