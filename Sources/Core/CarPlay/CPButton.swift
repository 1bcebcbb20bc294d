import Host

/// The largest image a button shows.
@available(iOS 14.0, *)
public let CPButtonMaximumImageSize = CGSize(width: 40, height: 40)

/// A button with an image that calls its handler when tapped: a voice-control state's action
/// buttons (`Mute`, `End`), a list section's header button, a list details header's actions.
/// Not a main-actor class, as in the SDK.
@available(iOS 14.0, *)
open class CPButton: NSObject {
    /// The image on the button.
    public private(set) var image: UIImage? { didSet { ContentChanges.note() } }
    /// The words, in templates that show them (HeadUnit taps a button by its title, else by its
    /// image's name).
    public var title: String? { didSet { ContentChanges.note() } }
    /// False to show the button disabled.
    public var isEnabled = true { didSet { ContentChanges.note() } }
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
