import Host

/// A scene's images (`ImageLook`) and what the renderer lacks (B12). HeadUnit keeps no pixels:
/// a known SF Symbol is drawn as our own glyph like it; any other image as a rounded square of a
/// colour its name picks, with the name's initials (the same name, the same square, run after
/// run), and reported by `notDrawn(in:now:)`; a template kind without its look as a labelled
/// placeholder, reported too.
extension CarRenderer {
    /// How an image is drawn.
    enum ImageStyle {
        /// A symbol as a bare glyph in the given colour; another image as its square.
        case tinted(RGBA)
        /// Always a square: a symbol's glyph white on the accent, another image its own colour.
        case square
    }

    /// What `screen` shows only as stand-ins (`image "cover"`, `CPWindow content`), in the order
    /// drawn, each once: the parts a picture of it leaves out.
    public func notDrawn(in screen: CarScreen, now: Instant) throws -> [String] {
        var names: [String] = []
        _ = try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: appearance.palette.background) { painter in
            painter.notDrawnLog = []
            draw(screen, now: now, with: painter)
            for name in painter.notDrawnLog ?? [] where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Draws `image` in the largest square centred in `rect`, as `style` says; nothing for no image.
    func drawImage(_ image: ImageLook?, in rect: Rect, style: ImageStyle, _ colors: Palette, _ painter: Painter) {
        guard let image else { return }
        let side = min(rect.width, rect.height)
        let square = Rect.centered(x: rect.midX, y: rect.midY, width: side, height: side)
        let symbol = image.systemName
        if case .tinted(let color) = style, let symbol, drawSymbol(symbol, in: square, color, painter) { return }
        let radius = side * 0.18
        if let symbol, CarRenderer.knowsSymbol(symbol) {
            painter.roundedRect(square, radius: radius, colors.accent)
            _ = drawSymbol(symbol, in: square.insetBy(dx: side * 0.2, dy: side * 0.2), RGBA(255, 255, 255), painter)
            return
        }
        painter.roundedRect(square, radius: radius, CarRenderer.squareColor(for: image.name))
        painter.text(CarRenderer.initials(of: image.name), .bold(side * 0.38), RGBA(255, 255, 255), in: square, align: .center)
        painter.notDrawn("image \"\(image.name)\"")
    }

    /// Draws the SF Symbol `name` in `rect` if we know it; false when we do not.
    @discardableResult
    func drawSymbol(_ name: String, in rect: Rect, _ color: RGBA, _ painter: Painter) -> Bool {
        if let symbol = SymbolGlyph(systemName: name) {
            painter.shape("sym:\(symbol.rawValue)", in: rect, color) { symbol.coverage(u: $0, v: $1, size: $2) }
            return true
        }
        guard let glyph = CarRenderer.glyph(forSymbol: name) else { return false }
        painter.glyph(glyph, in: rect, color)
        return true
    }

    /// Whether `drawSymbol` draws the SF Symbol `name`.
    static func knowsSymbol(_ name: String) -> Bool {
        SymbolGlyph(systemName: name) != nil || glyph(forSymbol: name) != nil
    }

    /// The built-in glyph that stands for an SF Symbol's name (`play.fill`, `music.note`…) by its
    /// first word, nil when we have none. `SymbolGlyph` is asked first, by the whole name.
    static func glyph(forSymbol name: String) -> Glyph? {
        let base = name.split(separator: ".").first.map(String.init) ?? name
        switch base {
        case "play": return .play
        case "pause": return .pause
        case "stop": return .stop
        case "backward": return .backward
        case "forward": return .forward
        case "gobackward": return .skipBack
        case "goforward": return .skipForward
        case "music": return .musicNote
        case "mic": return name.contains("slash") ? .micSlash : .mic
        case "waveform": return .listening
        case "cloud", "icloud": return .cloud
        case "ellipsis": return .working
        case "clock", "timer": return .clock
        case "book", "books": return .book
        case "pin": return .pin
        case "speaker": return name.contains("slash") ? .speakerSlash : .speaker
        case "arrow":
            if name.contains("down") { return .download }
            return name.contains("clockwise") ? .retry : nil
        case "gear", "gearshape": return .gear
        case "plus": return .plus
        case "bubble", "message", "text": return name.hasPrefix("text") && !name.contains("bubble") ? nil : .bubble
        case "chevron": return name.contains("left") ? .chevronLeft : .chevronRight
        default: return nil
        }
    }

    /// Up to two initials of `name`'s words (`cover-road` → `CR`, `news` → `N`).
    static func initials(of name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        return String(words.prefix(2).compactMap(\.first)).uppercased()
    }

    /// The colour of an image's square, picked by its name (FNV-1a: the same every run, unlike
    /// Swift's seeded `Hasher`).
    static func squareColor(for name: String) -> RGBA {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return squareColors[Int(hash % UInt32(squareColors.count))]
    }

    /// Muted iOS system colours, readable with white initials in both appearances.
    private static let squareColors: [RGBA] = [
        RGBA(hex: 0x3A6EA5), RGBA(hex: 0x2E8B57), RGBA(hex: 0xB8651B), RGBA(hex: 0xA33B3B),
        RGBA(hex: 0x7A4FA3), RGBA(hex: 0x23808C), RGBA(hex: 0xA33B6A), RGBA(hex: 0x4B4FA8),
    ]

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
