import Host
import Rig

/// Draws what the head unit shows (`CarDisplay`) as a CarPlay-style dashboard: a left rail
/// (clock, connection, the app), then the home tiles, the call screen, the voice-settings panel,
/// a "Not connected" screen, or any other template plainly.
///
/// ```swift
/// let car = CarRenderer(size: .standard)
/// let canvas = try car.render(display)
/// let png = try PNGCodec.encode(canvas)
/// ```
///
/// The clock reads 09:41 at the rig's start and runs on the virtual clock (`display.now`).
/// Any app's templates (`CarScreen`) are drawn with the same parts (`CarRenderer+Templates.swift`,
/// through `SceneRenderer.render(car:now:)`).
public struct CarRenderer: Sendable {
    /// The display's size (800×480 by default; layout scales with it).
    public var size: DisplaySize
    /// Dark by default, as CarPlay in a car.
    public var appearance: Appearance

    /// A renderer for a display of `size`.
    public init(size: DisplaySize = .standard, appearance: Appearance = .dark) {
        self.size = size
        self.appearance = appearance
    }

    /// The display drawn on a canvas of `size`.
    public func render(_ display: CarDisplay) throws -> Canvas {
        try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: appearance.palette.background) { painter in
            draw(display, with: painter)
        }
    }

    /// Where each tappable title of `display` is drawn (for a window's clicks).
    public func targets(for display: CarDisplay) -> [HitTarget] {
        CarLayout(width: size.width, height: size.height).targets(for: display)
    }

    /// Where each tappable title of any app's templates (`screen`) is drawn, as the drawing
    /// places it (for a window's clicks), in the order drawn; only the presented template's while
    /// one is up.
    public func targets(for screen: CarScreen, now: Instant) throws -> [HitTarget] {
        var targets: [HitTarget] = []
        _ = try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: appearance.palette.background) { painter in
            painter.targetLog = []
            draw(screen, now: now, with: painter)
            targets = painter.targetLog ?? []
        }
        return targets
    }

    /// The clock's words at `now`: 09:41 at the rig's start, plus virtual time. The car's and the
    /// phone's drawings read the time only through this (`ShotKey` counts on it).
    public static func clockText(at now: Instant) -> String {
        let minutes = (9 * 60 + 41 + Int(now.ms / 60_000)) % (24 * 60)
        let hh = minutes / 60, mm = minutes % 60
        return (hh < 10 ? "0" : "") + "\(hh):" + (mm < 10 ? "0" : "") + "\(mm)"
    }

    /// Draws the display at the painter's origin.
    func draw(_ display: CarDisplay, with painter: Painter) {
        let layout = CarLayout(width: size.width, height: size.height)
        let colors = appearance.palette
        painter.fill(Rect(x: 0, y: 0, width: layout.width, height: layout.height), colors.background)
        drawRail(connected: display.connected, now: display.now, layout, colors, painter)
        switch display.screen {
        case .disconnected:
            drawMessage(glyph: .phoneOutlineSlash, caption: nil, title: CarRenderer.notConnected, layout, colors, painter)
        case .home(let tiles):
            for (tile, frame) in zip(tiles, layout.tiles(count: tiles.count)) {
                drawTile(tile.title, enabled: tile.enabled, in: frame, layout, colors, painter)
            }
        case .call(let call):
            drawCall(stateTitle: call.stateTitle, statusLine: call.statusLine, actionButtons: call.actionButtons, layout, colors, painter)
            if call.hasGear {
                let gear = layout.gear
                painter.circle(x: gear.midX, y: gear.midY, radius: gear.width / 2, colors.fill)
                painter.glyph(.gear, in: gear.insetBy(dx: layout.u(10), dy: layout.u(10)), colors.primary)
            }
        case .panel(let panel):
            // The panel's first row without a value is an action (Reset to defaults), drawn blue
            // and without a chevron.
            drawNavigationBar(back: panel.backTitle, title: panel.title, barButtons: [], layout, colors, painter)
            let rows = panel.rows.enumerated().map { i, row in
                ListRow(title: row.title, value: row.value, note: row.note,
                        emphasis: row.value == nil && i == 0 ? .action : .plain, chevron: row.value != nil || i > 0)
            }
            drawRows(rows, in: layout.rows(count: rows.count), layout, colors, painter)
        case .other(let kind, let title):
            drawMessage(glyph: nil, caption: kind, title: title, layout, colors, painter)
        }
    }

    // MARK: Words and looks

    /// The disconnected screen's words (the project's own; SPEC does not word it).
    static let notConnected = "Not connected"

    /// The glyph and colour of a home tile, by its words (SPEC T1, T5).
    private func tileLook(_ title: String, _ colors: Palette) -> (Glyph, RGBA) {
        switch title {
        case "Continue conversation": return (.bubble, colors.accent)
        case "New conversation": return (.plus, colors.green)
        case "Live Mode unavailable, retrying…": return (.connecting, colors.orange)
        case "Live Mode unavailable. Tap to retry.": return (.retry, colors.orange)
        default: return (.mic, colors.accent)
        }
    }

    /// The glyph and colour of a call state, by its title (SPEC C1).
    private func stateLook(_ title: String, _ colors: Palette) -> (Glyph, RGBA) {
        switch title {
        case "Connecting…": return (.connecting, colors.secondary)
        case "Listening": return (.listening, colors.accent)
        case "Speaking": return (.speaking, colors.green)
        case "Working on it…": return (.working, colors.orange)
        case "Muted": return (.micSlash, colors.red)
        default: return (.mic, colors.accent)
        }
    }

    // MARK: Parts (the built-in screens' and any app's templates')

    /// The rail: the clock at the top, the connection bars (green when connected), and the app's
    /// icon, highlighted, while connected: HeadUnit's, or the scene's with its name under it
    /// (`app`, B12).
    func drawRail(connected: Bool, now: Instant, app: AppLook? = nil, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let rail = layout.rail
        painter.fill(rail, colors.rail)
        painter.text(CarRenderer.clockText(at: now), .bold(layout.u(18)), colors.primary,
                     in: Rect(x: 0, y: layout.u(14), width: rail.width, height: layout.u(28)), align: .center)
        // Connection: signal bars, green when the phone is connected.
        painter.glyph(.signal, in: Rect.centered(x: rail.midX, y: layout.u(66), width: layout.u(26), height: layout.u(26)),
                      connected ? colors.green : colors.tertiary)
        guard connected else { return }
        if let app {
            let icon = Rect.centered(x: rail.midX, y: layout.height - layout.u(60), width: layout.u(48), height: layout.u(48))
            drawImage(app.icon ?? ImageLook(label: app.name), in: icon, style: .square, colors, painter)
            return painter.text(app.name, .regular(layout.u(12)), colors.primary,
                                in: Rect(x: layout.u(4), y: icon.maxY + layout.u(4), width: rail.width - layout.u(8), height: layout.u(18)), align: .center)
        }
        // The app itself, highlighted as the one in front.
        let icon = Rect.centered(x: rail.midX, y: layout.height - layout.u(48), width: layout.u(52), height: layout.u(52))
        painter.roundedRect(icon, radius: layout.u(12), colors.accent)
        painter.glyph(.bubble, in: icon.insetBy(dx: layout.u(9), dy: layout.u(9)), RGBA(255, 255, 255))
    }

    /// A home tile or grid button: a rounded tile, a round badge with its glyph, its words bold
    /// under it (two lines at most); dimmed when it does nothing.
    /// A scene's grid button shows its own image in the badge's place (`image`, B12).
    func drawTile(_ title: String, enabled: Bool, image: ImageLook? = nil, in frame: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        painter.tappable(title, frame)
        let (glyph, tint) = tileLook(title, colors)
        let dim = enabled ? 1.0 : 0.45
        painter.roundedRect(frame, radius: layout.u(18), colors.fill.opacity(enabled ? 1 : 0.6))
        let disc = layout.tileDisc(in: frame)
        if let image {
            drawImage(image, in: disc, style: .square, colors, painter)
        } else {
            painter.circle(x: disc.midX, y: disc.midY, radius: disc.width / 2, tint.opacity(dim))
            painter.glyph(glyph, in: disc.insetBy(dx: layout.u(16), dy: layout.u(16)), RGBA(255, 255, 255).opacity(enabled ? 1 : 0.7))
        }
        painter.paragraph(title, layout.tileFont, enabled ? colors.primary : colors.secondary,
                          in: layout.tileWords(in: frame), maxLines: CarLayout.tileLines)
    }

    /// The call screen's body (a voice-control template): the state's glyph in a large disc, its
    /// title big, the status line, and the action buttons at the bottom.
    func drawCall(stateTitle: String, statusLine: String?, actionButtons: [String], _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let (glyph, tint) = stateLook(stateTitle, colors)
        let disc = layout.stateDisc
        painter.circle(x: disc.midX, y: disc.midY, radius: disc.width / 2 + layout.u(14), tint.opacity(0.18))
        painter.circle(x: disc.midX, y: disc.midY, radius: disc.width / 2, tint)
        painter.glyph(glyph, in: disc.insetBy(dx: layout.u(28), dy: layout.u(28)), RGBA(255, 255, 255))
        painter.text(stateTitle, layout.stateFont, colors.primary, in: layout.stateTitle, align: .center)
        if let status = statusLine {
            painter.text(status, .regular(layout.u(18)), colors.orange, in: layout.statusLine, align: .center)
        }
        let muted = stateTitle == "Muted"
        for (title, frame) in zip(actionButtons, layout.actionButtons(count: actionButtons.count)) {
            let isEnd = title == "End"
            // The Mute button lights up while muted; it keeps its word (C1).
            let background = isEnd ? colors.red : (muted && title == "Mute" ? colors.primary : colors.fill)
            let foreground = isEnd ? RGBA(255, 255, 255) : (muted && title == "Mute" ? colors.background : colors.primary)
            drawButton(title, glyph: isEnd ? .handset : (title == "Mute" ? .mic : .plus), in: frame, font: .bold(layout.u(20)),
                       background: background, foreground: foreground, layout, painter)
        }
    }

    /// A capsule button with its words centred, after its glyph when it has one.
    func drawButton(_ title: String, glyph: Glyph? = nil, in frame: Rect, font: FontSpec, background: RGBA, foreground: RGBA,
                    _ layout: CarLayout, _ painter: Painter) {
        painter.tappable(title, frame)
        painter.roundedRect(frame, radius: frame.height / 2, background)
        guard let glyph else {
            return painter.text(title, font, foreground, in: frame.insetBy(dx: frame.height / 3, dy: 0), align: .center)
        }
        let icon = Rect(x: frame.x + layout.u(22), y: frame.midY - layout.u(15), width: layout.u(30), height: layout.u(30))
        painter.glyph(glyph, in: icon, foreground)
        painter.text(title, font, foreground,
                     in: Rect(x: icon.maxX + layout.u(8), y: frame.y, width: frame.maxX - icon.maxX - layout.u(30), height: frame.height),
                     align: .center)
    }

    /// The navigation bar: the back button (a chevron and its words, blue) at the left, the bar
    /// buttons at the right, the title bold and centred in the room between, a separator under it.
    func drawNavigationBar(back: String?, title: String, barButtons: [String], _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        var backEnd: Double?
        if let back {
            let frame = layout.backButton
            painter.tappable(back, frame)
            let chevron = Rect(x: frame.x, y: frame.midY - layout.u(11), width: layout.u(22), height: layout.u(22))
            painter.glyph(.chevronLeft, in: chevron, colors.accent)
            let words = Rect(x: chevron.maxX + layout.u(4), y: frame.y, width: frame.maxX - chevron.maxX - layout.u(4), height: frame.height)
            painter.text(back, layout.backFont, colors.accent, in: words)
            backEnd = min(words.x + painter.measure(back, layout.backFont).width, words.maxX)
        }
        let barStart = drawBarButtons(barButtons, layout, colors, painter)
        painter.text(title, .bold(layout.u(20)), colors.primary, in: layout.navigationTitle(backEnd: backEnd, barStart: barStart), align: .center)
        painter.fill(Rect(x: layout.content.x, y: layout.navigationBar.maxY - 1, width: layout.content.width, height: 1), colors.separator)
    }

    /// The bar buttons, as capsules at the top right; returns the left edge of the leftmost
    /// (nil when there are none).
    @discardableResult
    func drawBarButtons(_ titles: [String], _ layout: CarLayout, _ colors: Palette, _ painter: Painter) -> Double? {
        let font = layout.barButtonFont
        let frames = layout.barButtons(widths: titles.map { painter.measure($0, font).width })
        for (title, frame) in zip(titles, frames) {
            drawButton(title, in: frame, font: font, background: colors.fill, foreground: colors.accent, layout, painter)
        }
        return frames.first?.x
    }

    /// One row of a grouped list: its words, a value at the right, a note as a badge after the
    /// words, a chevron when it leads somewhere.
    struct ListRow {
        /// How a row's words are coloured.
        enum Emphasis {
            /// Main text; the value secondary.
            case plain
            /// An action (Reset to defaults): blue.
            case action
            /// Shown but does nothing: dimmed.
            case disabled
            /// An information line: the words as a secondary label, the value in main text.
            case label
        }

        var title: String
        var value: String?
        var note: String?
        var emphasis: Emphasis
        var chevron: Bool
        /// False for a line that is shown but never touched (an information line).
        var tappable = true
    }

    /// Rows of a grouped list in `frames` (one each, touching, top to bottom) on one rounded
    /// background, separated by thin lines.
    func drawRows(_ rows: [ListRow], in frames: [Rect], _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        guard let first = frames.first, let last = frames.last else { return }
        painter.roundedRect(Rect(x: first.x, y: first.y, width: first.width, height: last.maxY - first.y), radius: layout.u(12), colors.fill)
        let font = FontSpec.regular(min(layout.u(19), first.height * 0.4))
        for (i, (row, frame)) in zip(rows, frames).enumerated() {
            if i > 0 {
                painter.fill(Rect(x: frame.x + layout.u(18), y: frame.y, width: frame.width - layout.u(18), height: 1), colors.separator)
            }
            if row.tappable { painter.tappable(row.title, frame) }
            let inner = frame.insetBy(dx: layout.u(18), dy: 0)
            var right = inner.maxX
            if row.chevron {
                right -= layout.u(14)
                painter.glyph(.chevronRight, in: Rect(x: right, y: frame.midY - layout.u(7), width: layout.u(14), height: layout.u(14)), colors.tertiary)
                right -= layout.u(8)
            }
            var valueWidth = 0.0
            if let value = row.value {
                // An information line's value is what it says (an address, a time): it gets more room.
                valueWidth = min(painter.measure(value, font).width, inner.width * (row.emphasis == .label ? 0.6 : 0.35))
                painter.text(value, font, row.emphasis == .label ? colors.primary : colors.secondary,
                             in: Rect(x: right - valueWidth, y: frame.y, width: valueWidth, height: frame.height), align: .right)
            }
            let titleRoom = right - valueWidth - layout.u(12) - inner.x
            let titleWidth = min(painter.measure(row.title, font).width, titleRoom)
            let titleColor: RGBA
            switch row.emphasis {
            case .plain: titleColor = colors.primary
            case .action: titleColor = colors.accent
            case .disabled: titleColor = colors.tertiary
            case .label: titleColor = colors.secondary
            }
            painter.text(row.title, font, titleColor, in: Rect(x: inner.x, y: frame.y, width: titleRoom, height: frame.height))
            if let note = row.note {
                let noteFont = FontSpec.bold(font.size > 14 ? Double(font.size) * 0.7 : 10)
                let noteWidth = painter.measure(note, noteFont).width + layout.u(16)
                let noteX = inner.x + titleWidth + layout.u(10)
                if noteX + noteWidth <= inner.x + titleRoom {
                    let badge = Rect(x: noteX, y: frame.midY - layout.u(11), width: noteWidth, height: layout.u(22))
                    painter.roundedRect(badge, radius: badge.height / 2, colors.tertiary.opacity(0.45))
                    painter.text(note, noteFont, colors.secondary, in: badge, align: .center)
                }
            }
        }
    }

    /// A screen with a message in the middle of the content: a glyph, a caption, a bold title.
    func drawMessage(glyph: Glyph?, caption: String?, title: String, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let content = layout.content
        var y = content.midY - layout.u(40)
        if let glyph {
            painter.glyph(glyph, in: Rect.centered(x: content.midX, y: y - layout.u(20), width: layout.u(96), height: layout.u(96)), colors.tertiary)
            y += layout.u(56)
        }
        if let caption {
            painter.text(caption, .regular(layout.u(16)), colors.secondary,
                         in: Rect(x: content.x + layout.u(24), y: y - layout.u(14), width: content.width - layout.u(48), height: layout.u(24)), align: .center)
            y += layout.u(30)
        }
        painter.paragraph(title, .bold(layout.u(28)), colors.secondary,
                          in: Rect(x: content.x + layout.u(24), y: y - layout.u(10), width: content.width - layout.u(48), height: layout.u(80)), maxLines: 2)
    }
}
