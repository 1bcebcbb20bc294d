/// How a search template looks: its field with the text typed (or the placeholder) over the
/// results the app gave for it (the screen's rows).
public struct SearchLook: Hashable, Sendable {
    /// The text typed last; empty before any.
    public var text: String
    /// Each result's image, in the rows' order (nil where it has none).
    public var resultImages: [ImageLook?]

    /// A search with `text` typed.
    public init(text: String, resultImages: [ImageLook?] = []) {
        self.text = text
        self.resultImages = resultImages
    }

    /// The field's words before anything is typed (CarPlay's own).
    public static let placeholder = "Search"
}
