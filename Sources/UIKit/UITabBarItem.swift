/// A tab's item.
public enum UITabBarItem {
    /// The system's own tab items (`CPTemplate.tabSystemItem`).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
}
