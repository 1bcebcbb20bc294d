/// Makes a grid button a conversation (iOS 26): selecting it hands the conversation's identifier
/// to Siri, and the button can show an unread indicator. HeadUnit notes `unread` on the button.
/// Not a main-actor class, as in the SDK.
@available(iOS 26.0, *)
open class CPMessageGridItemConfiguration: NSObject {
    /// The app's identifier of the conversation (Siri hands it back; the car does not show it).
    public let conversationIdentifier: String
    /// True to show the unread indicator.
    public var isUnread: Bool { didSet { ContentChanges.note() } }

    /// A configuration for the conversation `conversationIdentifier`, unread or not.
    public init(conversationIdentifier: String, unread: Bool) {
        self.conversationIdentifier = conversationIdentifier
        self.isUnread = unread
    }
}
