import Foundation

/// A bitmap image as Core Graphics keeps it. HeadUnit keeps no pixels: a `CGImage` here is
/// its width and height, so code that crops or measures one (`image.cgImage?.width`) gets real
/// numbers. `UIImage.cgImage` makes one; so does `CGContext.makeImage()`.
public final class CGImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// An image of this many pixels (none is drawn). Negative sizes count as 0.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The part of the image inside `rect` (in pixels), or nil when `rect` misses the image
    /// (as Apple's: the rectangle is first made integral, then intersected with the bounds).
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let area = rect.standardized.integral.intersection(bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        return CGImage(width: Int(area.width), height: Int(area.height))
    }

    /// The same image object (as `CFEqual` compares images).
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
