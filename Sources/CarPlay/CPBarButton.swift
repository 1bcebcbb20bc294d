import Host

/// A block that CarPlay calls when the user taps a bar button.
public typealias CPBarButtonHandler = (CPBarButton) -> Void

/// The look of a bar button.
public enum CPBarButtonStyle: Int, Sendable {
    case none = 0, rounded = 1
}

/// A button in a template's navigation bar, with a title or an image.
open class CPBarButton: NSObject {
    /// The words on the button (they take precedence over the image).
    public var title: String?
    /// The image on the button.
    public var image: UIImage?
    /// False to show the button disabled.
    public var isEnabled = true
    /// The look of the button.
    public var buttonStyle: CPBarButtonStyle = .none
    /// What the button does.
    package let handler: CPBarButtonHandler?

    /// A button showing `title`.
    public init(title: String, handler: CPBarButtonHandler? = nil) {
        self.title = title
        self.handler = handler
    }

    /// A button showing `image`.
    public init(image: UIImage, handler: CPBarButtonHandler? = nil) {
        self.image = image
        self.handler = handler
    }

    /// The button as the host sees it: its title, else its image's name.
    package var hostButton: TemplateButton {
        TemplateButton(title: title ?? image?.name ?? "", enabled: isEnabled)
    }
}
