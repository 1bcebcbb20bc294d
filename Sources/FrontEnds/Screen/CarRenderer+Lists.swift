import Host

/// A scene's lists and tab bars as CarPlay draws them (B12, `ListLook`): the details header, the
/// header grid buttons, each section as a group under its header, rows with their image, the
/// title with the detail text under it, the accessory, the playing indicator and progress; an
/// image row's images; an empty list's title and subtitle, or its spinner. Blocks are drawn top
/// to bottom while they fit (the car would scroll to the rest).
extension CarRenderer {
    /// Draws `list` in `box`.
    func drawList(_ list: ListLook, in box: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        if list.isEmpty && list.detailsHeader == nil && list.headerGridButtons.isEmpty {
            return drawEmptyList(list, in: box, layout, colors, painter)
        }
        var y = box.y
        var full = false
        /// The next `height` of the box, or nil when it does not fit; once one block does not,
        /// none after it is drawn (the car scrolls to them in order).
        func take(_ height: Double) -> Rect? {
            guard !full, y + height <= box.maxY + 0.5 else {
                full = true
                return nil
            }
            defer { y += height }
            return Rect(x: box.x, y: y, width: box.width, height: height)
        }
        if let header = list.detailsHeader, let frame = take(layout.u(header.buttons.isEmpty ? 84 : 116)) {
            drawDetailsHeader(header, in: frame, layout, colors, painter)
        }
        if !list.headerGridButtons.isEmpty, let frame = take(layout.u(104)) {
            drawTileRow(list.headerGridButtons, in: frame, side: layout.u(64), layout, colors, painter)
        }
        if let cell = list.assistantCell, cell.atTop, let frame = take(layout.u(48)) {
            drawAssistantCell(cell.words, in: frame, layout, colors, painter)
        }
        for (i, section) in list.sections.enumerated() {
            if i > 0 { y += layout.u(10) }
            if section.header != nil, let frame = take(layout.u(section.subtitle == nil ? 32 : 50)) {
                drawSectionHeader(section, in: frame, layout, colors, painter)
            }
            var frames: [Rect] = []
            for row in section.rows {
                guard let frame = take(rowHeight(row, layout)) else { break }
                frames.append(frame)
            }
            guard let first = frames.first, let last = frames.last else { continue }
            painter.roundedRect(Rect(x: first.x, y: first.y, width: first.width, height: last.maxY - first.y), radius: layout.u(12), colors.fill)
            for (k, (row, frame)) in zip(section.rows, frames).enumerated() {
                if k > 0 {
                    painter.fill(Rect(x: frame.x + layout.u(16), y: frame.y, width: frame.width - layout.u(16), height: 1), colors.separator)
                }
                drawRow(row, in: frame, layout, colors, painter)
            }
        }
        if let cell = list.assistantCell, !cell.atTop, let frame = take(layout.u(58)) {
            drawAssistantCell(cell.words, in: frame.insetBy(dx: 0, dy: layout.u(5)), layout, colors, painter)
        }
    }

    /// How tall a row is: an image row holds its images; a row with a second line or an image
    /// is taller than a plain one.
    private func rowHeight(_ row: ListLook.Row, _ layout: CarLayout) -> Double {
        if !row.tiles.isEmpty { return layout.u(120) }
        return layout.u(row.detail != nil || row.image != nil || row.progress > 0 ? 60 : 46)
    }

    /// An empty list: its spinner, or its empty view's title and subtitle centred.
    private func drawEmptyList(_ list: ListLook, in box: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        if list.showsSpinner {
            return painter.glyph(.connecting, in: Rect.centered(x: box.midX, y: box.midY, width: layout.u(44), height: layout.u(44)), colors.secondary)
        }
        let words = box.insetBy(dx: layout.u(40), dy: 0)
        if let title = list.emptyTitle {
            painter.paragraph(title, .bold(layout.u(26)), colors.primary,
                              in: Rect(x: words.x, y: box.midY - layout.u(56), width: words.width, height: layout.u(64)), maxLines: 2)
        }
        if let subtitle = list.emptySubtitle {
            painter.paragraph(subtitle, .regular(layout.u(18)), colors.secondary,
                              in: Rect(x: words.x, y: box.midY + layout.u(12), width: words.width, height: layout.u(52)), maxLines: 2)
        }
    }

    /// A section's header: its image, its words bold, its subtitle under them, its button at the
    /// right (tappable).
    private func drawSectionHeader(_ section: ListLook.Section, in frame: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        var x = frame.x + layout.u(6)
        let line = Rect(x: x, y: frame.y + layout.u(4), width: frame.width, height: layout.u(26))
        if let image = section.image {
            let side = layout.u(24)
            drawImage(image, in: Rect(x: x, y: line.midY - side / 2, width: side, height: side), style: .square, colors, painter)
            x += side + layout.u(8)
        }
        var right = frame.maxX - layout.u(6)
        if let button = section.button {
            let width = min(headerButtonWidth(button, height: layout.u(30), layout, painter), frame.width * 0.4)
            right -= width
            drawHeaderButton(button, in: Rect(x: right, y: line.y - layout.u(2), width: width, height: layout.u(30)), layout, colors, painter)
            right -= layout.u(8)
        }
        painter.text(section.header ?? "", .bold(layout.u(19)), colors.primary, in: Rect(x: x, y: line.y, width: right - x, height: line.height))
        if let subtitle = section.subtitle {
            painter.text(subtitle, .regular(layout.u(15)), colors.secondary, in: Rect(x: x, y: line.maxY, width: right - x, height: layout.u(20)))
        }
    }

    /// One row (a list item, an image row, any other item); tappable by its title.
    private func drawRow(_ row: ListLook.Row, in frame: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        painter.tappable(row.title, frame)
        let dim = row.enabled ? 1.0 : 0.45
        let titleFont = FontSpec.regular(layout.u(19)), detailFont = FontSpec.regular(layout.u(15))
        if !row.tiles.isEmpty {
            painter.text(row.title, .bold(layout.u(17)), colors.primary.opacity(dim),
                         in: Rect(x: frame.x + layout.u(16), y: frame.y + layout.u(4), width: frame.width - layout.u(32), height: layout.u(28)))
            let tiles = Rect(x: frame.x + layout.u(16), y: frame.y + layout.u(32), width: frame.width - layout.u(32), height: frame.height - layout.u(36))
            return drawTileRow(row.tiles, in: tiles, side: layout.u(60), align: .left, layout, colors, painter)
        }
        var left = frame.x + layout.u(16), right = frame.maxX - layout.u(14)
        let bars = layout.u(18)
        if row.isUnread || row.leadingMark != nil {
            // A conversation's leading edge: the unread dot, or its pin or star.
            let mark = Rect(x: left, y: frame.midY - layout.u(8), width: layout.u(16), height: layout.u(16))
            if let leadingMark = row.leadingMark {
                drawImage(leadingMark, in: mark, style: .tinted(colors.orange.opacity(dim)), colors, painter)
            } else {
                painter.circle(x: mark.midX, y: mark.midY, radius: layout.u(6), colors.accent.opacity(dim))
            }
            left = mark.maxX + layout.u(8)
        }
        if row.playingIndicator == .leading {
            painter.glyph(.bars, in: Rect(x: left, y: frame.midY - bars / 2, width: bars, height: bars), colors.accent.opacity(dim))
            left += bars + layout.u(10)
        }
        if let image = row.image {
            let side = layout.u(44)
            drawImage(image, in: Rect(x: left, y: frame.midY - side / 2, width: side, height: side), style: .square, colors, painter)
            if !row.enabled { painter.roundedRect(Rect(x: left, y: frame.midY - side / 2, width: side, height: side), radius: side * 0.18, colors.fill.opacity(0.55)) }
            left += side + layout.u(12)
        }
        switch row.accessory {
        case .none:
            break
        case .disclosureIndicator:
            right -= layout.u(14)
            painter.glyph(.chevronRight, in: Rect(x: right, y: frame.midY - layout.u(7), width: layout.u(14), height: layout.u(14)), colors.tertiary)
        case .cloud:
            right -= layout.u(24)
            painter.glyph(.cloud, in: Rect(x: right, y: frame.midY - layout.u(12), width: layout.u(24), height: layout.u(24)), colors.secondary.opacity(dim))
        case .image(let image):
            right -= layout.u(28)
            drawImage(image, in: Rect(x: right, y: frame.midY - layout.u(14), width: layout.u(28), height: layout.u(28)),
                      style: .tinted(colors.secondary.opacity(dim)), colors, painter)
        }
        if row.accessory != .none { right -= layout.u(10) }
        if row.playingIndicator == .trailing {
            right -= bars
            painter.glyph(.bars, in: Rect(x: right, y: frame.midY - bars / 2, width: bars, height: bars), colors.accent.opacity(dim))
            right -= layout.u(10)
        }
        if let trailingText = row.trailingText {
            let font = FontSpec.regular(layout.u(15))
            let width = min(painter.measure(trailingText, font).width, (right - left) * 0.35)
            painter.text(trailingText, font, colors.secondary.opacity(dim),
                         in: Rect(x: right - width, y: row.detail == nil ? frame.y : frame.y + layout.u(7), width: width,
                                  height: row.detail == nil ? frame.height : layout.u(26)), align: .right)
            right -= width + layout.u(10)
        }
        let hasSecondLine = row.detail != nil || row.progress > 0
        let titleLine = hasSecondLine
            ? Rect(x: left, y: frame.y + layout.u(7), width: right - left, height: layout.u(26))
            : Rect(x: left, y: frame.y, width: right - left, height: frame.height)
        let badges = badgeWidth(row, layout, painter)
        let titleWidth = min(painter.measure(row.title, titleFont).width, max(0, titleLine.width - badges))
        painter.text(row.title, titleFont, row.enabled ? colors.primary : colors.tertiary,
                     in: Rect(x: titleLine.x, y: titleLine.y, width: titleWidth + 1, height: titleLine.height))
        drawBadges(row, after: titleLine.x + titleWidth, line: titleLine, layout, colors, painter)
        var lineY = titleLine.maxY
        if let detail = row.detail {
            painter.text(detail, detailFont, colors.secondary.opacity(dim), in: Rect(x: left, y: lineY, width: right - left, height: layout.u(20)))
            lineY += layout.u(20)
        }
        let progress = row.progress.isFinite ? min(max(row.progress, 0), 1) : 0
        if progress > 0 {
            // The played part of the row's content (CPListItem.playbackProgress).
            let track = Rect(x: left, y: min(lineY + layout.u(3), frame.maxY - layout.u(6)), width: min(layout.u(160), right - left), height: layout.u(3))
            painter.roundedRect(track, radius: track.height / 2, colors.separator)
            painter.roundedRect(Rect(x: track.x, y: track.y, width: track.width * progress, height: track.height), radius: track.height / 2, colors.accent.opacity(dim))
        }
    }

    /// The width the badges after a row's title take (the explicit mark, the note).
    private func badgeWidth(_ row: ListLook.Row, _ layout: CarLayout, _ painter: Painter) -> Double {
        var width = row.isExplicit ? layout.u(30) : 0
        if let note = row.note { width += painter.measure(note, .bold(layout.u(13))).width + layout.u(26) }
        return width
    }

    /// The explicit mark (`E` in a small square) and the note badge after a row's title.
    private func drawBadges(_ row: ListLook.Row, after x: Double, line: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        var x = x + layout.u(8)
        if row.isExplicit {
            let mark = Rect(x: x, y: line.midY - layout.u(9), width: layout.u(18), height: layout.u(18))
            painter.roundedRect(mark, radius: layout.u(3), colors.secondary)
            painter.text("E", .bold(layout.u(12)), colors.fill, in: mark, align: .center)
            x = mark.maxX + layout.u(12)
        }
        if let note = row.note {
            let font = FontSpec.bold(layout.u(13))
            let badge = Rect(x: x, y: line.midY - layout.u(11), width: painter.measure(note, font).width + layout.u(16), height: layout.u(22))
            painter.roundedRect(badge, radius: badge.height / 2, colors.tertiary.opacity(0.45))
            painter.text(note, font, colors.secondary, in: badge, align: .center)
        }
    }

    /// Squares of `side` with their titles under them, in a row (an image row's images, the
    /// header grid buttons), each tappable by its title.
    private func drawTileRow(_ tiles: [ListLook.Tile], in frame: Rect, side: Double, align: Painter.Alignment = .center,
                             _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let gap = layout.u(16), cell = side + layout.u(24)
        let fitting = max(0, Int((frame.width + gap) / (cell + gap)))
        let shown = Array(tiles.prefix(fitting))
        let total = Double(shown.count) * cell + Double(max(0, shown.count - 1)) * gap
        let x0 = align == .center ? frame.midX - total / 2 : frame.x
        for (i, tile) in shown.enumerated() {
            let column = Rect(x: x0 + Double(i) * (cell + gap), y: frame.y, width: cell, height: frame.height)
            let square = Rect(x: column.midX - side / 2, y: column.y + layout.u(4), width: side, height: side)
            painter.tappable(tile.title, Rect(x: column.x, y: column.y, width: column.width, height: side + layout.u(26)))
            drawImage(tile.image ?? ImageLook(label: tile.title), in: square, style: .square, colors, painter)
            painter.text(tile.title, .regular(layout.u(13)), tile.enabled ? colors.secondary : colors.tertiary,
                         in: Rect(x: column.x, y: square.maxY + layout.u(2), width: column.width, height: layout.u(20)), align: .center)
        }
    }

    /// The details header: its thumbnail, title, subtitle and body, its buttons under them.
    private func drawDetailsHeader(_ header: ListLook.DetailsHeader, in frame: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let side = min(layout.u(88), frame.height - layout.u(12))
        var x = frame.x + layout.u(4)
        if let thumbnail = header.thumbnail {
            drawImage(thumbnail, in: Rect(x: x, y: frame.y + layout.u(6), width: side, height: side), style: .square, colors, painter)
            x += side + layout.u(16)
        }
        let width = frame.maxX - x
        painter.text(header.title, .bold(layout.u(24)), colors.primary, in: Rect(x: x, y: frame.y + layout.u(4), width: width, height: layout.u(30)))
        var y = frame.y + layout.u(34)
        for line in [header.subtitle, header.body].compactMap({ $0 }) {
            painter.text(line, .regular(layout.u(15)), colors.secondary, in: Rect(x: x, y: y, width: width, height: layout.u(20)))
            y += layout.u(20)
        }
        var bx = x
        for button in header.buttons {
            let w = headerButtonWidth(button, height: layout.u(32), layout, painter)
            guard bx + w <= frame.maxX else { break }
            drawHeaderButton(button, in: Rect(x: bx, y: frame.maxY - layout.u(34), width: w, height: layout.u(32)), layout, colors, painter)
            bx += w + layout.u(10)
        }
    }

    /// True when a header button shows only its image (its title is the image's name: the app
    /// gave it no words).
    private func isImageOnly(_ button: ListLook.Tile) -> Bool { button.image.map { $0.name == button.title } ?? false }

    /// How wide a header button is: a disc for an image alone, else its words (after its image).
    private func headerButtonWidth(_ button: ListLook.Tile, height: Double, _ layout: CarLayout, _ painter: Painter) -> Double {
        if isImageOnly(button) { return height }
        return painter.measure(button.title, layout.barButtonFont).width + layout.u(28) + (button.image == nil ? 0 : height * 0.6 + layout.u(6))
    }

    /// A details header's or section header's button: a capsule with its image and words, or a
    /// disc with its image alone; blue, tappable by its title.
    private func drawHeaderButton(_ button: ListLook.Tile, in frame: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let foreground = button.enabled ? colors.accent : colors.tertiary
        painter.tappable(button.title, frame)
        painter.roundedRect(frame, radius: frame.height / 2, colors.fill)
        let side = frame.height * 0.6
        guard let image = button.image else {
            return painter.text(button.title, layout.barButtonFont, foreground, in: frame.insetBy(dx: layout.u(14), dy: 0), align: .center)
        }
        if isImageOnly(button) {
            return drawImage(image, in: Rect.centered(x: frame.midX, y: frame.midY, width: side, height: side), style: .tinted(foreground), colors, painter)
        }
        let icon = Rect(x: frame.x + layout.u(14), y: frame.midY - side / 2, width: side, height: side)
        drawImage(image, in: icon, style: .tinted(foreground), colors, painter)
        painter.text(button.title, layout.barButtonFont, foreground,
                     in: Rect(x: icon.maxX + layout.u(6), y: frame.y, width: frame.maxX - icon.maxX - layout.u(20), height: frame.height))
    }

    /// The assistant cell: a microphone and its words, blue.
    private func drawAssistantCell(_ words: String, in frame: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        painter.roundedRect(frame, radius: layout.u(12), colors.fill)
        let icon = Rect(x: frame.x + layout.u(16), y: frame.midY - layout.u(12), width: layout.u(24), height: layout.u(24))
        painter.glyph(.mic, in: icon, colors.accent)
        painter.text(words, .regular(layout.u(19)), colors.accent, in: Rect(x: icon.maxX + layout.u(12), y: frame.y, width: frame.maxX - icon.maxX - layout.u(28), height: frame.height))
    }

    /// A tab bar's tabs with their images: each a capsule with its image and title, the
    /// selected one lit; tappable by its title.
    func drawTabs(_ tabs: [String], images: [ImageLook?], selected: Int?, barStart: Double?, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        for (i, (tab, frame)) in zip(tabs, layout.tabs(count: tabs.count, barStart: barStart)).enumerated() {
            let lit = i == selected
            let foreground = lit ? RGBA(255, 255, 255) : colors.primary
            painter.tappable(tab, frame)
            painter.roundedRect(frame, radius: frame.height / 2, lit ? colors.accent : colors.fill)
            let font = layout.tabFont
            guard let image = images.indices.contains(i) ? images[i] : nil else {
                painter.text(tab, font, foreground, in: frame.insetBy(dx: frame.height / 3, dy: 0), align: .center)
                continue
            }
            let side = layout.u(22)
            let textWidth = min(painter.measure(tab, font).width, frame.width - side - layout.u(36))
            let x0 = frame.midX - (side + layout.u(8) + textWidth) / 2
            drawImage(image, in: Rect(x: x0, y: frame.midY - side / 2, width: side, height: side), style: .tinted(foreground), colors, painter)
            painter.text(tab, font, foreground, in: Rect(x: x0 + side + layout.u(8), y: frame.y, width: textWidth + 1, height: frame.height))
        }
    }
}
