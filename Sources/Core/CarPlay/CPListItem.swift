import Host

/// What a list item shows at its trailing edge.
@available(iOS 14.0, *)
public enum CPListItemAccessoryType: Int, Sendable {
    /// Nothing, or the item's own accessory image.
    case none = 0
    /// A disclosure indicator.
    case disclosureIndicator = 1
    /// A cloud (content that is not on the phone yet).
    case cloud = 2
}

/// Where a list item's playing indicator goes.
@available(iOS 14.0, *)
public enum CPListItemPlayingIndicatorLocation: Int, Sendable {
    /// At the leading edge.
    case leading = 0
    /// At the trailing edge.
    case trailing = 1
}

/// A selectable row of a list template: words, a second line, images, and what the car shows
/// while its content plays. The host sees its words, second line and enabled state; a picture
/// also draws its images (by their names), accessory, playing indicator, progress and explicit
/// mark (`ListLook`, B12).
@preconcurrency @MainActor
open class CPListItem: NSObject, CPSelectableListItem, CPPlayableItem {
    /// The row's words.
    nonisolated(unsafe) public private(set) var text: String? { didSet { ContentChanges.note() } }
    /// The row's second line.
    public private(set) var detailText: String? { didSet { ContentChanges.note() } }
    /// The row's image.
    public private(set) var image: UIImage? { didSet { ContentChanges.note() } }
    /// An image at the row's trailing edge.
    public private(set) var accessoryImage: UIImage? { didSet { ContentChanges.note() } }
    /// What the row shows at its trailing edge (an accessory image takes precedence).
    @available(iOS 14.0, *)
    public var accessoryType: CPListItemAccessoryType { didSet { ContentChanges.note() } }
    /// Anything the app keeps with the row.
    nonisolated(unsafe) public var userInfo: Any? { didSet { ContentChanges.note() } }
    /// False to show the row disabled: the car ignores a touch on it (iOS 15).
    @available(iOS 15.0, *)
    nonisolated(unsafe) public var isEnabled = true { didSet { ContentChanges.note() } }
    /// True when the row's content is playing.
    @available(iOS 14.0, *)
    public var isPlaying = false { didSet { ContentChanges.note() } }
    /// How far the row's content has played, 0…1.
    @available(iOS 14.0, *)
    public var playbackProgress: CGFloat = 0 { didSet { ContentChanges.note() } }
    /// Where the playing indicator goes.
    @available(iOS 14.0, *)
    public var playingIndicatorLocation: CPListItemPlayingIndicatorLocation = .leading { didSet { ContentChanges.note() } }
    /// True for explicit content.
    @available(iOS 14.0, *)
    public var isExplicitContent = false { didSet { ContentChanges.note() } }
    /// CarPlay calls this on the main queue when the row is selected; call the completion when
    /// the selection is handled (the car shows a spinner until then).
    @available(iOS 14.0, *)
    nonisolated(unsafe) public var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { didSet { ContentChanges.note() } }
    /// How selecting the row plays its content (iOS 26.4).
    @available(iOS 26.4, *)
    nonisolated(unsafe) public var playbackConfiguration: CPPlaybackConfiguration? { didSet { ContentChanges.note() } }

    /// The largest image a row shows (HeadUnit's value; a car gives its own).
    @available(iOS 14.0, *)
    public class var maximumImageSize: CGSize { CGSize(width: 44, height: 44) }

    /// True when the row shows a disclosure indicator (the iOS 12 form of `accessoryType`).
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use accessoryType")
    public var showsDisclosureIndicator: Bool { accessoryType == .disclosureIndicator }

    /// True for explicit content (the first iOS 14 name of `isExplicitContent`).
    @available(iOS, introduced: 14.0, deprecated: 14.0, renamed: "isExplicitContent")
    public var showsExplicitLabel: Bool {
        get { isExplicitContent }
        set { isExplicitContent = newValue }
    }

    /// A row with these words.
    public init(text: String?, detailText: String?) {
        self.text = text
        self.detailText = detailText
        self.accessoryType = .none
        super.init()
    }

    /// A row with these words and image.
    public init(text: String?, detailText: String?, image: UIImage?) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryType = .none
        super.init()
    }

    /// A row with these words, image and accessory (an accessory image sets the type to `.none`).
    @available(iOS 14.0, *)
    public init(text: String?, detailText: String?, image: UIImage?, accessoryImage: UIImage?, accessoryType: CPListItemAccessoryType) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryImage = accessoryImage
        self.accessoryType = accessoryImage == nil ? accessoryType : .none
        super.init()
    }

    /// A row with a disclosure indicator (the iOS 12 form).
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use init(text:detailText:image:accessoryImage:accessoryType:)")
    public convenience init(text: String?, detailText: String?, image: UIImage?, showsDisclosureIndicator: Bool) {
        self.init(text: text, detailText: detailText, image: image, accessoryImage: nil,
                  accessoryType: showsDisclosureIndicator ? .disclosureIndicator : .none)
    }

    /// Changes the words; the car shows them.
    @available(iOS 14.0, *)
    public func setText(_ text: String) { self.text = text }
    /// Changes the second line; the car shows it.
    @available(iOS 14.0, *)
    public func setDetailText(_ detailText: String?) { self.detailText = detailText }
    /// Changes the image; a picture draws it by its name (B12).
    @available(iOS 14.0, *)
    public func setImage(_ image: UIImage?) { self.image = image }
    /// Changes the accessory image; a picture draws it by its name (B12).
    @available(iOS 14.0, *)
    public func setAccessoryImage(_ accessoryImage: UIImage?) { self.accessoryImage = accessoryImage }
}

extension CPListTemplateItem {
    /// The item as the host sees it.
    @MainActor package var hostButton: TemplateButton {
        if let message = self as? CPMessageListItem {
            return TemplateButton(title: text ?? "", detail: message.hostDetail, note: message.hostNote, enabled: isEnabled)
        }
        return TemplateButton(title: text ?? "", detail: (self as? CPListItem)?.detailText, enabled: isEnabled)
    }
}
