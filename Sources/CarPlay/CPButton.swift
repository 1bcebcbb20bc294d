import Host

/// The largest image a button shows.
public let CPButtonMaximumImageSize = CGSize(width: 40, height: 40)

/// A button with an image that calls its handler when tapped: a voice-control state's action
/// buttons (`Mute`, `End`) are these.
open class CPButton: NSObject {
    /// The image on the button.
    public private(set) var image: UIImage?
    /// The words, in templates that show them (HeadUnit taps a button by its title, else by its
    /// image's name).
    public var title: String?
    /// False to show the button disabled.
    public var isEnabled = true
    /// What the button does.
    package let handler: ((CPButton) -> Void)?

    /// A button showing `image`.
    public init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        self.image = image
        self.handler = handler
    }

    /// The button as the host sees it.
    package var hostButton: TemplateButton {
        TemplateButton(title: title ?? image?.name ?? "", enabled: isEnabled)
    }
}

/// The style of a text button.
public enum CPTextButtonStyle: Int, Sendable {
    case normal = 0, cancel = 1, confirm = 2
}

/// A button of words: an information template's actions.
open class CPTextButton: NSObject {
    /// The words on the button.
    public var title: String
    /// Its style.
    public var textStyle: CPTextButtonStyle
    /// What the button does.
    package let handler: ((CPTextButton) -> Void)?

    public init(title: String, textStyle: CPTextButtonStyle, handler: ((CPTextButton) -> Void)? = nil) {
        self.title = title
        self.textStyle = textStyle
        self.handler = handler
    }
}
