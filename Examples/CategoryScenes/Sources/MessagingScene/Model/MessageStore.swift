/// The app's conversations and contacts, and what changes them (the phone app and the car
/// share it).
@MainActor
protocol MessageStore: AnyObject {
    /// Pinned first, then the most recent first.
    var conversations: [Conversation] { get }
    var contacts: [Contact] { get }
    /// Called after every change.
    var onChange: (() -> Void)? { get set }
}

/// Places calls (CallKit in the shipping app).
@MainActor
protocol CallService: AnyObject {
    func startCall(to contact: Contact)
}

/// The store in memory, with a few conversations and contacts (previews and tests use it).
@MainActor
final class InMemoryMessageStore: MessageStore, CallService {
    private(set) var conversations: [Conversation]
    let contacts: [Contact]
    var onChange: (() -> Void)?
    /// The calls started, by contact name.
    private(set) var calls: [String] = []

    init(conversations: [Conversation] = Conversation.demo, contacts: [Contact] = Contact.demo) {
        self.conversations = conversations
        self.contacts = contacts
    }

    /// A message arrives in conversation `id`: it becomes the most recent and unread.
    func receive(_ text: String, in id: String, at time: String) {
        guard let i = conversations.firstIndex(where: { $0.id == id }) else { return }
        var conversation = conversations.remove(at: i)
        conversation.lastMessage = text
        conversation.lastActivity = time
        conversation.unreadCount += 1
        let firstUnpinned = conversations.firstIndex { !$0.isPinned } ?? conversations.count
        conversations.insert(conversation, at: conversation.isPinned ? 0 : firstUnpinned)
        onChange?()
    }

    func startCall(to contact: Contact) {
        calls.append(contact.name)
    }
}

extension Conversation {
    /// A few conversations, for previews and tests.
    static let demo = [
        Conversation(id: "family", title: "Family", lastMessage: "Dinner at 8?", lastActivity: "10:42", unreadCount: 2, isPinned: true, isMuted: false),
        Conversation(id: "ana", title: "Ana Lima", lastMessage: "On my way", lastActivity: "09:15", unreadCount: 0, isPinned: false, isMuted: false),
        Conversation(id: "climbing", title: "Climbing club", lastMessage: "Rain tomorrow, gym instead", lastActivity: "Yesterday", unreadCount: 5, isPinned: false, isMuted: true),
    ]
}

extension Contact {
    /// A few contacts, for previews and tests.
    static let demo = [
        Contact(id: "ana", name: "Ana Lima", phoneNumber: "+33 6 12 34 56 78"),
        Contact(id: "bruno", name: "Bruno Costa", phoneNumber: "+33 6 98 76 54 32", label: "work"),
    ]
}
