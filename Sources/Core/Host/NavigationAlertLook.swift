/// A navigation alert over the map (`CPMapTemplate.present(navigationAlert:)`, B10): its image,
/// title and subtitle variants and its one or two actions.
public struct NavigationAlertLook: Hashable, Sendable {
    /// How an action looks.
    public enum Style: Hashable, Sendable {
        /// The standard look.
        case plain
        /// A cancel action.
        case cancel
        /// An action that destroys something: red.
        case destructive
    }

    /// One action: its title (the host taps it by this) and style.
    public struct Action: Hashable, Sendable {
        /// Its words.
        public var title: String
        /// How it looks.
        public var style: Style

        /// An action of these words and style.
        public init(title: String, style: Style = .plain) {
            self.title = title
            self.style = style
        }
    }

    /// The title variants, longest first.
    public var titleVariants: [String]
    /// The subtitle variants, longest first.
    public var subtitleVariants: [String]
    /// The image.
    public var image: ImageLook?
    /// The actions, primary first.
    public var actions: [Action]

    /// An alert of these words, image and actions.
    public init(titleVariants: [String], subtitleVariants: [String] = [], image: ImageLook? = nil, actions: [Action]) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
        self.actions = actions
    }
}
