/// An image-row element of a small shaped image, a title, a subtitle and an accessory symbol
/// (iOS 26).
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class CPListImageRowItemCondensedElement: CPListImageRowItemElement {
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
    /// The words under the title.
    public var subtitle: String? { didSet { ContentChanges.note() } }
    /// The SF Symbol shown at the trailing edge.
    public var accessorySymbolName: String? { didSet { ContentChanges.note() } }

    /// A condensed element of this image, shape, title, subtitle and accessory symbol.
    public init(image: UIImage, imageShape: Shape, title: String, subtitle: String?, accessorySymbolName: String?) {
        self.imageShape = imageShape
        self.title = title
        self.subtitle = subtitle
        self.accessorySymbolName = accessorySymbolName
        super.init(image: image)
    }

    package override var ownTitle: String? { title }
}
