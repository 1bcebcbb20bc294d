/// The largest image a list section's header shows (HeadUnit's value; a car gives its own).
@available(iOS 15.0, *)
public let CPMaximumListSectionImageSize = CGSize(width: 44, height: 44)

/// A section of a list template: its items and an optional header, with a subtitle, an image and
/// a button (iOS 15). Not a main-actor class, as in the SDK. The car shows the header's words as a
/// line of the list and its button as an entry you can tap (a picture draws its image by its name, B12).
open class CPListSection: NSObject {
    /// The section's items.
    public let items: [any CPListTemplateItem]
    /// The section's header.
    public let header: String?
    /// The words under the header (iOS 15).
    @available(iOS 15.0, *)
    public let headerSubtitle: String?
    /// The header's image (iOS 15). Setting it on a section whose header has no words (nor a
    /// subtitle, an image or a button) raises `NSInvalidArgumentException`, as CarPlay does, and
    /// changes nothing (B4): recorded on the car of the list that shows the section (when the main
    /// actor runs), or on the car of the first list given the section later.
    @available(iOS 15.0, *)
    public var headerImage: UIImage? {
        get { image }
        set {
            guard showsHeader else {   // B4
                return raise("NSInvalidArgumentException", reason: "Setting a header image requires section header text to be set.",
                             call: "CPListSection.headerImage")
            }
            image = newValue
        }
    }
    /// The header's button (iOS 15): the car shows it after the header, tappable.
    @available(iOS 15.0, *)
    public let headerButton: CPButton?
    /// The section's index title (its first character is used).
    public let sectionIndexTitle: String?
    /// The list template that shows the section last, so a bad index can be reported on its car.
    package weak var owner: CPTemplate? { didSet { ContentChanges.note() } }
    /// An exception raised while no list showed the section, for the first list given it.
    package private(set) var pendingException: (name: String, reason: String, call: String)?
    private var image: UIImage? { didSet { ContentChanges.note() } }

    /// True when the section has a header the car shows: words, or a subtitle, an image or a
    /// button (the framework's section header style is not none).
    package var showsHeader: Bool {
        !(header ?? "").isEmpty || !(headerSubtitle ?? "").isEmpty || image != nil || headerButton != nil
    }

    /// A section of these items.
    public convenience init(items: [any CPListTemplateItem]) {
        self.init(items: items, header: nil, sectionIndexTitle: nil)
    }

    /// A section of these items, with a header.
    public init(items: [any CPListTemplateItem], header: String?, sectionIndexTitle: String?) {
        self.items = items
        self.header = header
        self.headerSubtitle = nil
        self.image = nil
        self.headerButton = nil
        self.sectionIndexTitle = sectionIndexTitle
    }

    /// A section of these items under a header with a subtitle, an image and a button (iOS 15).
    @available(iOS 15.0, *)
    public init(items: [any CPListTemplateItem], header: String, headerSubtitle: String?, headerImage: UIImage?,
                headerButton: CPButton?, sectionIndexTitle: String?) {
        self.items = items
        self.header = header
        self.headerSubtitle = headerSubtitle
        self.image = headerImage
        self.headerButton = headerButton
        self.sectionIndexTitle = sectionIndexTitle
    }

    /// The index of `item` in the section, or `NSNotFound`.
    @available(iOS 14.0, *)
    public func index(of item: any CPListTemplateItem) -> Int {
        items.firstIndex { $0 === item } ?? NSNotFound
    }

    /// The item at `index`. An index outside the section raises, as `NSArray` does: the app dies
    /// with an `NSRangeException`, recorded as a crash on the car of the list that shows the
    /// section (B6) as soon as the main actor runs (`HeadUnit.advance` sees it; a section in no
    /// list on a car has no car to record it on); HeadUnit hands back an empty item so the test
    /// process lives on to report it.
    @available(iOS 14.0, *)
    public func item(at index: Int) -> any CPListTemplateItem {
        if items.indices.contains(index) { return items[index] }
        let bounds = items.isEmpty ? "for empty array" : "[0 .. \(items.count - 1)]"
        let reason = "*** -[__NSArrayI objectAtIndex:]: index \(index) beyond bounds \(bounds)"
        // The car that shows the section lives on the main actor, and this class does not: the
        // crash is recorded there as soon as the main actor gets to it.
        if let owner {
            Task { @MainActor in
                owner.hostSession?.recordException("NSRangeException", reason: reason, call: "CPListSection.item(at: \(index))")
            }
        }
        return CPListSectionEmptyItem()
    }

    /// The framework raises `name` at a call on this section (B4): recorded on the car of the list
    /// that shows it as soon as the main actor runs (this class is not main-actor), or kept for the
    /// first list given the section. Only the first counts.
    private func raise(_ name: String, reason: String, call: String) {
        if let owner {
            Task { @MainActor in owner.raise(name, reason: reason, call: call) }
        } else if pendingException == nil {
            pendingException = (name, reason, call)
        }
    }

    /// A list takes the section: an exception raised before is now that list's to record.
    package func takePendingException() -> (name: String, reason: String, call: String)? {
        defer { pendingException = nil }
        return pendingException
    }
}

/// What `CPListSection.item(at:)` hands back after an index outside the section has crashed the
/// app: no words, nothing to select.
private final class CPListSectionEmptyItem: NSObject, CPListTemplateItem {
    var text: String? { nil }
    nonisolated(unsafe) var userInfo: Any? { didSet { ContentChanges.note() } }
    nonisolated(unsafe) var isEnabled = false { didSet { ContentChanges.note() } }
}
