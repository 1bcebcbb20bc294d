/// A bar button that starts Siri's compose-message flow: it runs no handler of the app. With no
/// image given it shows the system's compose image (HeadUnit taps it by that image's name,
/// `square.and.pencil`). HeadUnit has no Siri: the tap is written in the host log.
@available(iOS 14.0, *)
open class CPMessageComposeBarButton: CPBarButton {
    /// A compose button with the system's image.
    public convenience init() {
        self.init(image: UIImage(systemName: "square.and.pencil") ?? UIImage())
    }

    /// A compose button with your image.
    public init(image: UIImage) {
        super.init(image: image, handler: nil)
    }

    /// Not available: a compose button shows an image only.
    @available(*, unavailable, message: "a compose button shows an image only")
    open override var title: String? {
        get { super.title }
        set { super.title = newValue }
    }

    /// What the car does when the button is tapped, for the host log.
    package static let siriLine = "Siri starts composing a new message (HeadUnit has no Siri: nothing more happens)"
}
