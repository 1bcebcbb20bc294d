import Host

/// One state of a voice-control template: an identifier, its titles and image, and (iOS 26.4)
/// its action buttons. Not a main-actor class, as in the SDK.
open class CPVoiceControlState: NSObject {
    /// The state's identifier, for `activateVoiceControlState(withIdentifier:)`.
    public let identifier: String
    /// The state's title, longest first (HeadUnit shows the first).
    public let titleVariants: [String]?
    /// The state's image.
    public let image: UIImage?
    /// True when the image's animation repeats.
    public let repeats: Bool
    /// The buttons the state shows (`Mute`, `End`; iOS 26.4); the car keeps
    /// `maximumActionButtonCount`.
    @available(iOS 26.4, *)
    public var actionButtons: [CPButton] = [] { didSet { ContentChanges.note() } }

    /// The most action buttons a state shows (iOS 26.4); the rest are ignored: the car plugged
    /// in's `HostConfig.actionButtonsKept` (its value on a phone is not public: 2 unless set).
    @available(iOS 26.4, *)
    public class var maximumActionButtonCount: Int { CurrentCar.config.actionButtonsKept }

    /// A state with this identifier, titles and image.
    public init(identifier: String, titleVariants: [String]?, image: UIImage?, repeats: Bool) {
        self.identifier = identifier
        self.titleVariants = titleVariants
        self.image = image
        self.repeats = repeats
    }

    /// The state as the host sees it.
    package var hostState: VoiceControlState {
        VoiceControlState(identifier: identifier, title: titleVariants?.first ?? "", actionButtons: actionButtons.map(\.hostButton))
    }
}
