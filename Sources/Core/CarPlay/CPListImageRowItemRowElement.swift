/// An image-row element of an image with a title and subtitle beside it (iOS 26).
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class CPListImageRowItemRowElement: CPListImageRowItemElement {
    /// The element's title.
    public var title: String? { didSet { ContentChanges.note() } }
    /// The words under the title.
    public var subtitle: String? { didSet { ContentChanges.note() } }

    /// A row element of this image, title and subtitle.
    public init(image: UIImage, title: String?, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
        super.init(image: image)
    }

    package override var ownTitle: String? { title }
}
