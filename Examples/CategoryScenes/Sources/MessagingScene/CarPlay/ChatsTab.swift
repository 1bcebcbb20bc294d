import CarPlay
import UIKit

/// The Chats tab: a row per conversation. Selecting one hands it to Siri (CarPlay reads an
/// unread conversation aloud, else starts a reply). No compose button: a tab's root shows no bar
/// buttons in CarPlay (CPBarButtonProviding's documentation), so Siri's own compose is the way.
@MainActor
final class ChatsTab {
    let template: CPListTemplate
    private let store: MessageStore

    init(store: MessageStore) {
        self.store = store
        template = CPListTemplate(title: "Chats", sections: [])
        template.tabTitle = "Chats"
        template.tabImage = UIImage(systemName: "message.fill")
        template.emptyViewTitleVariants = ["No conversations"]
        reload()
    }

    func reload() {
        let pinned = store.conversations.filter(\.isPinned).map(Self.item(for:))
        let recent = store.conversations.filter { !$0.isPinned }.map(Self.item(for:))
        var sections: [CPListSection] = []
        if !pinned.isEmpty { sections.append(CPListSection(items: pinned, header: "Pinned", sectionIndexTitle: nil)) }
        if !recent.isEmpty { sections.append(CPListSection(items: recent, header: "Recent", sectionIndexTitle: nil)) }
        template.updateSections(sections)
        template.showsTabBadge = store.conversations.contains { $0.unreadCount > 0 && !$0.isMuted }
    }

    private static func item(for conversation: Conversation) -> CPMessageListItem {
        let leading = CPMessageListItemLeadingConfiguration(leadingItem: conversation.isPinned ? .pin : .none,
                                                           leadingImage: UIImage(systemName: "person.crop.circle"),
                                                           unread: conversation.unreadCount > 0)
        let trailing = conversation.isMuted ? CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil) : nil
        let item = CPMessageListItem(conversationIdentifier: conversation.id, text: conversation.title, leadingConfiguration: leading,
                                     trailingConfiguration: trailing, detailText: conversation.lastMessage,
                                     trailingText: conversation.lastActivity)
        item.userInfo = conversation.id
        return item
    }
}
