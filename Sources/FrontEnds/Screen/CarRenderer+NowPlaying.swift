import Host

/// The Now Playing screen as CarPlay draws it (B10, `NowPlayingLook`): the artwork at the left
/// (a music note when the app gives none), the title, `Artist — Album` (tappable when the
/// album-artist button is on) and the queue position at the right, the progress bar with the
/// elapsed time and the duration (or `LIVE`) and the rate under them, Up Next at the top right,
/// and along the bottom the app's buttons around the transport controls, drawn as glyphs.
extension CarRenderer {
    /// Draws the Now Playing template `shown` with its look `look`.
    func drawNowPlaying(_ shown: CarScreen.Shown, _ look: NowPlayingLook, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let items = Array(zip(shown.rows, look.controls))
        let upNext = items.first { $0.1 == .upNext }?.0.title
        let hasBar = shown.backButton != nil || !shown.barButtons.isEmpty || upNext != nil
        if hasBar {
            drawNavigationBar(back: shown.backButton, title: "", barButtons: shown.barButtons + (upNext.map { [$0] } ?? []), layout, colors, painter)
        }
        let top = hasBar ? layout.navigationBar.maxY : 0
        let controlsY = layout.height - layout.u(36) - layout.u(64)
        let side = min(layout.u(220), controlsY - top - layout.u(40))
        let artwork = Rect(x: layout.content.x + layout.u(40), y: top + (controlsY - top - side) / 2 - layout.u(4), width: side, height: side)
        if let image = look.artwork {
            drawImage(image, in: artwork, style: .square, colors, painter)
        } else {
            painter.roundedRect(artwork, radius: layout.u(14), colors.fill)
            painter.glyph(.musicNote, in: artwork.insetBy(dx: side * 0.28, dy: side * 0.28), colors.tertiary)
        }
        let x = artwork.maxX + layout.u(32), width = layout.content.maxX - layout.u(40) - x
        var y = artwork.y + layout.u(6)
        let title = shown.title.isEmpty ? CarRenderer.nowPlaying : shown.title
        let titleLines = painter.wrap(title, .bold(layout.u(26)), width: width, maxLines: 2).count
        let titleHeight = Double(titleLines) * painter.measure("Ag", .bold(layout.u(26))).height
        painter.paragraph(title, .bold(layout.u(26)), colors.primary, in: Rect(x: x, y: y, width: width, height: titleHeight), maxLines: 2, align: .left)
        y += titleHeight + layout.u(4)
        if let artistAlbum = shown.message {
            let line = Rect(x: x, y: y, width: width, height: layout.u(26))
            if let albumArtist = items.first(where: { $0.1 == .albumArtist })?.0.title { painter.tappable(albumArtist, line) }
            painter.text(artistAlbum, .regular(layout.u(19)), colors.secondary, in: line)
            y += layout.u(26)
        }
        if let queue = shown.lines.first(where: { $0.title == "Queue" })?.detail {
            painter.text(queue, .regular(layout.u(15)), colors.tertiary, in: Rect(x: x, y: y, width: width, height: layout.u(22)))
        }
        drawProgress(look, in: Rect(x: x, y: artwork.maxY - layout.u(44), width: width, height: layout.u(44)), layout, colors, painter)
        drawControls(items.filter { $0.1 != .upNext && $0.1 != .albumArtist }, rowY: controlsY, layout, colors, painter)
    }

    /// The progress bar with the elapsed time at its left and the duration at its right, or
    /// `LIVE`; the rate between them.
    private func drawProgress(_ look: NowPlayingLook, in frame: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let font = FontSpec.regular(layout.u(14))
        let under = Rect(x: frame.x, y: frame.y + layout.u(14), width: frame.width, height: layout.u(24))
        if look.isLive {
            let badge = Rect(x: frame.x, y: under.y + layout.u(2), width: layout.u(48), height: layout.u(20))
            painter.roundedRect(badge, radius: layout.u(4), colors.red)
            painter.text("LIVE", .bold(layout.u(12)), RGBA(255, 255, 255), in: badge, align: .center)
        } else if look.elapsed != nil || look.duration != nil {
            let track = Rect(x: frame.x, y: frame.y + layout.u(6), width: frame.width, height: layout.u(5))
            painter.roundedRect(track, radius: track.height / 2, colors.separator)
            let progress = look.progress.map { $0.isFinite ? min(max($0, 0), 1) : 0 } ?? 0
            painter.roundedRect(Rect(x: track.x, y: track.y, width: track.width * progress, height: track.height),
                                radius: track.height / 2, colors.primary)
            if let elapsed = look.elapsed { painter.text(elapsed, font, colors.secondary, in: under) }
            if let duration = look.duration { painter.text(duration, font, colors.secondary, in: under, align: .right) }
        }
        if let rate = look.rate { painter.text(rate, .bold(layout.u(14)), colors.secondary, in: under, align: .center) }
    }

    /// The bottom row: each control tappable by its title; the transport controls as glyphs in
    /// circles (play or pause the largest), the app's buttons as capsules of their words (an
    /// image button as its image).
    private func drawControls(_ items: [(CarScreen.Item, NowPlayingLook.Control)], rowY: Double, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let height = layout.u(64), gap = layout.u(18)
        let font = FontSpec.bold(layout.u(15))
        let widths = items.map { item, control -> Double in
            switch control {
            case .appButton(.some): return layout.u(52)
            case .appButton(nil): return painter.measure(CarRenderer.words(of: item), font).width + layout.u(28)
            default: return control == .play || control == .pause ? height : layout.u(56)
            }
        }
        let total = widths.reduce(0, +) + Double(max(0, items.count - 1)) * gap
        var x = layout.content.midX - min(total, layout.content.width - layout.u(32)) / 2
        for ((item, control), width) in zip(items, widths) {
            let w = min(width, layout.content.maxX - layout.u(16) - x)
            guard w > 0 else { break }
            let frame = Rect(x: x, y: rowY + (height - min(width, height)) / 2, width: w, height: min(width, height))
            x += w + gap
            let foreground = item.enabled ? colors.primary : colors.tertiary
            switch control {
            case .appButton(let image?):
                painter.tappable(item.title, frame)
                painter.circle(x: frame.midX, y: frame.midY, radius: frame.height / 2, colors.fill)
                drawImage(image, in: frame.insetBy(dx: frame.width * 0.25, dy: frame.height * 0.25), style: .tinted(foreground), colors, painter)
            case .appButton(nil):
                let capsule = Rect(x: frame.x, y: rowY + (height - layout.u(44)) / 2, width: frame.width, height: layout.u(44))
                // The tap names the button's title; its words show its state too.
                painter.tappable(item.title, capsule)
                painter.roundedRect(capsule, radius: capsule.height / 2, colors.fill)
                painter.text(CarRenderer.words(of: item), font, foreground, in: capsule.insetBy(dx: layout.u(14), dy: 0), align: .center)
            default:
                painter.tappable(item.title, frame)
                let lead = control == .play || control == .pause
                if lead { painter.circle(x: frame.midX, y: frame.midY, radius: frame.height / 2, colors.primary) }
                let inset = frame.width * (lead ? 0.3 : 0.2)
                painter.glyph(CarRenderer.glyph(of: control), in: frame.insetBy(dx: inset, dy: inset), lead ? colors.background : foreground)
            }
        }
    }

    /// An app button's words with its state (`Shuffle: Songs`); the rate button shows the rate
    /// alone (`1.5×`), as CarPlay's does.
    private static func words(of item: CarScreen.Item) -> String {
        guard let detail = item.detail else { return item.title }
        return item.title == "Playback rate" ? detail : "\(item.title): \(detail)"
    }

    /// The glyph of a transport control.
    private static func glyph(of control: NowPlayingLook.Control) -> Glyph {
        switch control {
        case .previousTrack: .backward
        case .skipBack: .skipBack
        case .play: .play
        case .pause: .pause
        case .stop: .stop
        case .skipForward: .skipForward
        case .nextTrack: .forward
        case .appButton, .upNext, .albumArtist: .working
        }
    }
}
