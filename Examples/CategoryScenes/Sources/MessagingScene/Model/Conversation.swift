/// A conversation as the messaging service keeps it.
struct Conversation: Hashable, Sendable {
    let id: String
    var title: String
    var lastMessage: String
    /// When the last message came, as the app shows it (`10:42`, `Yesterday`).
    var lastActivity: String
    var unreadCount: Int
    var isPinned: Bool
    var isMuted: Bool
}

/// A person the user can call or write to.
struct Contact: Hashable, Sendable {
    let id: String
    let name: String
    let phoneNumber: String
    var label: String = "mobile"
}
