import Foundation

/// A colour, as scene code passes it (`UIColor.systemBlue`, `UIColor(red:green:blue:alpha:)`).
/// A colour is fixed (its components) or dynamic (a provider that answers per trait
/// collection, as the system colours do for light and dark); a dynamic colour's components are
/// those it resolves to for `UITraitCollection.current`.
///
/// ```swift
/// let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemYellow : .systemOrange }
/// accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // systemYellow's dark value
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue and alpha, each 0…1, for a fixed colour.
    private let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// The provider of a dynamic colour.
    private let provider: ((UITraitCollection) -> UIColor)?
    /// The asset name, for `init?(named:)`.
    package let assetName: String?

    /// The colour of these components (sRGB), each 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        provider = nil
        assetName = nil
    }

    /// A grey of `white` (0 black … 1 white).
    public init(white: CGFloat, alpha: CGFloat) {
        rgba = (white, white, white, alpha)
        provider = nil
        assetName = nil
    }

    /// The colour of this hue, saturation and brightness (HSB), each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of `cgColor`'s components (RGB or grey; any other space reads as black).
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 4: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case 2: self.init(white: components[0], alpha: components[1])
        default: self.init(white: 0, alpha: cgColor.alpha)
        }
    }

    /// A colour `dynamicProvider` gives for each trait collection it is resolved against.
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        rgba = (0, 0, 0, 0)
        provider = dynamicProvider
        assetName = nil
    }

    /// The colour named `name` in the app's asset catalog. HeadUnit has no asset catalog, so
    /// this is never nil: a mid grey that keeps the name.
    @available(iOS 11.0, *)
    public init?(named name: String) {
        rgba = (0.5, 0.5, 0.5, 1)
        provider = nil
        assetName = name
    }

    /// The colour named `name` in `bundle`'s asset catalog: as `init?(named:)`.
    @available(iOS 11.0, *)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The fixed colour this one is for `traitCollection`: itself when fixed, the provider's
    /// answer (resolved in turn) when dynamic.
    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The components this colour has now: resolved for `UITraitCollection.current`.
    private var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        provider == nil ? rgba : resolvedColor(with: UITraitCollection.current).rgba
    }

    /// The same colour with another alpha; the copy of a dynamic colour is dynamic too.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if provider != nil { return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) } }
        return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// Writes the red, green, blue and alpha components (0…1) where the pointers point, and
    /// returns true (every HeadUnit colour is RGB-compatible).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = components
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The Core Graphics colour of these components (resolved for `UITraitCollection.current`).
    open var cgColor: CGColor {
        let rgba = components
        return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// Makes this the fill and stroke colour of the current drawing. HeadUnit draws no pixels:
    /// accepted, changes nothing.
    open func set() {}
    /// Makes this the fill colour of the current drawing. HeadUnit draws no pixels: accepted,
    /// changes nothing.
    open func setFill() {}
    /// Makes this the stroke colour of the current drawing. HeadUnit draws no pixels: accepted,
    /// changes nothing.
    open func setStroke() {}

    /// Equal when both are fixed with the same components, or are the same dynamic colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        return rgba == other.rgba
    }

    /// A hash of the components.
    open override var hash: Int {
        guard provider == nil else { return ObjectIdentifier(self).hashValue }
        var hasher = Hasher()
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
        return hasher.finalize()
    }

    /// The components, e.g. `UIExtendedSRGBColorSpace 1 0.5 0 1`, as UIKit prints a colour.
    open override var description: String {
        if provider != nil { return "<UIDynamicProviderColor: \(components.red) \(components.green) \(components.blue) \(components.alpha)>" }
        if let assetName { return "<UIColor named: \(assetName)>" }
        return "UIExtendedSRGBColorSpace \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha)"
    }

    /// HSB to RGB, hue wrapping around 1.
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard hue.isFinite else { return (brightness, brightness, brightness) }
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector) % 6
        let f = sector - CGFloat(Int(sector))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
