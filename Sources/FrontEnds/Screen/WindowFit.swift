/// How the window's picture fits the screen: the whole content (car, phone and control strip,
/// `WindowRenderer.size`) scaled by one factor so the window fits the usable screen, never
/// enlarged, and the one mapping of a click in window pixels back onto the unscaled layout.
///
/// The picture is always drawn at full size (the same canvas a headless shot draws); SDL
/// stretches that texture onto the window. So a click is mapped with the window's own size,
/// exactly as SDL stretched the picture onto it.
///
/// ```swift
/// // The 1920×720 car with its phone and strip, on a 1366×768 laptop:
/// let fit = WindowFit(content: DisplaySize(width: 2272, height: 999), usable: DisplaySize(width: 1366, height: 768))
/// fit.scale                                  // 0.6012…: 1366 / 2272, the width decides
/// fit.window                                 // 1366×601
/// fit.contentPoint(ofWindowPixel: 683, 300)  // (1136.8…, 499.5): about the content's middle
/// ```
///
/// Nothing here touches SDL, so the choice and the mapping are tested without a display.
public struct WindowFit: Hashable, Sendable {
    /// The picture's size at full scale (the canvas the window shows).
    public let content: DisplaySize
    /// The room the window may take, if the screen told (nil: unknown, so no scaling).
    public let usable: DisplaySize?
    /// The one factor content is shown at: 1, or less when the content is larger than `usable`.
    public let scale: Double
    /// The window's size in pixels: `content` × `scale`, rounded, never past `usable`.
    public let window: DisplaySize

    /// The factor that fits `content` into `usable` keeping its aspect: the smaller of the two
    /// sides' ratios, never above 1 (a small car is not blown up on a big screen). A usable
    /// area without room (a side of 0 or less) gives 1: better a window cut off than none.
    public static func scale(content: DisplaySize, usable: DisplaySize) -> Double {
        guard usable.width > 0, usable.height > 0 else { return 1 }
        return min(1, Double(usable.width) / Double(content.width), Double(usable.height) / Double(content.height))
    }

    /// The fit of `content` into `usable` (nil: the screen's size is unknown; shown at 1×).
    public init(content: DisplaySize, usable: DisplaySize?) {
        self.content = content
        self.usable = usable
        let scale = usable.map { WindowFit.scale(content: content, usable: $0) } ?? 1
        self.scale = scale
        func side(_ length: Int, _ room: Int?) -> Int {
            guard scale < 1 else { return length }
            let scaled = Int((Double(length) * scale).rounded())
            return max(1, min(scaled, room ?? scaled))
        }
        window = DisplaySize(width: side(content.width, usable?.width), height: side(content.height, usable?.height))
    }

    /// True when the window shows the content at less than full size.
    public var isScaled: Bool { scale < 1 }

    /// Where the click on window pixel (`x`, `y`) lands in the content (the unscaled layout
    /// `WindowSession.click` takes): that pixel's centre, mapped back through the stretch.
    /// At 1× it is (`x` + 0.5, `y` + 0.5), inside the same content pixel.
    public func contentPoint(ofWindowPixel x: Int, _ y: Int) -> (x: Double, y: Double) {
        ((Double(x) + 0.5) * Double(content.width) / Double(window.width),
         (Double(y) + 0.5) * Double(content.height) / Double(window.height))
    }

    /// The window pixel that shows content point (`x`, `y`) (for tests and scripts that click
    /// where something is drawn): the inverse of ``contentPoint(ofWindowPixel:_:)``.
    public func windowPixel(ofContentX x: Double, y: Double) -> (x: Int, y: Int) {
        (Int((x * Double(window.width) / Double(content.width)).rounded(.down)),
         Int((y * Double(window.height) / Double(content.height)).rounded(.down)))
    }

    /// The line the window prints once at start: `1920x720 car scaled to 0.60 to fit the
    /// 1366x768 screen`, or `800x480 car at full size on the 1280x1024 screen`. The scale is
    /// shown rounded down to hundredths, so a scaled window never says 1.00.
    public func summary(car: DisplaySize) -> String {
        let screen = usable.map { "the \($0) screen" } ?? "a screen of unknown size"
        guard isScaled else { return "\(car) car at full size on \(screen)" }
        let hundredths = Int((scale * 100).rounded(.down))
        let text = "0." + (hundredths < 10 ? "0" : "") + String(hundredths)
        return "\(car) car scaled to \(text) to fit \(screen)"
    }
}
