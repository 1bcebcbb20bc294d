/// A display's size in pixels: the car's three standard sizes, or any `WxH`.
public struct DisplaySize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size; both sides must be positive.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "DisplaySize: \(width)×\(height)")
        self.width = width
        self.height = height
    }

    /// 800×480, the default car display.
    public static let standard = DisplaySize(width: 800, height: 480)
    /// 1280×720.
    public static let hd = DisplaySize(width: 1280, height: 720)
    /// 1920×720, a wide dashboard display.
    public static let wide = DisplaySize(width: 1920, height: 720)

    /// Parses `800x480` (or with `×`); nil for anything else or a side under 64 or over 8192.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (64...8192).contains(w), (64...8192).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    /// `800x480`.
    public var description: String { "\(width)x\(height)" }
}
