import Foundation

/// What a renderer's block draws with: its Core Graphics context and a few drawing calls.
/// HeadUnit draws no pixels: the calls are accepted and change nothing.
@available(iOS 10.0, *)
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context (on Linux HeadUnit's, which draws nothing; it has the
    /// renderer's size in pixels).
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
    }

    /// The renderer's format (a copy).
    open var format: UIGraphicsRendererFormat { rendererFormat.copy(bounds: rendererFormat.bounds) }

    /// Fills `rect` with the current fill colour. Draws nothing here.
    open func fill(_ rect: CGRect) {}
    /// Strokes the outline of `rect`. Draws nothing here.
    open func stroke(_ rect: CGRect) {}
    /// Clips further drawing to `rect`. Changes nothing here.
    open func clip(to rect: CGRect) {}
}
