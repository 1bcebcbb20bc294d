/// An image-row element drawn as a card: an image, a title, a subtitle and a tint (iOS 26), or a
/// thumbnail with an overlay (iOS 26.4).
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class CPListImageRowItemCardElement: CPListImageRowItemElement {
    /// True when the image fills the card's height.
    public let showsImageFullHeight: Bool
    /// The card's title.
    public var title: String { didSet { ContentChanges.note() } }
    /// The words under the title.
    public var subtitle: String? { didSet { ContentChanges.note() } }
    /// The colour the card is styled with.
    public var tintColor: UIColor? { didSet { ContentChanges.note() } }
    /// The card's thumbnail (iOS 26.4), when it was made with one.
    @available(iOS 26.4, *)
    public var thumbnail: CPThumbnailImage? { didSet { ContentChanges.note() } }

    /// The largest image a card shows (HeadUnit's value; a car gives its own).
    open override class var maximumImageSize: CGSize { CGSize(width: 120, height: 80) }
    /// The largest image a card shows at its full height (HeadUnit's value; a car gives its own).
    open class var maximumFullHeightImageSize: CGSize { CGSize(width: 120, height: 120) }

    /// A card of this image, title, subtitle and tint; `showsImageFullHeight` to fill its height.
    public init(image: UIImage, showsImageFullHeight: Bool, title: String?, subtitle: String?, tintColor: UIColor?) {
        self.showsImageFullHeight = showsImageFullHeight
        self.title = title ?? ""
        self.subtitle = subtitle
        self.tintColor = tintColor
        super.init(image: image)
    }

    /// A card of this thumbnail, title, subtitle and tint (iOS 26.4).
    @available(iOS 26.4, *)
    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, tintColor: UIColor?) {
        self.showsImageFullHeight = false
        self.title = title ?? ""
        self.subtitle = subtitle
        self.tintColor = tintColor
        self.thumbnail = thumbnail
        super.init(image: thumbnail.image)
    }

    package override var ownTitle: String? { title }
}
