/// A header at the top of a list template (iOS 26.4): a thumbnail, a title, a subtitle, lines of
/// body text and action buttons. The car shows the first `maximumActionButtonCount` buttons and
/// ignores the rest. HeadUnit shows the title and subtitle as a line of the list, the first body
/// variant as another, and each shown button as an entry you can tap; a picture draws the thumbnail's image by its name (B12).
@available(iOS 26.4, *)
@preconcurrency @MainActor
open class CPListTemplateDetailsHeader: NSObject, CPPlayableItem {
    /// The header's picture.
    public var thumbnail: CPThumbnailImage { didSet { ContentChanges.note() } }
    /// The header's title.
    public var title: String? { didSet { ContentChanges.note() } }
    /// The words under the title.
    public var subtitle: String? { didSet { ContentChanges.note() } }
    /// Lines of text under the subtitle, longest first (HeadUnit shows the first).
    public var bodyVariants: [NSAttributedString] { didSet { ContentChanges.note() } }
    /// The header's buttons; the car shows the first `maximumActionButtonCount`.
    public var actionButtons: [CPButton] { didSet { ContentChanges.note() } }
    /// True to draw the header's background from its thumbnail (HeadUnit draws no background).
    public var wantsAdaptiveBackgroundStyle = false { didSet { ContentChanges.note() } }
    /// How selecting the header plays its content.
    nonisolated(unsafe) public var playbackConfiguration: CPPlaybackConfiguration? { didSet { ContentChanges.note() } }

    /// The most buttons a header shows (HeadUnit's value; a car gives its own).
    public class var maximumActionButtonCount: Int { 4 }
    /// The largest image a header button shows (HeadUnit's value; a car gives its own).
    public class var maximumActionButtonSize: CGSize { CGSize(width: 40, height: 40) }

    /// A header of this thumbnail, title, subtitle and buttons.
    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, actionButtons actionButton: [CPButton]) {
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = []
        self.actionButtons = actionButton
        super.init()
    }

    /// A header of this thumbnail, title, subtitle, body text and buttons.
    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, bodyVariants: [NSAttributedString], actionButtons: [CPButton]) {
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = bodyVariants
        self.actionButtons = actionButtons
        super.init()
    }

    /// The buttons the car shows.
    package var shownButtons: ArraySlice<CPButton> { actionButtons.prefix(Self.maximumActionButtonCount) }
}
