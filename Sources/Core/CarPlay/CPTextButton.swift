import Host

/// The style of a text button.
@available(iOS 14.0, *)
public enum CPTextButtonStyle: Int, Sendable {
    /// The standard style.
    case normal = 0
    /// A cancel button.
    case cancel = 1
    /// A confirming button.
    case confirm = 2
}

/// A button of words: an information template's actions, a point of interest's buttons. Not a
/// main-actor class, as in the SDK.
@available(iOS 14.0, *)
open class CPTextButton: NSObject {
    /// The words on the button.
    public var title: String { didSet { ContentChanges.note() } }
    /// Its style.
    public var textStyle: CPTextButtonStyle { didSet { ContentChanges.note() } }
    /// What the button does.
    package let handler: ((CPTextButton) -> Void)?

    /// A button of these words and style.
    public init(title: String, textStyle: CPTextButtonStyle, handler: ((CPTextButton) -> Void)? = nil) {
        self.title = title
        self.textStyle = textStyle
        self.handler = handler
    }

    /// The button as the host sees it.
    package var hostButton: TemplateButton {
        TemplateButton(title: title)
    }
}
