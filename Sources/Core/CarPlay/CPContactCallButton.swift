import Host

/// A contact template's call button, with the system's phone image; tapping it runs the
/// handler (place the call there, e.g. with a `tel:` URL). HeadUnit shows it as `Call` when it
/// has no title (its own word: the car's label is the system's).
@available(iOS 14.0, *)
open class CPContactCallButton: CPButton {
    /// A call button that runs `handler` when tapped.
    public init(handler: ((CPButton) -> Void)? = nil) {
        super.init(image: UIImage(systemName: "phone.fill") ?? UIImage(), handler: handler)
    }

    /// Not available: a call button has the system's image.
    @available(*, unavailable, message: "use init(handler:)")
    public override init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        super.init(image: image, handler: handler)
    }

    package override var hostButton: TemplateButton {
        TemplateButton(title: title ?? "Call", enabled: isEnabled)
    }
}
