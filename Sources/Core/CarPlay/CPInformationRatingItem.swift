/// A line of an information template with a rating, such as stars out of five. Not a main-actor
/// class, as in the SDK. HeadUnit notes the rating on the line (`rating 4.5 of 5`).
@available(iOS 14.0, *)
open class CPInformationRatingItem: CPInformationItem {
    /// The rating, in steps of 0.5 from 0 to `maximumRating`.
    public let rating: NSNumber?
    /// The highest rating, a whole number from 1 to 5.
    public let maximumRating: NSNumber?

    /// A line of this rating, maximum, title and detail.
    public init(rating: NSNumber?, maximumRating: NSNumber?, title: String?, detail: String?) {
        self.rating = rating
        self.maximumRating = maximumRating
        super.init(title: title, detail: detail)
    }

    /// The note the line shows: `rating 4.5 of 5`, `rating 4.5`, or nothing without a rating.
    package override var hostNote: String? {
        guard let rating else { return nil }
        let shown = "rating \(Self.number(rating))"
        return maximumRating.map { "\(shown) of \(Self.number($0))" } ?? shown
    }

    /// `4`, `4.5`: whole numbers without a fraction.
    private static func number(_ n: NSNumber) -> String {
        let value = n.doubleValue
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
