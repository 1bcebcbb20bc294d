/// A shortcut on the CarPlay Dashboard while no trip is guided (iOS 13.4).
open class CPDashboardButton: NSObject {
    /// The title, longest first.
    public let titleVariants: [String]
    /// The subtitle, longest first.
    public let subtitleVariants: [String]
    /// The button's image.
    public let image: UIImage
    /// What the button does.
    package let handler: ((CPDashboardButton) -> Void)?

    /// A shortcut with these words and image.
    public init(titleVariants: [String], subtitleVariants: [String], image: UIImage, handler: ((CPDashboardButton) -> Void)? = nil) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
        self.handler = handler
        super.init()
    }
}
