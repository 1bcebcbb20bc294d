/// How a voice-control template of a scene looks: its active state's image and title (the
/// longest variant that fits), as CarPlay shows it full screen.
public struct VoiceControlLook: Hashable, Sendable {
    /// The active state's title variants, longest first.
    public var titleVariants: [String]
    /// The active state's image (a still: its animation is not drawn).
    public var image: ImageLook?

    /// The look of a state of these words and image.
    public init(titleVariants: [String], image: ImageLook? = nil) {
        self.titleVariants = titleVariants
        self.image = image
    }
}
