import Host

/// An item of a list template. Not a main-actor protocol, as in the SDK: a nonisolated helper
/// may read an item's `text`.
public protocol CPListTemplateItem: NSObjectProtocol {
    /// The item's words.
    var text: String? { get }
    /// Anything the app keeps with the item.
    var userInfo: Any? { get set }
    /// False to show the item disabled.
    var isEnabled: Bool { get set }
}

/// A list item a person can select (not a main-actor protocol, as in the SDK).
public protocol CPSelectableListItem: CPListTemplateItem {
    /// Called when the item is selected, with a completion to call once the selection is handled.
    var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { get set }
}

/// What a list item shows at its trailing edge.
public enum CPListItemAccessoryType: Int, Sendable {
    case none = 0, disclosureIndicator, cloud
}

/// Where a list item's playing indicator goes.
public enum CPListItemPlayingIndicatorLocation: Int, Sendable {
    case leading = 0, trailing
}

/// A selectable row of a list template.
@preconcurrency @MainActor
open class CPListItem: NSObject, CPSelectableListItem {
    /// The row's words.
    nonisolated(unsafe) public private(set) var text: String?
    /// The row's second line.
    public private(set) var detailText: String?
    /// The row's image.
    public private(set) var image: UIImage?
    /// An image at the row's trailing edge.
    public private(set) var accessoryImage: UIImage?
    /// What the row shows at its trailing edge.
    public var accessoryType: CPListItemAccessoryType
    nonisolated(unsafe) public var userInfo: Any?
    nonisolated(unsafe) public var isEnabled = true
    /// True when the row's content is playing.
    public var isPlaying = false
    /// How far the row's content has played, 0…1.
    public var playbackProgress: CGFloat = 0
    /// Where the playing indicator goes.
    public var playingIndicatorLocation: CPListItemPlayingIndicatorLocation = .leading
    /// True for explicit content.
    public var isExplicitContent = false
    /// CarPlay calls this on the main queue when the row is selected; call the completion when
    /// the selection is handled (the car shows a spinner until then).
    nonisolated(unsafe) public var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?

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
    public init(text: String?, detailText: String?, image: UIImage?, accessoryImage: UIImage?, accessoryType: CPListItemAccessoryType) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryImage = accessoryImage
        self.accessoryType = accessoryImage == nil ? accessoryType : .none
        super.init()
    }

    /// A row with a disclosure indicator (the iOS 12 form).
    @available(*, deprecated, message: "Use init(text:detailText:image:accessoryImage:accessoryType:)")
    public convenience init(text: String?, detailText: String?, image: UIImage?, showsDisclosureIndicator: Bool) {
        self.init(text: text, detailText: detailText, image: image, accessoryImage: nil,
                  accessoryType: showsDisclosureIndicator ? .disclosureIndicator : .none)
    }

    /// Changes the words.
    public func setText(_ text: String) { self.text = text }
    /// Changes the second line.
    public func setDetailText(_ detailText: String?) { self.detailText = detailText }
    /// Changes the image.
    public func setImage(_ image: UIImage?) { self.image = image }
    /// Changes the accessory image.
    public func setAccessoryImage(_ accessoryImage: UIImage?) { self.accessoryImage = accessoryImage }
}

extension CPListTemplateItem {
    /// The item as the host sees it.
    @MainActor package var hostButton: TemplateButton {
        TemplateButton(title: text ?? "", detail: (self as? CPListItem)?.detailText, enabled: isEnabled)
    }
}
