import Host

/// A block that CarPlay calls when the user taps an alert action.
public typealias CPAlertActionHandler = (CPAlertAction) -> Void

/// A button of an alert or action sheet. Not a main-actor class, as in the SDK.
open class CPAlertAction: NSObject {
    /// How an action looks.
    public enum Style: UInt, Sendable {
        /// The standard look.
        case `default` = 0
        /// A cancel action.
        case cancel = 1
        /// An action that destroys something.
        case destructive = 2
    }

    /// The action's words.
    public let title: String
    /// Its style.
    public let style: Style
    /// Its colour (iOS 16; HeadUnit draws no colours).
    @available(iOS 16.0, *)
    public let color: UIColor?
    /// What the action does.
    public let handler: CPAlertActionHandler

    /// An action with these words and style.
    public init(title: String, style: Style, handler: @escaping CPAlertActionHandler) {
        self.title = title
        self.style = style
        self.color = nil
        self.handler = handler
    }

    /// The action's style as a picture draws it (B12).
    package var actionStyle: ActionStyle {
        switch style {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    /// An action with these words and colour (iOS 16).
    @available(iOS 16.0, *)
    public init(title: String, color: UIColor, handler: @escaping CPAlertActionHandler) {
        self.title = title
        self.style = .default
        self.color = color
        self.handler = handler
    }
}
