import Foundation

/// The system's colours. The adaptable ones are dynamic, with UIKit's light and dark values
/// (Apple's Human Interface Guidelines, iOS 13–18), so a colour resolved for the car's dark
/// traits (`resolvedColor(with: carTraitCollection)`) takes the dark value.
extension UIColor {
    /// A colour of 0…255 components.
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// A colour with a light and a dark value.
    private static func adaptive(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    // MARK: Fixed colours

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// A dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// A light grey (white 2/3).
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// A grey (white 1/2).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black with alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: Adaptable system colours

    /// Red.
    public static let systemRed = adaptive(rgb(255, 59, 48), rgb(255, 69, 58))
    /// Orange.
    public static let systemOrange = adaptive(rgb(255, 149, 0), rgb(255, 159, 10))
    /// Yellow.
    public static let systemYellow = adaptive(rgb(255, 204, 0), rgb(255, 214, 10))
    /// Green.
    public static let systemGreen = adaptive(rgb(52, 199, 89), rgb(48, 209, 88))
    /// Mint.
    @available(iOS 15.0, *)
    public static let systemMint = adaptive(rgb(0, 199, 190), rgb(99, 230, 226))
    /// Teal.
    public static let systemTeal = adaptive(rgb(48, 176, 199), rgb(64, 200, 224))
    /// Cyan.
    @available(iOS 15.0, *)
    public static let systemCyan = adaptive(rgb(50, 173, 230), rgb(100, 210, 255))
    /// Blue.
    public static let systemBlue = adaptive(rgb(0, 122, 255), rgb(10, 132, 255))
    /// Indigo.
    public static let systemIndigo = adaptive(rgb(88, 86, 214), rgb(94, 92, 230))
    /// Purple.
    public static let systemPurple = adaptive(rgb(175, 82, 222), rgb(191, 90, 242))
    /// Pink.
    public static let systemPink = adaptive(rgb(255, 45, 85), rgb(255, 55, 95))
    /// Brown.
    public static let systemBrown = adaptive(rgb(162, 132, 94), rgb(172, 142, 104))
    /// The base grey.
    public static let systemGray = adaptive(rgb(142, 142, 147), rgb(142, 142, 147))
    /// The second grey.
    public static let systemGray2 = adaptive(rgb(174, 174, 178), rgb(99, 99, 102))
    /// The third grey.
    public static let systemGray3 = adaptive(rgb(199, 199, 204), rgb(72, 72, 74))
    /// The fourth grey.
    public static let systemGray4 = adaptive(rgb(209, 209, 214), rgb(58, 58, 60))
    /// The fifth grey.
    public static let systemGray5 = adaptive(rgb(229, 229, 234), rgb(44, 44, 46))
    /// The sixth grey.
    public static let systemGray6 = adaptive(rgb(242, 242, 247), rgb(28, 28, 30))

    // MARK: Semantic colours

    /// The tint: outside a view (all HeadUnit has) the app's default tint, system blue.
    @available(iOS 15.0, *)
    public static let tintColor = UIColor { systemBlue.resolvedColor(with: $0) }
    /// Primary text.
    public static let label = adaptive(rgb(0, 0, 0), rgb(255, 255, 255))
    /// Secondary text.
    public static let secondaryLabel = adaptive(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// Tertiary text.
    public static let tertiaryLabel = adaptive(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Quaternary text.
    public static let quaternaryLabel = adaptive(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// The main background.
    public static let systemBackground = adaptive(rgb(255, 255, 255), rgb(0, 0, 0))
    /// Content layered on the main background.
    public static let secondarySystemBackground = adaptive(rgb(242, 242, 247), rgb(28, 28, 30))
    /// Content layered on secondary content.
    public static let tertiarySystemBackground = adaptive(rgb(255, 255, 255), rgb(44, 44, 46))
    /// The background of grouped content.
    public static let systemGroupedBackground = adaptive(rgb(242, 242, 247), rgb(0, 0, 0))
    /// Content layered on the grouped background.
    public static let secondarySystemGroupedBackground = adaptive(rgb(255, 255, 255), rgb(28, 28, 30))
    /// A thin line between items, letting some of the content behind show.
    public static let separator = adaptive(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// A thin line between items that hides what is behind it.
    public static let opaqueSeparator = adaptive(rgb(198, 198, 200), rgb(56, 56, 58))
}
