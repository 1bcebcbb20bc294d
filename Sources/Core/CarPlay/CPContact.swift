/// A person or business as a contact template shows it: a name, an image, a subtitle, a line
/// of text and up to four action buttons. Not main-actor, as in the SDK. Assigning new
/// `actions` to a shown contact changes the car's buttons.
@available(iOS 14.0, *)
open class CPContact: NSObject {
    /// The name shown.
    open var name: String { didSet { ContentChanges.note() } }
    /// The contact's image (a picture of the car draws a symbol's glyph, else the image's name in
    /// a placeholder; HeadUnit draws no bitmaps).
    open var image: UIImage { didSet { ContentChanges.note() } }
    /// The action buttons (`CPContactCallButton`, `CPContactMessageButton`,
    /// `CPContactDirectionsButton` or any `CPButton`); the car shows the first four.
    open var actions: [CPButton]? { didSet { ContentChanges.note() } }
    /// A line shown under the name.
    open var subtitle: String? { didSet { ContentChanges.note() } }
    /// More words shown with the name.
    open var informativeText: String? { didSet { ContentChanges.note() } }

    /// A contact with this name and image.
    public init(name: String, image: UIImage) {
        self.name = name
        self.image = image
        super.init()
    }

    /// A contact with no name and an empty image (NSObject's initializer, which the SDK's class
    /// inherits).
    public override convenience init() {
        self.init(name: "", image: UIImage())
    }
}
