import Foundation

/// A display: the phone's, or the car's CarPlay screen (a `CPWindow`'s `screen`). HeadUnit
/// draws on neither; the sizes are fixed numbers.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's size in points.
    open var bounds: CGRect
    /// Pixels per point.
    open var scale: CGFloat
    /// The screen's size in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point of the hardware.
    open var nativeScale: CGFloat { scale }
    /// The screen's traits.
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .unspecified, displayScale: scale) }

    package init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// The phone's screen: 390 × 844 points at 3× (HeadUnit has no phone display).
    open class var main: UIScreen { phone }
    private static let phone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The car's CarPlay screen: 800 × 480 points at 2×, HeadUnit's default display.
    package static func carScreen() -> UIScreen { UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 480), scale: 2) }
}
