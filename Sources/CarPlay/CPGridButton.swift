import Host

/// The most buttons a grid shows: the first eight (H8).
public let CPGridTemplateMaximumItems: Int = HostConfig().gridButtonLimit

/// A button of a grid template: a title and an image.
open class CPGridButton: NSObject {
    /// The title, longest first: the car shows the first that fits (HeadUnit: the first).
    public private(set) var titleVariants: [String]
    /// The button's image.
    public private(set) var image: UIImage
    /// False to show the button disabled.
    public var isEnabled = true
    /// What the button does.
    package let handler: ((CPGridButton) -> Void)?

    /// A grid button with these titles and image.
    public init(titleVariants: [String], image: UIImage, handler: ((CPGridButton) -> Void)? = nil) {
        self.titleVariants = titleVariants
        self.image = image
        self.handler = handler
    }

    /// Changes the image.
    public func updateImage(_ image: UIImage) { self.image = image }

    /// Changes the titles.
    public func updateTitleVariants(_ titleVariants: [String]) { self.titleVariants = titleVariants }

    /// The button as the host sees it.
    package var hostButton: TemplateButton {
        TemplateButton(title: titleVariants.first ?? "", enabled: isEnabled)
    }
}
