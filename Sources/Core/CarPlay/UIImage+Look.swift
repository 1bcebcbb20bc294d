import Host

extension UIImage {
    /// The image as a picture of the car draws it (B12): by its symbol, asset or label; nil for
    /// an image with none of them (`UIImage()`, a bitmap), which a picture draws as it would no
    /// image.
    package var look: ImageLook? {
        guard systemName != nil || assetName != nil || label != nil else { return nil }
        return ImageLook(systemName: systemName, assetName: assetName, label: label)
    }
}

extension UITabBarItem.SystemItem {
    /// The SF Symbol a system tab item shows, as a picture of the car draws it (B12).
    package var symbolName: String {
        switch self {
        case .more: "ellipsis"
        case .favorites: "star.fill"
        case .featured: "star"
        case .topRated: "star"
        case .recents: "clock"
        case .contacts: "person.crop.circle"
        case .history: "clock"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .downloads: "arrow.down.circle"
        case .mostRecent: "clock"
        case .mostViewed: "list.number"
        }
    }
}
