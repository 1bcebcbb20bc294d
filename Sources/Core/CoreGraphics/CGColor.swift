import Foundation

/// A colour as Core Graphics keeps it: components in a colour space (here always device RGB
/// or grey) and an alpha. What `UIColor.cgColor` gives and `CGContext.setFillColor(_:)` takes.
///
/// ```swift
/// let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
/// orange.components   // [1.0, 0.5, 0.0, 1.0]
/// ```
public final class CGColor: Hashable, Sendable {
    /// The colour components followed by alpha: red, green, blue, alpha, or grey, alpha.
    public let components: [CGFloat]?
    /// How many components, alpha included: 4 for RGB, 2 for grey.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The opacity, 0…1.
    public var alpha: CGFloat { components?.last ?? 0 }

    /// An RGB colour in the device RGB space, each component 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey in the device grey space, `gray` 0 (black) … 1 (white).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Black with alpha 0.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The same colour with a new alpha. Never nil here (Apple's is nil for a pattern colour).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components, components.count == 4 else {
            return CGColor(gray: components?.first ?? 0, alpha: alpha)
        }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Equal when the components are (as `CFEqual` compares colours of one space).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
