import Host

/// The most buttons a grid shows: the first eight (H8).
@available(iOS 15.0, *)
public let CPGridTemplateMaximumItems: Int = HostConfig().gridButtonLimit

/// A button of a grid template (or of a list template's header grid, iOS 26): a title and an
/// image, and since iOS 26 a conversation's message configuration. Not a main-actor class, as in
/// the SDK. HeadUnit shows its first title, notes `unread` for an unread conversation, and draws
/// no images.
open class CPGridButton: NSObject {
    /// The title, longest first: the car shows the first that fits (HeadUnit: the first).
    public private(set) var titleVariants: [String] { didSet { ContentChanges.note() } }
    /// The button's image.
    public private(set) var image: UIImage { didSet { ContentChanges.note() } }
    /// The conversation the button stands for (iOS 26).
    @available(iOS 26.0, *)
    public let messageConfiguration: CPMessageGridItemConfiguration?
    /// False to show the button disabled.
    public var isEnabled = true { didSet { ContentChanges.note() } }
    /// What the button does.
    package let handler: ((CPGridButton) -> Void)?

    /// A grid button with these titles and image.
    public convenience init(titleVariants: [String], image: UIImage, handler: ((CPGridButton) -> Void)? = nil) {
        self.init(titleVariants: titleVariants, image: image, messageConfiguration: nil, handler: handler)
    }

    /// A grid button with these titles, image and conversation (iOS 26).
    @available(iOS 26.0, *)
    public init(titleVariants: [String], image: UIImage, messageConfiguration: CPMessageGridItemConfiguration?,
                handler: ((CPGridButton) -> Void)? = nil) {
        self.titleVariants = titleVariants
        self.image = image
        self.messageConfiguration = messageConfiguration
        self.handler = handler
    }

    /// Changes the image (iOS 26; a picture draws it by its name, B12).
    @available(iOS 26.0, *)
    public func updateImage(_ image: UIImage) { self.image = image }

    /// Changes the titles (iOS 26); the car shows the new first title.
    @available(iOS 26.0, *)
    public func updateTitleVariants(_ titleVariants: [String]) { self.titleVariants = titleVariants }

    /// The button as the host sees it.
    package var hostButton: TemplateButton {
        TemplateButton(title: titleVariants.first ?? "", note: messageConfiguration?.isUnread == true ? "unread" : nil, enabled: isEnabled)
    }
}
