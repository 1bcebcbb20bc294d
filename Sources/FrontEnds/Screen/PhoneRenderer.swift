import Host
import Rig

/// Draws what the phone shows (`PhoneDisplay`) at iPhone proportions (about 9 by 19.5): the
/// home screen when the app is in the background, the app, the Live thread (status, Mute,
/// Hang up), the sheets, dialog and keyboard laid over it, and the message banner.
///
/// Content the simulator does not model (the app's conversation list, a sheet's contents) is
/// drawn as grey skeleton bars, so no invented words appear.
public struct PhoneRenderer: Sendable {
    /// The phone's height in pixels; its width follows (222 at 480).
    public var height: Int
    /// Light or dark.
    public var appearance: Appearance

    /// A phone `height` pixels tall.
    public init(height: Int = 480, appearance: Appearance = .dark) {
        self.height = height
        self.appearance = appearance
    }

    /// The phone's width: `height` × 0.4625, an iPhone's screen proportions.
    public var width: Int { Int((Double(height) * 0.4625).rounded()) }

    /// The display drawn on a `width`×`height` canvas; the status bar's clock reads `now`
    /// the way the car's does.
    public func render(_ display: PhoneDisplay, now: Instant = .zero) throws -> Canvas {
        try GraphicsRuntime.shared.draw(width: width, height: height, background: appearance.palette.stage) { painter in
            draw(display, now: now, with: painter)
        }
    }

    /// Draws the phone at the painter's origin.
    func draw(_ display: PhoneDisplay, now: Instant, with painter: Painter) {
        let s = Double(height) / 480
        let colors = appearance.palette
        let device = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let screen = device.insetBy(dx: 5 * s, dy: 5 * s)
        painter.roundedRect(device, radius: 34 * s, RGBA(hex: 0x0A0A0A))
        let wallpaper = display.screen == .background
        painter.roundedRect(screen, radius: 29 * s, wallpaper ? (appearance == .dark ? RGBA(hex: 0x1B2F4B) : RGBA(hex: 0x8DB8E8)) : colors.background)

        switch display.screen {
        case .background: drawHomeScreen(screen, s, colors, painter)
        case .app: drawApp(screen, s, colors, painter)
        case .liveThread, .otherLiveThread: drawLiveThread(display, screen, s, colors, painter)
        }
        for overlay in display.overlays {
            drawOverlay(overlay, screen, s, colors, painter)
        }
        drawStatusBar(now: now, screen, s, wallpaper ? RGBA(255, 255, 255) : colors.primary, painter)
        if let message = display.message {
            drawBanner(message, screen, s, colors, painter)
        }
    }

    private func drawStatusBar(now: Instant, _ screen: Rect, _ s: Double, _ ink: RGBA, _ painter: Painter) {
        let clock = CarRenderer.clockText(at: now)
        painter.text(clock.hasPrefix("0") ? String(clock.dropFirst()) : clock, .bold(12 * s), ink,
                     in: Rect(x: screen.x + 14 * s, y: screen.y + 8 * s, width: 50 * s, height: 18 * s), align: .center)
        painter.roundedRect(Rect.centered(x: screen.midX, y: screen.y + 17 * s, width: 62 * s, height: 18 * s), radius: 9 * s, RGBA(0, 0, 0))
        painter.glyph(.signal, in: Rect(x: screen.maxX - 52 * s, y: screen.y + 10 * s, width: 14 * s, height: 14 * s), ink)
        let battery = Rect(x: screen.maxX - 34 * s, y: screen.y + 12 * s, width: 20 * s, height: 10 * s)
        painter.roundedRect(battery, radius: 3 * s, ink.opacity(0.4))
        painter.roundedRect(battery.insetBy(dx: 1.5 * s, dy: 1.5 * s), radius: 2 * s, ink)
    }

    private func drawHomeScreen(_ screen: Rect, _ s: Double, _ colors: Palette, _ painter: Painter) {
        let icons: [UInt32] = [0x34C759, 0x0A84FF, 0xFF9F0A, 0xFF375F, 0x5E5CE6, 0x64D2FF, 0xFFD60A, 0xBF5AF2,
                               0x30D158, 0xFF453A, 0x8E8E93, 0x0A84FF, 0xFF9F0A, 0x32ADE6, 0x66D4CF, 0xAC8E68]
        let side = 38 * s, gap = (screen.width - 4 * side) / 5
        for (i, hex) in icons.enumerated() {
            let x = screen.x + gap + Double(i % 4) * (side + gap)
            let y = screen.y + 52 * s + Double(i / 4) * (side + 24 * s)
            painter.roundedRect(Rect(x: x, y: y, width: side, height: side), radius: 9 * s, RGBA(hex: hex))
            painter.roundedRect(Rect(x: x + 6 * s, y: y + side + 5 * s, width: side - 12 * s, height: 4 * s), radius: 2 * s, RGBA(255, 255, 255).opacity(0.5))
        }
        let dock = Rect(x: screen.x + 8 * s, y: screen.maxY - 70 * s, width: screen.width - 16 * s, height: 62 * s)
        painter.roundedRect(dock, radius: 22 * s, RGBA(255, 255, 255).opacity(0.22))
        for i in 0..<4 {
            let x = dock.x + gap - 8 * s + Double(i) * (side + gap)
            painter.roundedRect(Rect(x: x, y: dock.midY - side / 2, width: side, height: side), radius: 9 * s, RGBA(hex: icons[i * 3]))
        }
    }

    private func drawApp(_ screen: Rect, _ s: Double, _ colors: Palette, _ painter: Painter) {
        painter.roundedRect(Rect(x: screen.x + 16 * s, y: screen.y + 48 * s, width: 110 * s, height: 20 * s), radius: 6 * s, colors.skeleton)
        for i in 0..<7 {
            let y = screen.y + 88 * s + Double(i) * 48 * s
            painter.circle(x: screen.x + 30 * s, y: y + 18 * s, radius: 14 * s, colors.skeleton)
            painter.roundedRect(Rect(x: screen.x + 54 * s, y: y + 8 * s, width: screen.width * 0.55, height: 8 * s), radius: 4 * s, colors.skeleton)
            painter.roundedRect(Rect(x: screen.x + 54 * s, y: y + 22 * s, width: screen.width * 0.35, height: 7 * s), radius: 3.5 * s, colors.skeleton.opacity(0.6))
            painter.fill(Rect(x: screen.x + 54 * s, y: y + 44 * s, width: screen.width - 60 * s, height: 1), colors.separator)
        }
    }

    private func drawLiveThread(_ display: PhoneDisplay, _ screen: Rect, _ s: Double, _ colors: Palette, _ painter: Painter) {
        let ours = display.screen == .liveThread
        painter.glyph(.chevronLeft, in: Rect(x: screen.x + 10 * s, y: screen.y + 38 * s, width: 20 * s, height: 20 * s), colors.accent)
        let waiting = display.status.map { $0.hasPrefix("Waiting") } ?? false
        let tint = !ours ? colors.tertiary : (waiting ? colors.orange : colors.accent)
        let orb = Rect.centered(x: screen.midX, y: screen.y + screen.height * 0.36, width: 112 * s, height: 112 * s)
        painter.circle(x: orb.midX, y: orb.midY, radius: orb.width / 2 + 12 * s, tint.opacity(0.2))
        painter.circle(x: orb.midX, y: orb.midY, radius: orb.width / 2, tint)
        painter.glyph(!ours ? .bubble : (waiting ? .connecting : .listening), in: orb.insetBy(dx: 26 * s, dy: 26 * s), RGBA(255, 255, 255))
        if let status = display.status {
            painter.paragraph(status, .bold(17 * s), colors.primary,
                              in: Rect(x: screen.x + 14 * s, y: orb.maxY + 18 * s, width: screen.width - 28 * s, height: 48 * s), maxLines: 2)
        }
        let count = display.buttons.count
        for (i, title) in display.buttons.enumerated() {
            let cx = screen.x + screen.width * Double(i + 1) / Double(count + 1)
            let cy = screen.maxY - 100 * s
            let hangUp = title == "Hang up"
            painter.circle(x: cx, y: cy, radius: 31 * s, hangUp ? colors.red : colors.fill)
            let glyph: Glyph = hangUp ? .handset : (title == "Unmute" ? .micSlash : .mic)
            painter.glyph(glyph, in: Rect.centered(x: cx, y: cy, width: 32 * s, height: 32 * s), hangUp ? RGBA(255, 255, 255) : colors.primary)
            painter.text(title, .regular(12 * s), colors.primary,
                         in: Rect(x: cx - screen.width / Double(count + 1) / 2, y: cy + 36 * s, width: screen.width / Double(count + 1), height: 18 * s), align: .center)
        }
    }

    private func drawOverlay(_ overlay: PhoneDisplay.Overlay, _ screen: Rect, _ s: Double, _ colors: Palette, _ painter: Painter) {
        switch overlay {
        case .sheet:
            painter.roundedRect(screen, radius: 29 * s, RGBA(0, 0, 0, 90))
            let sheet = Rect(x: screen.x, y: screen.y + screen.height * 0.28, width: screen.width, height: screen.height * 0.72)
            painter.roundedRect(sheet, radius: 18 * s, appearance == .dark ? RGBA(hex: 0x1C1C1E) : RGBA(255, 255, 255))
            painter.roundedRect(Rect.centered(x: sheet.midX, y: sheet.y + 8 * s, width: 36 * s, height: 5 * s), radius: 2.5 * s, colors.tertiary)
            for i in 0..<5 {
                painter.roundedRect(Rect(x: sheet.x + 18 * s, y: sheet.y + 32 * s + Double(i) * 30 * s, width: sheet.width * (i == 0 ? 0.45 : 0.7), height: 9 * s),
                                    radius: 4.5 * s, colors.skeleton)
            }
        case .dialog:
            painter.roundedRect(screen, radius: 29 * s, RGBA(0, 0, 0, 110))
            let card = Rect.centered(x: screen.midX, y: screen.midY, width: screen.width - 44 * s, height: 132 * s)
            painter.roundedRect(card, radius: 14 * s, appearance == .dark ? RGBA(hex: 0x2C2C2E) : RGBA(255, 255, 255))
            painter.roundedRect(Rect.centered(x: card.midX, y: card.y + 26 * s, width: card.width * 0.5, height: 10 * s), radius: 5 * s, colors.skeleton)
            painter.roundedRect(Rect.centered(x: card.midX, y: card.y + 48 * s, width: card.width * 0.75, height: 7 * s), radius: 3.5 * s, colors.skeleton)
            painter.roundedRect(Rect.centered(x: card.midX, y: card.y + 62 * s, width: card.width * 0.6, height: 7 * s), radius: 3.5 * s, colors.skeleton)
            painter.fill(Rect(x: card.x, y: card.maxY - 40 * s, width: card.width, height: 1), colors.separator)
            painter.fill(Rect(x: card.midX, y: card.maxY - 40 * s, width: 1, height: 40 * s), colors.separator)
            for x in [card.x + card.width * 0.25, card.x + card.width * 0.75] {
                painter.roundedRect(Rect.centered(x: x, y: card.maxY - 20 * s, width: card.width * 0.26, height: 8 * s), radius: 4 * s, colors.accent.opacity(0.7))
            }
        case .keyboard:
            let pad = Rect(x: screen.x, y: screen.y + screen.height * 0.6, width: screen.width, height: screen.height * 0.4)
            painter.roundedRect(pad, radius: 29 * s, appearance == .dark ? RGBA(hex: 0x2B2B2D) : RGBA(hex: 0xD1D3D9))
            painter.fill(Rect(x: pad.x, y: pad.y, width: pad.width, height: 29 * s), appearance == .dark ? RGBA(hex: 0x2B2B2D) : RGBA(hex: 0xD1D3D9))
            let key = appearance == .dark ? RGBA(hex: 0x6B6B6E) : RGBA(255, 255, 255)
            let keyWidth = (pad.width - 11 * 3 * s) / 10
            for (row, count) in [10, 9, 7].enumerated() {
                let left = pad.midX - (Double(count) * keyWidth + Double(count - 1) * 3 * s) / 2
                for k in 0..<count {
                    painter.roundedRect(Rect(x: left + Double(k) * (keyWidth + 3 * s), y: pad.y + 8 * s + Double(row) * 34 * s, width: keyWidth, height: 28 * s),
                                        radius: 4 * s, key)
                }
            }
            painter.roundedRect(Rect.centered(x: pad.midX, y: pad.y + 8 * s + 3 * 34 * s + 14 * s, width: pad.width * 0.5, height: 28 * s), radius: 4 * s, key)
        }
    }

    private func drawBanner(_ message: String, _ screen: Rect, _ s: Double, _ colors: Palette, _ painter: Painter) {
        let font = FontSpec.bold(12 * s)
        let textWidth = screen.width - 52 * s
        let lines = painter.wrap(message, font, width: textWidth, maxLines: 3)
        let lineHeight = painter.measure("Ag", font).height
        let banner = Rect(x: screen.x + 8 * s, y: screen.y + 34 * s, width: screen.width - 16 * s, height: Double(lines.count) * lineHeight + 20 * s)
        painter.roundedRect(banner, radius: 14 * s, colors.separator)
        painter.roundedRect(banner.insetBy(dx: 1, dy: 1), radius: 14 * s - 1, appearance == .dark ? RGBA(hex: 0x2C2C2E) : RGBA(255, 255, 255))
        painter.circle(x: banner.x + 15 * s, y: banner.midY, radius: 5 * s, colors.red)
        painter.paragraph(message, font, colors.primary,
                          in: Rect(x: banner.x + 28 * s, y: banner.y, width: textWidth, height: banner.height), maxLines: 3, align: .left)
    }
}
