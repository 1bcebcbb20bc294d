import Host

/// The largest image a message list item shows at its leading or trailing edge (HeadUnit's
/// value; the car's may differ). Larger images are scaled down.
@available(iOS 12.0, *)
public let CPMaximumMessageItemImageSize = CGSize(width: 40, height: 40)

/// The largest image shown before a message list item's detail text (HeadUnit's value).
@available(iOS 26.0, *)
public let CPMaximumMessageItemLeadingDetailTextImageSize = CGSize(width: 20, height: 20)

/// A row of a list template that stands for a conversation or a contact (communication apps).
/// It has no handler: when the person selects it, CarPlay starts Siri — to compose a message
/// when the item has a phone number or email address, to read when it is unread, to reply
/// otherwise. Not main-actor, as in the SDK. Changing a property of a shown item reaches the car.
@available(iOS 14.0, *)
open class CPMessageListItem: NSObject, CPListTemplateItem {
    /// The row's words, which Siri also speaks.
    open var text: String? { didSet { ContentChanges.note() } }
    /// Your app's identifier of the conversation (Siri hands it back to your app; never shown).
    open var conversationIdentifier: String? { didSet { ContentChanges.note() } }
    /// The contact's phone number or email address, for Siri to write to.
    open var phoneOrEmailAddress: String? { didSet { ContentChanges.note() } }
    /// The leading edge: glyph, image, unread indicator.
    open var leadingConfiguration: CPMessageListItemLeadingConfiguration { didSet { ContentChanges.note() } }
    /// The trailing edge: glyph and image.
    open var trailingConfiguration: CPMessageListItemTrailingConfiguration? { didSet { ContentChanges.note() } }
    /// The row's second line.
    open var detailText: String? { didSet { ContentChanges.note() } }
    /// Words at the row's trailing edge (a time, a count).
    open var trailingText: String? { didSet { ContentChanges.note() } }
    /// An image before the detail text.
    @available(iOS 26.0, *)
    open var leadingDetailTextImage: UIImage? { didSet { ContentChanges.note() } }
    /// False to show the row disabled.
    @available(iOS 15.0, *)
    open var isEnabled = true { didSet { ContentChanges.note() } }
    /// Anything the app keeps with the row.
    open var userInfo: Any? { didSet { ContentChanges.note() } }

    /// A row for an existing conversation: `conversationIdentifier` is yours, `text` is shown
    /// and spoken.
    public init(conversationIdentifier: String, text: String, leadingConfiguration: CPMessageListItemLeadingConfiguration,
                trailingConfiguration: CPMessageListItemTrailingConfiguration?, detailText: String?, trailingText: String?) {
        self.conversationIdentifier = conversationIdentifier
        self.text = text
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = trailingConfiguration
        self.detailText = detailText
        self.trailingText = trailingText
        super.init()
    }

    /// A row for a contact: selecting it starts a new message to `phoneOrEmailAddress`.
    public init(fullName: String, phoneOrEmailAddress: String, leadingConfiguration: CPMessageListItemLeadingConfiguration,
                trailingConfiguration: CPMessageListItemTrailingConfiguration?, detailText: String?, trailingText: String?) {
        self.text = fullName
        self.phoneOrEmailAddress = phoneOrEmailAddress
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = trailingConfiguration
        self.detailText = detailText
        self.trailingText = trailingText
        super.init()
    }

    /// A row with no words and a plain leading edge (NSObject's initializer, which the SDK's
    /// class inherits).
    public override convenience init() {
        self.init(conversationIdentifier: "", text: "", leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: false),
                  trailingConfiguration: nil, detailText: nil, trailingText: nil)
        conversationIdentifier = nil
        text = nil
    }

    /// The row's detail as the host shows it: the detail text.
    package var hostDetail: String? { detailText }

    /// The row's note as the host shows it: the unread dot, the pin or star, the mute glyph and
    /// the trailing text, in words (`unread, pinned, 10:42`); nil when there is none.
    package var hostNote: String? {
        var words: [String] = []
        if leadingConfiguration.isUnread { words.append("unread") }
        switch leadingConfiguration.leadingItem {
        case .none: break
        case .pin: words.append("pinned")
        case .star: words.append("starred")
        }
        if trailingConfiguration?.trailingItem == .mute { words.append("muted") }
        if let trailingText { words.append(trailingText) }
        return words.isEmpty ? nil : words.joined(separator: ", ")
    }

    /// What CarPlay does when the row is selected (Apple's documentation of the item), for the
    /// host log: Siri composes when there is an address, reads when unread, replies otherwise.
    package var siriLine: String {
        let name = text ?? ""
        if let address = phoneOrEmailAddress, !address.isEmpty {
            return "\"\(name)\" selected: Siri starts composing a message to \(address) (HeadUnit has no Siri: nothing more happens)"
        }
        let flow = leadingConfiguration.isUnread ? "reading" : "a reply in"
        return "\"\(name)\" selected: Siri starts \(flow) conversation \"\(conversationIdentifier ?? "")\" (HeadUnit has no Siri: nothing more happens)"
    }
}
