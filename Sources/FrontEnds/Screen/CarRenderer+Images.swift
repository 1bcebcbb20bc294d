import Host

/// A scene's images (`ImageLook`) as the car draws them (B12): HeadUnit keeps no pixels, so a
/// common SF Symbol is drawn as the glyph of ours that looks like it, and any other image as a
/// rounded square of a colour its name picks, with the name's initials: the same name, the same
/// square, run after run.
extension CarRenderer {
    /// How an image is drawn.
    enum ImageStyle {
        /// A symbol as a bare glyph in the given colour; another image as its square.
        case tinted(RGBA)
        /// Always a square: a symbol's glyph white on the accent, another image its own colour.
        case square
    }

    /// Draws `image` filling `rect` (a square), as `style` says.
    func drawImage(_ image: ImageLook, in rect: Rect, style: ImageStyle, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let glyph = image.systemName.flatMap(CarRenderer.glyph(forSymbol:))
        if case .tinted(let color) = style, let glyph {
            return painter.glyph(glyph, in: rect, color)
        }
        let radius = rect.width * 0.18
        if let glyph {
            painter.roundedRect(rect, radius: radius, colors.accent)
            return painter.glyph(glyph, in: rect.insetBy(dx: rect.width * 0.2, dy: rect.height * 0.2), RGBA(255, 255, 255))
        }
        painter.roundedRect(rect, radius: radius, CarRenderer.squareColor(for: image.name))
        painter.text(CarRenderer.initials(of: image.name), .bold(rect.height * 0.38), RGBA(255, 255, 255), in: rect, align: .center)
    }

    /// Our glyph for an SF Symbol's name (`play.fill`, `music.note`…), nil when we have none.
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
        case "star", "heart": return .star
        case "ellipsis": return .working
        case "clock", "timer": return .clock
        case "book", "books": return .book
        case "magnifyingglass": return .magnifier
        case "person": return .person
        case "pin": return .pin
        case "speaker": return name.contains("slash") ? .speakerSlash : .speaker
        case "arrow": return name.contains("down") ? .download : nil
        case "gear", "gearshape": return .gear
        case "plus": return .plus
        case "bubble", "message": return .bubble
        case "phone": return .handset
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
}
