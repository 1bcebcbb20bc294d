import Host

/// A round button in the map template's corner (zoom, recenter, pan). HeadUnit shows the first
/// four that are not hidden (two while the panning interface is up), each tapped by its image's
/// name, or `Map button N` (its place in `mapButtons`, from 1) when it has no named image.
@preconcurrency @MainActor
open class CPMapButton: NSObject {
    /// False to show the button disabled.
    open var isEnabled = true { didSet { ContentChanges.note() } }
    /// True to hide the button.
    open var isHidden = false { didSet { ContentChanges.note() } }
    /// The button's image.
    open var image: UIImage? { didSet { ContentChanges.note() } }
    /// The image shown while the button has focus (kept).
    open var focusedImage: UIImage? { didSet { ContentChanges.note() } }
    /// What the button does.
    package let handler: ((CPMapButton) -> Void)?

    /// A button that calls `handler` when tapped.
    public init(handler: ((CPMapButton) -> Void)? = nil) {
        self.handler = handler
        super.init()
    }

    /// The button as the host sees it, at `index` in the template's `mapButtons`.
    package func hostButton(index: Int) -> TemplateButton {
        TemplateButton(title: image?.name ?? "Map button \(index + 1)", enabled: isEnabled)
    }
}
