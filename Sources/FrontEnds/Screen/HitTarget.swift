/// Where a tappable title is drawn on the car: a window maps a click to the title's tap.
/// Titles are those of `CarDisplay.tappableTitles` (the gear is `gear`).
public struct HitTarget: Hashable, Sendable {
    /// The words a `tap` step uses.
    public var title: String
    /// Where it is drawn, in the car's pixels.
    public var frame: Rect

    /// A title and its frame.
    public init(title: String, frame: Rect) {
        self.title = title
        self.frame = frame
    }
}
