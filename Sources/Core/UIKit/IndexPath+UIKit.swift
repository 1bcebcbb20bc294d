import Foundation

/// UIKit's index paths of rows and items in sections.
extension IndexPath {
    /// The path of `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section.
    public var section: Int { self[0] }
    /// The item in the section.
    public var item: Int { self[1] }
    /// The row in the section.
    public var row: Int { self[1] }
}
