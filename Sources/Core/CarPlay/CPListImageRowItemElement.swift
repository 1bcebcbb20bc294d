/// One entry of an image row (iOS 26): an image the person can select, alone or with words. The
/// abstract superclass of the card, condensed, grid, image-grid and row elements: you make one of
/// those. Selecting an enabled element runs its row's `listImageRowHandler` with the element's
/// index. HeadUnit shows each element as an entry of the list you can tap, titled by its own title
/// (else its `accessibilityLabel`, else `"<row text> image <n>"`); a picture draws its image by its name (B12).
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class CPListImageRowItemElement: NSObject, CPPlayableItem {
    /// The element's image.
    public var image: UIImage { didSet { ContentChanges.note() } }
    /// False to show the element disabled: the car ignores a touch on it.
    public var isEnabled = true { didSet { ContentChanges.note() } }
    /// The words a screen reader says for the element (iOS 26.4); HeadUnit titles an element that
    /// has no title of its own by them.
    @available(iOS 26.4, *)
    public var accessibilityLabel: String? { didSet { ContentChanges.note() } }
    /// How selecting the element plays its content (iOS 26.4).
    @available(iOS 26.4, *)
    nonisolated(unsafe) public var playbackConfiguration: CPPlaybackConfiguration? { didSet { ContentChanges.note() } }

    /// The largest image an element shows (HeadUnit's value; a car gives its own).
    open class var maximumImageSize: CGSize { CGSize(width: 80, height: 80) }

    /// An element showing `image` (CarPlay makes none of this abstract class itself).
    package init(image: UIImage) {
        self.image = image
        super.init()
    }

    /// The element's own words, if it has any (a card's, a condensed, image-grid or row element's
    /// title).
    package var ownTitle: String? { nil }
}
