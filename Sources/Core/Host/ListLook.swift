/// How a list template looks beyond its words (B12): its details header, its sections with
/// their headers, each row's image, detail line, accessory, playing indicator and progress, an
/// image row's images, and what an empty list shows. A list's picture draws it top to bottom;
/// every title in it that can be tapped is one of the template's `buttons`.
public struct ListLook: Hashable, Sendable {
    /// What a row shows at its trailing edge (`CPListItemAccessoryType`, or an accessory image).
    public enum Accessory: Hashable, Sendable {
        /// Nothing.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// A cloud: the row's content is not on the phone yet.
        case cloud
        /// The row's own accessory image.
        case image(ImageLook)
    }

    /// Where a playing row's "now playing" bars go (`CPListItemPlayingIndicatorLocation`).
    public enum PlayingIndicator: Hashable, Sendable {
        /// Before the row's image and words.
        case leading
        /// At the trailing edge, before the accessory.
        case trailing
    }

    /// An image of an image row, a header grid button, a header's button: tappable by its title.
    public struct Tile: Hashable, Sendable {
        /// The title a tap names (the image's title, or the one HeadUnit gives it).
        public var title: String
        /// The image, when there is one.
        public var image: ImageLook?
        /// False when it does nothing.
        public var enabled: Bool

        /// A tile titled `title` showing `image`.
        public init(title: String, image: ImageLook? = nil, enabled: Bool = true) {
            self.title = title
            self.image = image
            self.enabled = enabled
        }
    }

    /// One row: a list item, an image row (its `tiles`), or any other item.
    public struct Row: Hashable, Sendable {
        /// The row's words, and the title a tap names.
        public var title: String
        /// The second line, drawn under the title, smaller.
        public var detail: String?
        /// A badge after the title (`Phone only`).
        public var note: String?
        /// The leading image.
        public var image: ImageLook?
        /// What the trailing edge shows.
        public var accessory: Accessory
        /// Where the "now playing" bars go while the row's content plays; nil when it does not.
        public var playingIndicator: PlayingIndicator?
        /// How far the row's content has played, 0…1 (0: no bar).
        public var progress: Double
        /// True for explicit content: an `E` badge after the title.
        public var isExplicit: Bool
        /// False for a row shown dimmed that ignores a touch.
        public var enabled: Bool
        /// An image row's images, in order, each tappable.
        public var tiles: [Tile]
        /// A conversation's unread dot, at the leading edge.
        public var isUnread = false
        /// A mark at the leading edge (a conversation's pin or star).
        public var leadingMark: ImageLook?
        /// Words at the trailing edge, level with the title (a conversation's time).
        public var trailingText: String?

        /// A row titled `title`; everything else as a plain row shows it.
        public init(title: String, detail: String? = nil, note: String? = nil, image: ImageLook? = nil, accessory: Accessory = .none,
                    playingIndicator: PlayingIndicator? = nil, progress: Double = 0, isExplicit: Bool = false, enabled: Bool = true,
                    tiles: [Tile] = []) {
            self.title = title
            self.detail = detail
            self.note = note
            self.image = image
            self.accessory = accessory
            self.playingIndicator = playingIndicator
            self.progress = progress
            self.isExplicit = isExplicit
            self.enabled = enabled
            self.tiles = tiles
        }
    }

    /// One section: its header (words, subtitle, image, button) over its rows, drawn as a group
    /// of its own.
    public struct Section: Hashable, Sendable {
        /// The header's words; nil for a section without a header.
        public var header: String?
        /// The words under the header.
        public var subtitle: String?
        /// The header's image.
        public var image: ImageLook?
        /// The header's button (tappable by its title).
        public var button: Tile?
        /// The rows the car shows.
        public var rows: [Row]

        /// A section of `rows` under `header`.
        public init(header: String? = nil, subtitle: String? = nil, image: ImageLook? = nil, button: Tile? = nil, rows: [Row]) {
            self.header = header
            self.subtitle = subtitle
            self.image = image
            self.button = button
            self.rows = rows
        }
    }

    /// The details header at the top of a list (`CPListTemplateDetailsHeader`).
    public struct DetailsHeader: Hashable, Sendable {
        /// Its title.
        public var title: String
        /// The words under the title.
        public var subtitle: String?
        /// Its first body variant.
        public var body: String?
        /// Its thumbnail.
        public var thumbnail: ImageLook?
        /// Its action buttons (tappable by their titles).
        public var buttons: [Tile]

        /// A details header titled `title`.
        public init(title: String, subtitle: String? = nil, body: String? = nil, thumbnail: ImageLook? = nil, buttons: [Tile] = []) {
            self.title = title
            self.subtitle = subtitle
            self.body = body
            self.thumbnail = thumbnail
            self.buttons = buttons
        }
    }

    /// The details header, if the list has one.
    public var detailsHeader: DetailsHeader?
    /// The grid buttons above the rows (tappable).
    public var headerGridButtons: [Tile]
    /// The assistant cell's words and whether it sits above the sections (else below).
    public var assistantCell: (words: String, atTop: Bool)? {
        get { assistantWords.map { ($0, assistantAtTop) } }
        set {
            assistantWords = newValue?.words
            assistantAtTop = newValue?.atTop ?? true
        }
    }
    private var assistantWords: String?
    private var assistantAtTop = true
    /// The sections the car shows, in order.
    public var sections: [Section]
    /// What a list with no items says (`emptyViewTitleVariants`' first), centred.
    public var emptyTitle: String?
    /// The line under it (`emptyViewSubtitleVariants`' first).
    public var emptySubtitle: String?
    /// True to show a spinner while the list has no items (`showsSpinnerWhileEmpty`).
    public var showsSpinner: Bool

    /// A list look of `sections`, with the rest as given.
    public init(detailsHeader: DetailsHeader? = nil, headerGridButtons: [Tile] = [], sections: [Section] = [],
                emptyTitle: String? = nil, emptySubtitle: String? = nil, showsSpinner: Bool = false) {
        self.detailsHeader = detailsHeader
        self.headerGridButtons = headerGridButtons
        self.sections = sections
        self.emptyTitle = emptyTitle
        self.emptySubtitle = emptySubtitle
        self.showsSpinner = showsSpinner
    }

    /// True when no section has a row (the empty view or the spinner shows).
    public var isEmpty: Bool { sections.allSatisfy(\.rows.isEmpty) }
}
