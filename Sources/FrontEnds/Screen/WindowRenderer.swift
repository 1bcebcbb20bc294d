import Host
import Rig

/// Draws the window's picture: the same shot a headless run draws (the car at the top left,
/// the phone beside it), with the control strip below, in the same style.
///
/// ```swift
/// let renderer = WindowRenderer(carSize: .standard)
/// let canvas = try renderer.render(session.frameKey)   // renderer.size wide and tall
/// ```
public struct WindowRenderer: Hashable, Sendable {
    /// What one frame shows; equal frames draw the same picture.
    public struct Frame: Hashable, Sendable {
        /// What the car shows.
        public var car: CarDisplay
        /// What the phone shows.
        public var phone: PhoneDisplay
        /// The strip's switches, as the state sets them.
        public var strip: ControlStrip.State
        /// The strip's top line (time, speed).
        public var status: String
        /// The last step or error.
        public var message: WindowSession.Message?
        /// The app's crash, once it crashed: the car framed red with the rule and the message (B12).
        public var crash: CrashReport?
    }

    /// The car's size.
    public let carSize: DisplaySize
    /// Light or dark, for everything.
    public let appearance: Appearance
    /// The control strip's layout, in strip coordinates.
    public let strip: ControlStrip

    /// A renderer for a car of `carSize`; the strip is laid out to the shot's width at the car's
    /// scale.
    public init(carSize: DisplaySize = .standard, appearance: Appearance = .dark) {
        self.carSize = carSize
        self.appearance = appearance
        let shot = SceneRenderer(carSize: carSize, appearance: appearance)
        strip = ControlStrip(width: shot.size.width, scale: min(Double(carSize.width) / 800, Double(carSize.height) / 480))
    }

    /// The headless shot's renderer (car and phone).
    public var scene: SceneRenderer { SceneRenderer(carSize: carSize, appearance: appearance) }
    /// The window's size: the shot, with the strip under it.
    public var size: DisplaySize { DisplaySize(width: scene.size.width, height: scene.size.height + strip.height) }
    /// Where the strip's top-left corner is in the window.
    public var stripOrigin: (x: Int, y: Int) { (0, scene.size.height) }

    /// The car button drawn at (`x`, `y`) in the window's content pixels (unscaled) (`gear` for the gear), if any.
    public func carTitle(atX x: Double, y: Double, display: CarDisplay) -> String? {
        guard x >= 0, y >= 0, x < Double(carSize.width), y < Double(carSize.height) else { return nil }
        return scene.car.targets(for: display).first { $0.frame.contains(x: x, y: y) }?.title
    }

    /// The strip control drawn at (`x`, `y`) in the window's content pixels (unscaled), if any.
    public func control(atX x: Double, y: Double) -> ControlStrip.Control? {
        strip.control(atX: x - Double(stripOrigin.x), y: y - Double(stripOrigin.y))
    }

    /// The frame drawn: the shot, then the strip.
    public func render(_ frame: Frame) throws -> Canvas {
        let scene = self.scene
        let colors = appearance.palette
        return try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: colors.stage) { painter in
            scene.draw(car: frame.car, phone: frame.phone, crash: frame.crash, with: painter)
            painter.translated(dx: Double(stripOrigin.x), dy: Double(stripOrigin.y)) {
                drawStrip(frame, colors, painter)
            }
        }
    }

    /// The window controls' key badges: a grey that white words read on in both appearances.
    static let neutralBadge = RGBA(hex: 0x636366)

    private func drawStrip(_ frame: Frame, _ colors: Palette, _ painter: Painter) {
        let s = strip.scale
        painter.fill(Rect(x: 0, y: 0, width: Double(strip.width), height: Double(strip.height)), colors.rail)
        painter.fill(Rect(x: 0, y: 0, width: Double(strip.width), height: max(1, s.rounded())), colors.separator)

        // Top line: the clock and speed at the left, the last step or error at the right.
        let line = strip.statusLine
        let half = line.width / 2
        painter.text(frame.status, .regular(13 * s), frame.strip.paused ? colors.orange : colors.secondary,
                     in: Rect(x: line.x, y: line.y, width: half - 8 * s, height: line.height))
        switch frame.message {
        case .step(let words)?:
            painter.text("Last: " + words, .regular(13 * s), colors.secondary,
                         in: Rect(x: line.x + half, y: line.y, width: half, height: line.height), align: .right)
        case .error(let words)?:
            painter.text(words, .bold(13 * s), colors.orange,
                         in: Rect(x: line.x + half, y: line.y, width: half, height: line.height), align: .right)
        case nil:
            break
        }

        for (group, rect) in strip.captions {
            painter.text(group.caption.uppercased(), .bold(11 * s), colors.secondary, in: rect)
        }
        for (control, rect) in zip(ControlStrip.controls, strip.frames) {
            painter.roundedRect(rect, radius: 7 * s, colors.fill)
            let keyText = control.key.description
            let keyWidth = max(22 * s, (painter.measure(keyText, .bold(12 * s)).width + 10 * s).rounded())
            let badge = Rect(x: rect.x + 4 * s, y: rect.y + 4 * s, width: keyWidth, height: rect.height - 8 * s)
            painter.roundedRect(badge, radius: 5 * s, control.group == .window ? WindowRenderer.neutralBadge : colors.accent)
            painter.text(keyText, .bold(12 * s), RGBA(255, 255, 255), in: badge, align: .center)
            let labelRect = Rect(x: badge.maxX + 7 * s, y: rect.y, width: rect.maxX - badge.maxX - 11 * s, height: rect.height)
            painter.text(control.label(in: frame.strip), .regular(13 * s), colors.primary, in: labelRect)
        }
    }
}
