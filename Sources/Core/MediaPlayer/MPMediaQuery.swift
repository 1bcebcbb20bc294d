import Foundation

/// A question to the phone's media library (`MPMediaQuery.playlists()`). HeadUnit's phone has an
/// empty library: every query finds nothing (an empty list, not nil).
@available(iOS 3.0, *)
open class MPMediaQuery: NSObject, @unchecked Sendable {
    /// What is asked for.
    private enum Grouping { case playlists }

    private let grouping: Grouping
    private let filters = Locked<[MPMediaPredicate]>([])

    private init(grouping: Grouping) {
        self.grouping = grouping
        super.init()
    }

    /// The library's playlists.
    open class func playlists() -> MPMediaQuery { MPMediaQuery(grouping: .playlists) }

    /// Keeps only the entities that meet `predicate` too.
    open func addFilterPredicate(_ predicate: MPMediaPredicate) {
        filters.withLock { $0.append(predicate) }
    }

    /// The collections found (none here).
    open var collections: [MPMediaItemCollection]? { [] }
}
