/// One colour or pixel: 8-bit red, green, blue and alpha (straight, not premultiplied).
public struct RGBA: Hashable, Sendable {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha, 0 (transparent) … 255 (opaque).
    public var a: UInt8

    /// A colour from its four channels.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// An opaque colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
    }

    /// The same colour with its alpha scaled by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> RGBA {
        RGBA(r, g, b, UInt8((Double(a) * min(max(opacity, 0), 1)).rounded()))
    }
}
