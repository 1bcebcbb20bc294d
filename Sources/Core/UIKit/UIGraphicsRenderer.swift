import Foundation

/// A renderer: a drawing context of some bounds and format, made for each drawing. Use
/// `UIGraphicsImageRenderer`. Not main-actor, not Sendable, as UIKit's.
@available(iOS 10.0, *)
open class UIGraphicsRenderer: NSObject {
    /// The renderer's own copy of its format, with its bounds.
    let rendererFormat: UIGraphicsRendererFormat

    /// A renderer of `bounds` with a copy of `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        rendererFormat = format.copy(bounds: bounds)
    }

    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: Self.defaultFormat())
    }

    /// The format a renderer made without one has.
    class func defaultFormat() -> UIGraphicsRendererFormat { .default() }

    /// The renderer's format, with its bounds (a copy: changing it changes nothing).
    open var format: UIGraphicsRendererFormat { rendererFormat.copy(bounds: rendererFormat.bounds) }

    /// Whether the renderer can make images.
    open var allowsImageOutput: Bool { false }
}
