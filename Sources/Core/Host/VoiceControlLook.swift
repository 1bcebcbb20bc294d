/// How a voice-control template of a scene looks: its active state's image and title (the
/// longest variant that fits), as CarPlay shows it full screen.
public struct VoiceControlLook: Hashable, Sendable {
    /// The active state's title variants, longest first.
    public var titleVariants: [String]
    /// The active state's image.
    public var image: ImageLook?
    /// True when the image's animation repeats (a still is drawn).
    public var repeats: Bool

    /// The look of a state of these words and image.
    public init(titleVariants: [String], image: ImageLook? = nil, repeats: Bool = false) {
        self.titleVariants = titleVariants
        self.image = image
        self.repeats = repeats
    }
}
