/// How a map template looks over the map the app draws (B10): its map buttons, its navigation
/// bar's leading and trailing buttons, the trip preview, the guidance card, a navigation alert
/// and the pan arrows. Every title a person can tap is the one the host taps it by.
public struct MapLook: Hashable, Sendable {
    /// A map button or a bar button: the title it is tapped by and the image it shows.
    public struct Button: Hashable, Sendable {
        /// The title the host taps it by (a bar button's words, else its image's name).
        public var title: String
        /// The image it shows (a map button shows only its image).
        public var image: ImageLook?
        /// False when it is shown dimmed and does nothing.
        public var enabled: Bool

        /// A button tapped by `title`, showing `image`.
        public init(title: String, image: ImageLook? = nil, enabled: Bool = true) {
            self.title = title
            self.image = image
            self.enabled = enabled
        }
    }

    /// The round buttons at the map's trailing edge, as the car shows them (at most four; two
    /// while panning), first on top.
    public var mapButtons: [Button]
    /// The navigation bar's buttons at its leading edge.
    public var leadingBarButtons: [Button]
    /// The navigation bar's buttons at its trailing edge.
    public var trailingBarButtons: [Button]
    /// The trip preview panel, while `showTripPreviews` is up.
    public var tripPreview: TripPreviewLook?
    /// The guidance card, while a navigation session guides.
    public var guidance: GuidanceLook?
    /// The navigation alert shown, if any.
    public var alert: NavigationAlertLook?
    /// True while the panning interface (the pan arrows) is up.
    public var isPanning: Bool

    /// A map with these controls over it.
    public init(mapButtons: [Button] = [], leadingBarButtons: [Button] = [], trailingBarButtons: [Button] = [],
                tripPreview: TripPreviewLook? = nil, guidance: GuidanceLook? = nil, alert: NavigationAlertLook? = nil, isPanning: Bool = false) {
        self.mapButtons = mapButtons
        self.leadingBarButtons = leadingBarButtons
        self.trailingBarButtons = trailingBarButtons
        self.tripPreview = tripPreview
        self.guidance = guidance
        self.alert = alert
        self.isPanning = isPanning
    }

    /// The pan arrows' titles, in the order the host lists them (HeadUnit's words).
    public static let panTitles = ["Pan up", "Pan down", "Pan left", "Pan right"]
}
