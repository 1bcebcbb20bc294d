import Host

/// A block that CarPlay calls when the user taps a bar button.
public typealias CPBarButtonHandler = (CPBarButton) -> Void

/// The look of a bar button.
@available(iOS 14.0, *)
public enum CPBarButtonStyle: Int, Sendable {
    /// No styling.
    case none = 0
    /// A rounded background.
    case rounded = 1
}

/// A button in a template's navigation bar, with a title or an image. Not a main-actor class, as
/// in the SDK.
open class CPBarButton: NSObject {
    /// What a bar button shows, in the iOS 12 API (`init(type:handler:)`).
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use init(title:handler:) or init(image:handler:)")
    public enum `Type`: UInt, Sendable {
        /// The button shows its `title`.
        case text = 0
        /// The button shows its `image`.
        case image = 1
    }

    /// The words on the button (they take precedence over the image).
    public var title: String? { didSet { ContentChanges.note() } }
    /// The image on the button.
    public var image: UIImage? { didSet { ContentChanges.note() } }
    /// False to show the button disabled.
    public var isEnabled = true { didSet { ContentChanges.note() } }
    /// The look of the button.
    @available(iOS 14.0, *)
    public var buttonStyle: CPBarButtonStyle = .none { didSet { ContentChanges.note() } }
    /// What the button shows, as given to `init(type:handler:)`: `.text` for a titled button,
    /// `.image` for one with an image.
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use title or image")
    public var buttonType: CPBarButton.`Type` { type }
    /// What the button does.
    package let handler: CPBarButtonHandler?
    private let type: CPBarButton.`Type`

    /// A button showing `title`.
    @available(iOS 14.0, *)
    public init(title: String, handler: CPBarButtonHandler? = nil) {
        self.title = title
        self.type = .text
        self.handler = handler
    }

    /// A button showing `image`.
    @available(iOS 14.0, *)
    public init(image: UIImage, handler: CPBarButtonHandler? = nil) {
        self.image = image
        self.type = .image
        self.handler = handler
    }

    /// A button of `type`, with no title or image yet (the iOS 12 form): set `title` or `image`.
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use init(title:handler:) or init(image:handler:)")
    public init(type: CPBarButton.`Type`, handler: CPBarButtonHandler? = nil) {
        self.type = type
        self.handler = handler
    }

    /// The button as the host sees it: its title, else its image's name.
    package var hostButton: TemplateButton {
        TemplateButton(title: title ?? image?.name ?? "", enabled: isEnabled)
    }
}
