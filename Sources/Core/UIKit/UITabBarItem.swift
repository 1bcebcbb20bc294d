/// A tab's item.
public enum UITabBarItem {
    /// The system's own tab items (`CPTemplate.tabSystemItem`).
    public enum SystemItem: Int, Sendable {
        /// More.
        case more
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top Rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most Recent.
        case mostRecent
        /// Most Viewed.
        case mostViewed
    }
}
