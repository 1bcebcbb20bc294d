import Host

/// A contact template's message button: tapping it runs no handler of the app; CarPlay starts
/// Siri's compose-message flow to `phoneOrEmail`. HeadUnit has no Siri: the tap is written in
/// the host log. It shows as `Message` when it has no title (HeadUnit's word).
@available(iOS 14.0, *)
open class CPContactMessageButton: CPButton {
    /// The phone number or email address Siri writes to (never shown).
    public let phoneOrEmail: String

    /// A message button for `phoneOrEmail`.
    public init(phoneOrEmail: String) {
        self.phoneOrEmail = phoneOrEmail
        super.init(image: UIImage(systemName: "message.fill") ?? UIImage(), handler: nil)
    }

    /// A message button with your image (the Objective-C initializer it inherits); its handler
    /// is never called, and with no address Siri asks whom to write to.
    public override init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        self.phoneOrEmail = ""
        super.init(image: image, handler: handler)
    }

    package override var hostButton: TemplateButton {
        TemplateButton(title: title ?? "Message", enabled: isEnabled)
    }

    /// What the car does when the button is tapped, for the host log.
    package var siriLine: String {
        phoneOrEmail.isEmpty ? "Siri starts composing a message and asks to whom (HeadUnit has no Siri: nothing more happens)"
            : "Siri starts composing a message to \(phoneOrEmail) (HeadUnit has no Siri: nothing more happens)"
    }
}
