import Host

/// A contact template's directions button, with the system's directions image; tapping it runs
/// the handler. HeadUnit shows it as `Directions` when it has no title (its own word: the car's
/// label is the system's).
@available(iOS 14.0, *)
open class CPContactDirectionsButton: CPButton {
    /// A directions button that runs `handler` when tapped.
    public init(handler: ((CPButton) -> Void)? = nil) {
        super.init(image: UIImage(systemName: "arrow.triangle.turn.up.right.diamond.fill") ?? UIImage(), handler: handler)
    }

    /// Not available: a directions button has the system's image.
    @available(*, unavailable, message: "use init(handler:)")
    public override init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        super.init(image: image, handler: handler)
    }

    package override var hostButton: TemplateButton {
        TemplateButton(title: title ?? "Directions", enabled: isEnabled)
    }
}
