/// A block that CarPlay calls when the user taps an alert action.
public typealias CPAlertActionHandler = (CPAlertAction) -> Void

/// A button of an alert or action sheet.
open class CPAlertAction: NSObject {
    /// How an action looks.
    public enum Style: UInt, Sendable {
        case `default` = 0, cancel = 1, destructive = 2
    }

    /// The action's words.
    public let title: String
    /// Its style.
    public let style: Style
    /// Its colour (iOS 16).
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

    /// An action with these words and colour.
    public init(title: String, color: UIColor, handler: @escaping CPAlertActionHandler) {
        self.title = title
        self.style = .default
        self.color = color
        self.handler = handler
    }
}
