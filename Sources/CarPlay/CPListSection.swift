/// A section of a list template: its items and an optional header.
open class CPListSection: NSObject {
    /// The section's items.
    public let items: [any CPListTemplateItem]
    /// The section's header.
    public let header: String?
    /// The section's index title (its first character is used).
    public let sectionIndexTitle: String?

    /// A section of these items.
    public convenience init(items: [CPListItem]) {
        self.init(items: items, header: nil, sectionIndexTitle: nil)
    }

    /// A section of these items, with a header.
    public convenience init(items: [CPListItem], header: String?, sectionIndexTitle: String?) {
        self.init(items: items as [any CPListTemplateItem], header: header, sectionIndexTitle: sectionIndexTitle)
    }

    /// A section of these items.
    public convenience init(items: [any CPListTemplateItem]) {
        self.init(items: items, header: nil, sectionIndexTitle: nil)
    }

    /// A section of these items, with a header.
    public init(items: [any CPListTemplateItem], header: String?, sectionIndexTitle: String?) {
        self.items = items
        self.header = header
        self.sectionIndexTitle = sectionIndexTitle
    }

    /// The index of `item` in the section, or `NSNotFound`.
    public func index(of item: any CPListTemplateItem) -> Int {
        items.firstIndex { $0 === item } ?? NSNotFound
    }

    /// The item at `index`.
    public func item(at index: Int) -> any CPListTemplateItem { items[index] }
}
