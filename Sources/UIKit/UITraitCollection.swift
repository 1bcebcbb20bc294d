import Foundation

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The traits of a display: the car's (`CPInterfaceController.carTraitCollection`).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Points to pixels.
    public let displayScale: CGFloat

    /// Traits of this style and scale.
    public init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 2) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }

    /// The traits of this style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 2)
    }
}
