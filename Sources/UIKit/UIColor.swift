import Foundation

/// A colour, as scene code passes it (`UIColor.systemBlue`, `UIColor(red:green:blue:alpha:)`).
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue and alpha, each 0…1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// The colour of these components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey of `white` (0…1).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let systemRed = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
    public static let systemGreen = UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    public static let systemGray = UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    public static let systemBackground = UIColor.white
}
