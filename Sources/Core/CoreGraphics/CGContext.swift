import Foundation

/// A drawing destination, as a `UIGraphicsImageRenderer` block gets one
/// (`context.cgContext.setFillColor(…)`). HeadUnit draws no pixels: every drawing call here is
/// accepted and changes nothing, and nothing is recorded; the context knows only its size in
/// pixels, so `makeImage()` gives an image of that size.
public final class CGContext {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// A context of this many pixels. Negative sizes count as 0.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// An image of the context's size (no pixels are kept), or nil when it is empty.
    public func makeImage() -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        return CGImage(width: width, height: height)
    }

    // MARK: State (nothing is drawn: each call is accepted and changes nothing)

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {}
    /// Sets the fill colour from RGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {}
    /// Sets the stroke colour from RGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// Sets the line width.
    public func setLineWidth(_ width: CGFloat) {}
    /// Sets the global alpha.
    public func setAlpha(_ alpha: CGFloat) {}
    /// Pushes the graphics state.
    public func saveGState() {}
    /// Pops the graphics state.
    public func restoreGState() {}
    /// Moves the origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    /// Scales the coordinates.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    /// Rotates the coordinates by `angle` radians.
    public func rotate(by angle: CGFloat) {}

    // MARK: Paths

    /// Starts a new path.
    public func beginPath() {}
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) {}
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) {}
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) {}
    /// Adds an ellipse inside `rect`.
    public func addEllipse(in rect: CGRect) {}
    /// Adds an arc around `center`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    /// Closes the subpath.
    public func closePath() {}
    /// Fills the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {}
    /// Strokes the path.
    public func strokePath() {}
    /// Clips to the path.
    public func clip(using rule: CGPathFillRule = .winding) {}

    // MARK: Drawing

    /// Fills `rect`.
    public func fill(_ rect: CGRect) {}
    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) {}
    /// Fills the ellipse inside `rect`.
    public func fillEllipse(in rect: CGRect) {}
    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) {}
    /// Strokes the outline of `rect` with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    /// Strokes the ellipse inside `rect`.
    public func strokeEllipse(in rect: CGRect) {}
    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {}
    /// Clips to `rect`.
    public func clip(to rect: CGRect) {}
    /// Draws `image` into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}
