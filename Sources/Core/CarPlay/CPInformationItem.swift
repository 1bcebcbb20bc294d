import Host

/// One line of an information template: a title and a detail. Not a main-actor class, as in the
/// SDK.
@available(iOS 14.0, *)
open class CPInformationItem: NSObject {
    /// The line's title.
    public let title: String?
    /// The line's detail.
    public let detail: String?

    /// A line of this title and detail.
    public init(title: String?, detail: String?) {
        self.title = title
        self.detail = detail
    }

    /// The line as the host sees it: its title, its detail, and its note.
    package var hostLine: TemplateButton {
        TemplateButton(title: title ?? "", detail: detail, note: hostNote)
    }

    /// The line as an information template draws it.
    package var placesLook: InformationLook.Item {
        let rated = self as? CPInformationRatingItem
        return InformationLook.Item(title: title ?? "", detail: detail, rating: rated?.rating?.doubleValue, maximumRating: rated?.maximumRating?.intValue)
    }

    /// What the line notes beside its words (a rating item's rating); nothing here.
    package var hostNote: String? { nil }
}
