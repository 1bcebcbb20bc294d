import Host

/// Draws the window of a team's own scene (B12): the car, as `SceneRenderer.render(car:now:)`
/// draws any app's templates, with ``SceneStrip`` under it — the status line, the controls, the
/// host log's last lines, and a crash in red.
///
/// ```swift
/// let renderer = SceneWindowRenderer(carSize: .standard, events: ["sign out"])
/// let canvas = try renderer.render(frame)   // renderer.size wide and tall
/// ```
public struct SceneWindowRenderer: Hashable, Sendable {
    /// What one frame shows; equal frames draw the same picture.
    public struct Frame: Hashable, Sendable {
        /// What the car shows.
        public var screen: CarScreen
        /// The virtual time the rail's clock reads.
        public var now: Instant
        /// The strip's top line (time, speed).
        public var status: String
        /// The last step, or the last refusal.
        public var message: WindowSession.Message?
        /// The host log's last lines, oldest first.
        public var log: [String]
        /// The app's crash, once it crashed: the car framed red (B12), and ``crashLine`` in the strip.
        public var crash: CrashReport?
        /// True while the window's clock is stopped.
        public var paused: Bool

        /// A frame of `screen` at `now`.
        public init(screen: CarScreen, now: Instant, status: String, message: WindowSession.Message? = nil, log: [String] = [],
                    crash: CrashReport? = nil, paused: Bool = false) {
            self.screen = screen
            self.now = now
            self.status = status
            self.message = message
            self.log = log
            self.crash = crash
            self.paused = paused
        }

        /// The crash in the strip's words: `Crashed [H3] at 1.2s: …`.
        public var crashLine: String? {
            crash.map { "Crashed [\($0.rule)] at \($0.at): \($0.message)" }
        }

        /// The frame with the clock reduced to what the rail shows (whole minutes), so a front
        /// end redraws only when the picture changes.
        public var key: Frame {
            var key = self
            key.now = Instant(ms: now.ms / 60_000 * 60_000)
            return key
        }
    }

    /// The car's size.
    public let carSize: DisplaySize
    /// Light or dark, for everything.
    public let appearance: Appearance
    /// The strip's layout, in strip coordinates.
    public let strip: SceneStrip

    /// A renderer for a car of `carSize`, the strip offering a key for each of `events`.
    public init(carSize: DisplaySize = .standard, appearance: Appearance = .dark, events: [String] = []) {
        self.carSize = carSize
        self.appearance = appearance
        strip = SceneStrip(width: carSize.width, scale: min(Double(carSize.width) / 800, Double(carSize.height) / 480), events: events)
    }

    /// The car's renderer.
    public var car: SceneRenderer { SceneRenderer(carSize: carSize, appearance: appearance) }
    /// The window's size: the car, with the strip under it.
    public var size: DisplaySize { DisplaySize(width: carSize.width, height: carSize.height + strip.height) }
    /// Where the strip's top-left corner is in the window.
    public var stripOrigin: (x: Int, y: Int) { (0, carSize.height) }

    /// The tappable title drawn at (`x`, `y`) in the window's content pixels on `screen`, found
    /// by `CarRenderer.targets(for:now:)`; nil off the car or off every target.
    public func carTitle(atX x: Double, y: Double, screen: CarScreen, now: Instant) throws -> String? {
        guard x >= 0, y >= 0, x < Double(carSize.width), y < Double(carSize.height) else { return nil }
        return try car.car.targets(for: screen, now: now).first { $0.frame.contains(x: x, y: y) }?.title
    }

    /// The strip control drawn at (`x`, `y`) in the window's content pixels, if any.
    public func control(atX x: Double, y: Double) -> SceneStrip.Control? {
        strip.control(atX: x - Double(stripOrigin.x), y: y - Double(stripOrigin.y))
    }

    /// The frame drawn: the car, then the strip.
    public func render(_ frame: Frame) throws -> Canvas {
        let carPicture = try car.render(car: frame.screen, now: frame.now, crash: frame.crash)
        let colors = appearance.palette
        return try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: colors.stage) { painter in
            painter.image(carPicture, x: 0, y: 0)
            painter.translated(dx: Double(stripOrigin.x), dy: Double(stripOrigin.y)) {
                drawStrip(frame, colors, painter)
            }
        }
    }

    private func drawStrip(_ frame: Frame, _ colors: Palette, _ painter: Painter) {
        let s = strip.scale
        painter.fill(Rect(x: 0, y: 0, width: Double(strip.width), height: Double(strip.height)), colors.rail)
        painter.fill(Rect(x: 0, y: 0, width: Double(strip.width), height: max(1, s.rounded())), colors.separator)

        // Top line: the clock and speed at the left, the last step or refusal at the right.
        let line = strip.statusLine
        let third = line.width / 3
        painter.text(frame.status, .regular(13 * s), frame.paused ? colors.orange : colors.secondary,
                     in: Rect(x: line.x, y: line.y, width: third - 8 * s, height: line.height))
        let right = Rect(x: line.x + third, y: line.y, width: line.width - third, height: line.height)
        switch frame.message {
        case .step(let words)?:
            painter.text("Last: " + words, .regular(13 * s), colors.secondary, in: right, align: .right)
        case .error(let words)?:
            painter.text(words, .bold(13 * s), colors.orange, in: right, align: .right)
        case nil:
            break
        }

        for (control, rect) in zip(strip.controls, strip.frames) {
            painter.roundedRect(rect, radius: 7 * s, colors.fill)
            let keyText = control.key.description
            let keyWidth = max(22 * s, (painter.measure(keyText, .bold(12 * s)).width + 10 * s).rounded())
            let badge = Rect(x: rect.x + 4 * s, y: rect.y + 4 * s, width: keyWidth, height: rect.height - 8 * s)
            let isEvent = if case .event = control.action { true } else { false }
            painter.roundedRect(badge, radius: 5 * s, isEvent ? colors.accent : WindowRenderer.neutralBadge)
            painter.text(keyText, .bold(12 * s), RGBA(255, 255, 255), in: badge, align: .center)
            let labelRect = Rect(x: badge.maxX + 7 * s, y: rect.y, width: rect.maxX - badge.maxX - 11 * s, height: rect.height)
            painter.text(control.label(connected: frame.screen.connected, paused: frame.paused), .regular(13 * s), colors.primary, in: labelRect)
        }

        // B12: a crash in red above the host log's last lines.
        var lines: [(String, RGBA)] = frame.crashLine.map { [($0, colors.red)] } ?? []
        lines += frame.log.suffix(SceneStrip.logLines - lines.count).map { ($0, colors.secondary) }
        for (i, (text, color)) in lines.enumerated() {
            let rect = Rect(x: strip.logBox.x, y: strip.logBox.y + Double(i) * strip.logLineHeight,
                            width: strip.logBox.width, height: strip.logLineHeight)
            painter.text(text, color == colors.red ? .bold(12 * s) : .regular(12 * s), color, in: rect)
        }
    }
}
