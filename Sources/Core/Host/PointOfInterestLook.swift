/// How a point-of-interest template looks: its places as numbered pins on a map and rows of a
/// picker, and the selected place's detail card with its buttons.
public struct PointOfInterestLook: Hashable, Sendable {
    /// One place.
    public struct Place: Hashable, Sendable {
        /// The picker's words for it: the title the host taps it by.
        public var title: String
        /// The picker's second line.
        public var subtitle: String?
        /// The picker's third line.
        public var summary: String?
        /// Where it is (latitude, longitude), when its map item has a valid coordinate.
        public var coordinate: Coordinate?
        /// Its pin's image.
        public var pin: ImageLook?

        /// A place with these words, coordinate and pin.
        public init(title: String, subtitle: String? = nil, summary: String? = nil, coordinate: Coordinate? = nil, pin: ImageLook? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.summary = summary
            self.coordinate = coordinate
            self.pin = pin
        }
    }

    /// A place's latitude and longitude, in degrees.
    public struct Coordinate: Hashable, Sendable {
        /// North positive.
        public var latitude: Double
        /// East positive.
        public var longitude: Double

        /// A coordinate in degrees.
        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// The selected place's detail card.
    public struct Card: Hashable, Sendable {
        /// Its title (the place's detail title, else its title).
        public var title: String
        /// Its subtitle.
        public var subtitle: String?
        /// Its summary.
        public var summary: String?
        /// Its buttons' titles, primary first (the host taps them by these).
        public var buttons: [String]

        /// A card with these words and buttons.
        public init(title: String, subtitle: String? = nil, summary: String? = nil, buttons: [String] = []) {
            self.title = title
            self.subtitle = subtitle
            self.summary = summary
            self.buttons = buttons
        }
    }

    /// The places, in order (a pin's number is its place in this list, from 1).
    public var places: [Place]
    /// The index of the selected place, if one is.
    public var selected: Int?
    /// The selected place's card.
    public var card: Card?

    /// A map of `places`, `selected` selected with its `card`.
    public init(places: [Place], selected: Int? = nil, card: Card? = nil) {
        self.places = places
        self.selected = selected
        self.card = card
    }
}
