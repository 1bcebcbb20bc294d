/// How an information template looks: its layout, its items (a rating item's stars) and its
/// footer actions by style.
public struct InformationLook: Hashable, Sendable {
    /// How the items are laid out.
    public enum Layout: Hashable, Sendable {
        /// One column at the leading edge, each detail under its title.
        case leading
        /// Two columns: the title at the leading edge, the detail beside it at the trailing edge.
        case twoColumn
    }

    /// One item.
    public struct Item: Hashable, Sendable {
        /// Its title.
        public var title: String
        /// Its detail.
        public var detail: String?
        /// A rating item's rating (steps of 0.5), if it has one.
        public var rating: Double?
        /// A rating item's highest rating (1 to 5), if it has one.
        public var maximumRating: Int?

        /// An item of these words and rating.
        public init(title: String, detail: String? = nil, rating: Double? = nil, maximumRating: Int? = nil) {
            self.title = title
            self.detail = detail
            self.rating = rating
            self.maximumRating = maximumRating
        }
    }

    /// How a footer action looks.
    public enum ActionStyle: Hashable, Sendable {
        /// The standard look.
        case normal
        /// A cancel button.
        case cancel
        /// A confirming button: filled.
        case confirm
    }

    /// One footer action: its title (the host taps it by this) and style.
    public struct Action: Hashable, Sendable {
        /// Its words.
        public var title: String
        /// How it looks.
        public var style: ActionStyle

        /// An action of these words and style.
        public init(title: String, style: ActionStyle = .normal) {
            self.title = title
            self.style = style
        }
    }

    /// The layout.
    public var layout: Layout
    /// The items shown (the first ten).
    public var items: [Item]
    /// The footer actions shown (the first three).
    public var actions: [Action]

    /// A look of this layout, items and actions.
    public init(layout: Layout, items: [Item], actions: [Action] = []) {
        self.layout = layout
        self.items = items
        self.actions = actions
    }
}
