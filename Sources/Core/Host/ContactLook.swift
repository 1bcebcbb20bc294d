/// How a contact template looks: an avatar (the contact's image, else the name's initials), the
/// name, subtitle and informative text, and its action buttons as round glyphs with titles.
public struct ContactLook: Hashable, Sendable {
    /// One action button: its title (the host taps it by this) and image.
    public struct Action: Hashable, Sendable {
        /// Its words.
        public var title: String
        /// Its image (a call button's `phone.fill`).
        public var image: ImageLook?
        /// False when it is shown dimmed and does nothing.
        public var enabled: Bool

        /// An action of these words and image.
        public init(title: String, image: ImageLook? = nil, enabled: Bool = true) {
            self.title = title
            self.image = image
            self.enabled = enabled
        }
    }

    /// The contact's name.
    public var name: String
    /// Its image; nil for an image made of nothing (the avatar shows the initials).
    public var image: ImageLook?
    /// The line under the name.
    public var subtitle: String?
    /// The words under the subtitle.
    public var informativeText: String?
    /// The action buttons shown (the first four).
    public var actions: [Action]

    /// A contact of these words, image and actions.
    public init(name: String, image: ImageLook? = nil, subtitle: String? = nil, informativeText: String? = nil, actions: [Action] = []) {
        self.name = name
        self.image = image
        self.subtitle = subtitle
        self.informativeText = informativeText
        self.actions = actions
    }

    /// Up to two initials of the name (`Ada Lovelace` → `AL`); empty for no name.
    public var initials: String {
        String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }
}
