/// The words on a trip preview's buttons (nil: the car's own, `Go` for the start button).
open class CPTripPreviewTextConfiguration: NSObject {
    /// The start button's words.
    public let startButtonTitle: String?
    /// The words of the button that shows more routes (HeadUnit shows the routes at once: kept).
    public let additionalRoutesButtonTitle: String?
    /// The words of the overview button (kept).
    public let overviewButtonTitle: String?

    /// A configuration with these words.
    public init(startButtonTitle: String?, additionalRoutesButtonTitle: String?, overviewButtonTitle: String?) {
        self.startButtonTitle = startButtonTitle
        self.additionalRoutesButtonTitle = additionalRoutesButtonTitle
        self.overviewButtonTitle = overviewButtonTitle
        super.init()
    }
}
