import Host

/// A scene's images (`ImageLook`) and what the renderer lacks: a known SF Symbol as our own
/// glyph, anything else (an asset, a file, a symbol we do not draw) as a labelled placeholder,
/// which `notDrawn(in:now:)` reports.
extension CarRenderer {
    /// What `screen` shows only as labelled placeholders (`image "cover"`, `CPWindow content`),
    /// in the order drawn, each once: the parts a picture of it leaves out.
    public func notDrawn(in screen: CarScreen, now: Instant) throws -> [String] {
        var names: [String] = []
        _ = try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: appearance.palette.background) { painter in
            painter.notDrawnLog = []
            draw(screen, now: now, with: painter)
            for name in painter.notDrawnLog ?? [] where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Draws `image` in the largest square centred in `rect`: a symbol we know as its glyph in
    /// `color`; anything else as a labelled placeholder. Nothing for no image.
    func drawImage(_ image: ImageLook?, in rect: Rect, _ color: RGBA, _ colors: Palette, _ painter: Painter) {
        guard let image else { return }
        if let symbol = image.systemName, drawSymbol(symbol, in: rect, color, painter) { return }
        let side = min(rect.width, rect.height)
        drawPlaceholder(image.name, in: Rect.centered(x: rect.midX, y: rect.midY, width: side, height: side), colors, painter)
        painter.notDrawn("image \"\(image.name)\"")
    }

    /// Draws the SF Symbol `name` in `rect` if we know it; false when we do not.
    func drawSymbol(_ name: String, in rect: Rect, _ color: RGBA, _ painter: Painter) -> Bool {
        if let glyph = CarRenderer.builtInGlyph(name) {
            painter.glyph(glyph, in: rect, color)
            return true
        }
        guard let symbol = SymbolGlyph(systemName: name) else { return false }
        painter.shape("sym:\(symbol.rawValue)", in: rect, color) { symbol.coverage(u: $0, v: $1, size: $2) }
        return true
    }

    /// The built-in glyph that stands for the SF Symbol `name`, if one does.
    private static func builtInGlyph(_ name: String) -> Glyph? {
        switch name {
        case "message", "message.fill", "bubble.left", "bubble.left.fill", "text.bubble", "text.bubble.fill": return .bubble
        case "mic", "mic.fill", "mic.circle.fill": return .mic
        case "mic.slash", "mic.slash.fill": return .micSlash
        case "waveform", "waveform.circle", "waveform.circle.fill": return .listening
        case "plus", "plus.circle.fill": return .plus
        case "gear", "gearshape", "gearshape.fill": return .gear
        case "chevron.left": return .chevronLeft
        case "chevron.right": return .chevronRight
        case "arrow.clockwise", "arrow.counterclockwise": return .retry
        case "ellipsis", "ellipsis.circle": return .working
        default: return nil
        }
    }

    /// A labelled placeholder: `label` in an outlined, dashed box, for what the renderer lacks.
    func drawPlaceholder(_ label: String, in rect: Rect, _ colors: Palette, _ painter: Painter) {
        let dash = max(2, layoutUnit * 6), line = max(1, layoutUnit * 1.5)
        var x = rect.x
        while x < rect.maxX {
            let w = min(dash, rect.maxX - x)
            painter.fill(Rect(x: x, y: rect.y, width: w, height: line), colors.tertiary)
            painter.fill(Rect(x: x, y: rect.maxY - line, width: w, height: line), colors.tertiary)
            x += 2 * dash
        }
        var y = rect.y
        while y < rect.maxY {
            let h = min(dash, rect.maxY - y)
            painter.fill(Rect(x: rect.x, y: y, width: line, height: h), colors.tertiary)
            painter.fill(Rect(x: rect.maxX - line, y: y, width: line, height: h), colors.tertiary)
            y += 2 * dash
        }
        // The largest size, down to 9 points, at which the label fits uncut.
        let room = rect.insetBy(dx: line * 3, dy: line * 3)
        var size = max(9, min(layoutUnit * 20, rect.height * 0.3)).rounded(.down)
        while size > 9, painter.wrap(label, .regular(size), width: room.width, maxLines: 2).contains(where: { $0.hasSuffix("…") }) { size -= 1 }
        painter.paragraph(label, .regular(size), colors.secondary, in: room, maxLines: 2)
    }

    /// A template kind drawn as a labelled placeholder: its class name in a dashed box under its
    /// title, its entries as buttons at the bottom (still tapped by their titles), for a kind
    /// whose look the scene did not give.
    func drawPlaceholderTemplate(_ shown: CarScreen.Shown, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        drawNavigationBar(back: shown.backButton, title: shown.title, barButtons: shown.barButtons, layout, colors, painter)
        let buttons = layout.actionButtons(count: shown.rows.count)
        drawPlaceholder(shown.kind.className, in: layout.listBox(above: buttons).insetBy(dx: layout.u(24), dy: layout.u(16)), colors, painter)
        painter.notDrawn(shown.kind.className)
        for (item, frame) in zip(shown.rows, buttons) {
            drawButton(item.title, in: frame, font: .bold(layout.u(18)), background: colors.fill,
                       foreground: item.enabled ? colors.accent : colors.tertiary, layout, painter)
        }
    }

    /// One point at 800×480, scaled to this display.
    var layoutUnit: Double { min(Double(size.width) / 800, Double(size.height) / 480) }
}
