import Foundation

/// The settings of an image renderer: the scale of its image, opaque or not, the colour range.
/// By default the scale is the phone's screen (3), as UIKit's is the main screen's; scene code
/// sets the car's (`format.scale = carTraitCollection.displayScale`).
@available(iOS 10.0, *)
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point of the rendered image.
    open var scale: CGFloat = UITraitCollection.phone.displayScale
    /// Whether the image is drawn fully opaque.
    open var opaque = false
    /// The colour range of the image.
    @available(iOS 12.0, *)
    open var preferredRange = Range.automatic

    /// The phone screen's settings.
    public required init() {}

    /// The settings for `traitCollection`: its display scale where it has one.
    @available(iOS 11.0, *)
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// A copy with `bounds`, for a renderer.
    override func copy(bounds: CGRect) -> UIGraphicsRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.bounds = bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }

    /// The colour range an image renderer draws in.
    @available(iOS 12.0, *)
    public enum Range: Int, Sendable {
        /// Unspecified.
        case unspecified = -1
        /// As the device and content decide.
        case automatic = 0
        /// Extended range.
        case extended = 1
        /// Standard range.
        case standard = 2
    }
}
