import Host

/// A map template (B10) as CarPlay lays its controls over the app's map: the navigation bar's
/// buttons at the top corners, the map buttons stacked round at the trailing edge, the trip
/// preview or the guidance card (then the trip's estimates) down the leading side, a navigation
/// alert at the leading side's foot, the pan arrows at the map's edges. The map itself is the
/// app's `CPWindow` content, which HeadUnit does not draw: a neutral street grid stands in.
extension CarRenderer {
    /// The map template with its look.
    func drawMap(_ shown: CarScreen.Shown, _ map: MapLook, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let content = layout.content
        drawMapArea(in: content, layout, painter)
        painter.notDrawn("CPWindow content")
        let mapButtons = drawMapButtons(map.mapButtons, layout, colors, painter)
        drawMapBar(map, back: shown.backButton, layout, colors, painter)
        let side = Rect(x: content.x + layout.u(12), y: layout.u(60), width: layout.u(290), height: layout.height - layout.u(72))
        var sideUsed = false
        if let preview = map.tripPreview {
            drawTripPreview(preview, in: side, layout, colors, painter)
            sideUsed = true
        } else if let guidance = map.guidance {
            drawGuidance(guidance, hasAlert: map.alert != nil, in: side, layout, colors, painter)
            sideUsed = true
        }
        if let alert = map.alert { drawNavigationAlert(alert, in: side, layout, colors, painter) }
        if map.isPanning {
            let left = sideUsed || map.alert != nil ? side.maxX + layout.u(12) : content.x + layout.u(12)
            let right = (mapButtons ?? content.maxX) - layout.u(12)
            drawPanArrows(in: Rect(x: left, y: layout.u(60), width: right - left, height: layout.height - layout.u(72)), layout, colors, painter)
        }
    }

    /// A neutral street grid standing for the app's map: land, minor streets and every third a
    /// main road, a park and water over them.
    func drawMapArea(in area: Rect, _ layout: CarLayout, _ painter: Painter) {
        let dark = appearance == .dark
        let land = dark ? RGBA(hex: 0x23272E) : RGBA(hex: 0xF1EEE8)
        let street = dark ? RGBA(hex: 0x343A44) : RGBA(hex: 0xFFFFFF)
        let road = dark ? RGBA(hex: 0x4A515C) : RGBA(hex: 0xFBE3A4)
        let park = dark ? RGBA(hex: 0x223428) : RGBA(hex: 0xCFE8C6)
        let water = dark ? RGBA(hex: 0x1A2A3C) : RGBA(hex: 0xAAD2F0)
        painter.fill(area, land)
        let block = layout.u(56)
        var i = 0
        var x = area.x + block * 0.6
        while x < area.maxX {
            let main = i % 3 == 1
            let w = main ? layout.u(7) : layout.u(3)
            painter.fill(Rect(x: x - w / 2, y: area.y, width: w, height: area.height), main ? road : street)
            x += block
            i += 1
        }
        i = 0
        var y = area.y + block * 0.4
        while y < area.maxY {
            let main = i % 3 == 2
            let h = main ? layout.u(7) : layout.u(3)
            painter.fill(Rect(x: area.x, y: y - h / 2, width: area.width, height: h), main ? road : street)
            y += block
            i += 1
        }
        painter.roundedRect(Rect(x: area.x + block * 4.2, y: area.y + block * 1.2, width: block * 1.6, height: block * 1.5), radius: layout.u(6), park)
        painter.roundedRect(Rect(x: area.maxX - block * 2.6, y: area.maxY - block * 1.7, width: block * 3, height: block * 2), radius: layout.u(30), water)
    }

    /// The map buttons, round, stacked at the trailing edge from the bottom up (the first on
    /// top); returns their left edge (nil when there are none).
    private func drawMapButtons(_ buttons: [MapLook.Button], _ layout: CarLayout, _ colors: Palette, _ painter: Painter) -> Double? {
        guard !buttons.isEmpty else { return nil }
        let d = layout.u(50), gap = layout.u(10)
        let x = layout.content.maxX - layout.u(14) - d
        var y = layout.height - layout.u(14) - Double(buttons.count) * d - Double(buttons.count - 1) * gap
        for button in buttons {
            let frame = Rect(x: x, y: y, width: d, height: d)
            painter.tappable(button.title, frame)
            painter.circle(x: frame.midX, y: frame.midY, radius: d / 2, colors.fill.opacity(0.94))
            let tint = button.enabled ? colors.primary : colors.tertiary
            if button.image != nil {
                drawImage(button.image, in: frame.insetBy(dx: d * 0.24, dy: d * 0.24), style: .tinted(tint), colors, painter)
            } else {
                painter.text(button.title, .bold(layout.u(12)), tint, in: frame.insetBy(dx: layout.u(4), dy: 0), align: .center)
            }
            y += d + gap
        }
        return x
    }

    /// The navigation bar over the map: the back button or the leading bar buttons at the top
    /// left, the trailing ones at the top right, each a capsule (a bar button of an image shows
    /// it). No title: a map template has none.
    private func drawMapBar(_ map: MapLook, back: String?, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let h = layout.u(40), y = layout.u(10), gap = layout.u(8), font = layout.barButtonFont
        func width(_ b: MapLook.Button) -> Double { b.image != nil ? layout.u(54) : min(layout.u(200), painter.measure(b.title, font).width + layout.u(28)) }
        var x = layout.content.x + layout.u(12)
        var leading = map.leadingBarButtons
        if let back { leading.insert(MapLook.Button(title: back, image: ImageLook(systemName: "chevron.left")), at: 0) }
        for button in leading {
            drawMapBarButton(button, in: Rect(x: x, y: y, width: width(button), height: h), layout, colors, painter)
            x += width(button) + gap
        }
        var right = layout.content.maxX - layout.u(12)
        for button in map.trailingBarButtons.reversed() {
            right -= width(button)
            drawMapBarButton(button, in: Rect(x: right, y: y, width: width(button), height: h), layout, colors, painter)
            right -= gap
        }
    }

    private func drawMapBarButton(_ button: MapLook.Button, in frame: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        painter.tappable(button.title, frame)
        painter.roundedRect(frame, radius: frame.height / 2, colors.fill.opacity(0.94))
        let tint = button.enabled ? colors.accent : colors.tertiary
        if let image = button.image {
            drawImage(image, in: frame.insetBy(dx: frame.height * 0.26, dy: frame.height * 0.26), style: .tinted(tint), colors, painter)
        } else {
            painter.text(button.title, layout.barButtonFont, tint, in: frame.insetBy(dx: layout.u(14), dy: 0), align: .center)
        }
    }

    // MARK: Trip preview

    /// The trip preview panel: the trips (several: a strip of their names, the selected lit),
    /// the destination, its estimates, the route choices (the selected one lit) and the start
    /// button at the foot.
    private func drawTripPreview(_ preview: TripPreviewLook, in panel: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        painter.roundedRect(panel, radius: layout.u(16), colors.background)
        let inner = panel.insetBy(dx: layout.u(14), dy: layout.u(14))
        var y = inner.y
        if preview.trips.count > 1 {
            let w = (inner.width - Double(preview.trips.count - 1) * layout.u(6)) / Double(preview.trips.count)
            for (i, trip) in preview.trips.enumerated() {
                let frame = Rect(x: inner.x + Double(i) * (w + layout.u(6)), y: y, width: w, height: layout.u(30))
                drawButton(trip, in: frame, font: .bold(layout.u(13)), background: i == preview.selectedTrip ? colors.accent : colors.fill,
                           foreground: i == preview.selectedTrip ? RGBA(255, 255, 255) : colors.primary, layout, painter)
            }
            y += layout.u(40)
        }
        let name = preview.trips.indices.contains(preview.selectedTrip) ? preview.trips[preview.selectedTrip] : ""
        painter.text(name, .bold(layout.u(22)), colors.primary, in: Rect(x: inner.x, y: y, width: inner.width, height: layout.u(30)))
        y += layout.u(30)
        if let estimates = preview.estimates {
            painter.text(estimates, .regular(layout.u(16)), colors.secondary, in: Rect(x: inner.x, y: y, width: inner.width, height: layout.u(22)))
            y += layout.u(26)
        }
        let go = Rect(x: inner.x, y: inner.maxY - layout.u(50), width: inner.width, height: layout.u(50))
        let rowHeight = layout.u(54)
        for (i, route) in preview.routes.enumerated() {
            let frame = Rect(x: inner.x, y: y + layout.u(4), width: inner.width, height: rowHeight)
            guard frame.maxY <= go.y - layout.u(8) else { break }
            let selected = i == preview.selectedRoute
            painter.tappable(route.summary, frame)
            painter.roundedRect(frame, radius: layout.u(10), selected ? colors.accent.opacity(0.28) : colors.fill)
            let words = frame.insetBy(dx: layout.u(12), dy: layout.u(6))
            let hasInfo = route.information != nil
            painter.text(route.summary, .bold(layout.u(17)), colors.primary,
                         in: Rect(x: words.x, y: words.y, width: words.width, height: hasInfo ? words.height * 0.55 : words.height))
            if let info = route.information {
                painter.text(info, .regular(layout.u(14)), colors.secondary,
                             in: Rect(x: words.x, y: words.y + words.height * 0.55, width: words.width, height: words.height * 0.45))
            }
            y = frame.maxY
        }
        drawButton(preview.startTitle, in: go, font: .bold(layout.u(22)), background: colors.green, foreground: RGBA(255, 255, 255), layout, painter)
    }

    // MARK: Guidance

    /// The guidance card at the top of the leading side: the first maneuver's symbol, distance
    /// and instruction (the longest variant that fits), the second as a "Then" strip, or the
    /// pause's words; under it the trip's estimates (unless an alert takes that place).
    private func drawGuidance(_ guidance: GuidanceLook, hasAlert: Bool, in side: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let cardColor = appearance == .dark ? RGBA(hex: 0x1C3B2E) : RGBA(hex: 0x2E7D5B)
        let white = RGBA(255, 255, 255)
        let hasThen = guidance.pause == nil && guidance.maneuvers.count > 1
        let card = Rect(x: side.x, y: side.y, width: side.width, height: layout.u(hasThen ? 170 : 128))
        painter.roundedRect(card, radius: layout.u(16), cardColor)
        let inner = card.insetBy(dx: layout.u(14), dy: layout.u(12))
        if let pause = guidance.pause {
            painter.glyph(.connecting, in: Rect(x: inner.x, y: inner.y + layout.u(8), width: layout.u(48), height: layout.u(48)), white)
            painter.paragraph(pause, .bold(layout.u(21)), white,
                              in: Rect(x: inner.x + layout.u(60), y: inner.y, width: inner.width - layout.u(60), height: layout.u(64)), maxLines: 2, align: .left)
            painter.text(guidance.destination, .regular(layout.u(15)), white.opacity(0.75),
                         in: Rect(x: inner.x, y: inner.y + layout.u(72), width: inner.width, height: layout.u(22)))
        } else if let first = guidance.maneuvers.first {
            let symbol = Rect(x: inner.x, y: inner.y, width: layout.u(56), height: layout.u(56))
            drawImage(first.symbol, in: symbol, style: .tinted(white), colors, painter)
            let right = Rect(x: symbol.maxX + layout.u(12), y: inner.y, width: inner.width - symbol.width - layout.u(12), height: layout.u(56))
            painter.text(first.distance ?? "", .bold(layout.u(30)), white, in: right)
            let instruction = Rect(x: inner.x, y: symbol.maxY + layout.u(2), width: inner.width, height: layout.u(48))
            let font = FontSpec.bold(layout.u(19))
            painter.paragraph(longestFitting(first.instructionVariants, font, width: instruction.width, lines: 2, painter), font, white,
                              in: instruction, maxLines: 2, align: .left)
            if hasThen {
                let then = guidance.maneuvers[1]
                let strip = Rect(x: card.x, y: card.maxY - layout.u(40), width: card.width, height: layout.u(40))
                painter.fill(Rect(x: strip.x, y: strip.y, width: strip.width, height: 1), white.opacity(0.25))
                painter.text("Then", .bold(layout.u(15)), white.opacity(0.8), in: Rect(x: strip.x + layout.u(14), y: strip.y, width: layout.u(44), height: strip.height))
                drawImage(then.symbol, in: Rect(x: strip.x + layout.u(60), y: strip.midY - layout.u(12), width: layout.u(24), height: layout.u(24)), style: .tinted(white), colors, painter)
                let words = Rect(x: strip.x + layout.u(92), y: strip.y, width: strip.width - layout.u(104), height: strip.height)
                painter.text(longestFitting(then.instructionVariants, .regular(layout.u(15)), width: words.width, lines: 1, painter),
                             .regular(layout.u(15)), white, in: words)
            }
        }
        guard !hasAlert, guidance.tripTime != nil || guidance.tripDistance != nil else { return }
        let estimates = Rect(x: side.x, y: side.maxY - layout.u(66), width: side.width, height: layout.u(66))
        painter.roundedRect(estimates, radius: layout.u(16), colors.background)
        let inner2 = estimates.insetBy(dx: layout.u(14), dy: layout.u(8))
        painter.text(guidance.tripTime ?? "", .bold(layout.u(24)), colors.green, in: Rect(x: inner2.x, y: inner2.y, width: inner2.width / 2, height: inner2.height * 0.6))
        painter.text(guidance.tripDistance ?? "", .bold(layout.u(24)), colors.primary,
                     in: Rect(x: inner2.midX, y: inner2.y, width: inner2.width / 2, height: inner2.height * 0.6), align: .right)
        painter.text(guidance.destination, .regular(layout.u(14)), colors.secondary,
                     in: Rect(x: inner2.x, y: inner2.y + inner2.height * 0.6, width: inner2.width, height: inner2.height * 0.4))
    }

    /// The first of `variants` (longest first) whose words fit `lines` lines of `width`; the
    /// last, cut, when none does.
    func longestFitting(_ variants: [String], _ font: FontSpec, width: Double, lines: Int, _ painter: Painter) -> String {
        for variant in variants {
            let wrapped = painter.wrap(variant, font, width: width, maxLines: lines + 1)
            if wrapped.count <= lines, !(wrapped.last ?? "").hasSuffix("…") { return variant }
        }
        return variants.last ?? ""
    }

    // MARK: Alert and panning

    /// The navigation alert at the foot of the leading side: its image, title and subtitle (the
    /// longest variants that fit), its actions side by side (destructive red, cancel plain).
    private func drawNavigationAlert(_ alert: NavigationAlertLook, in side: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let card = Rect(x: side.x, y: side.maxY - layout.u(130), width: side.width, height: layout.u(130))
        painter.roundedRect(card.insetBy(dx: -1, dy: -1), radius: layout.u(16) + 1, colors.separator)
        painter.roundedRect(card, radius: layout.u(16), colors.fill)
        let inner = card.insetBy(dx: layout.u(14), dy: layout.u(12))
        var wordsX = inner.x
        if alert.image != nil {
            drawImage(alert.image, in: Rect(x: inner.x, y: inner.y + layout.u(4), width: layout.u(40), height: layout.u(40)), style: .tinted(colors.orange), colors, painter)
            wordsX += layout.u(52)
        }
        let wordsWidth = inner.maxX - wordsX
        let titleFont = FontSpec.bold(layout.u(19)), subtitleFont = FontSpec.regular(layout.u(15))
        painter.text(longestFitting(alert.titleVariants, titleFont, width: wordsWidth, lines: 1, painter), titleFont, colors.primary,
                     in: Rect(x: wordsX, y: inner.y, width: wordsWidth, height: layout.u(26)))
        painter.text(longestFitting(alert.subtitleVariants, subtitleFont, width: wordsWidth, lines: 1, painter), subtitleFont, colors.secondary,
                     in: Rect(x: wordsX, y: inner.y + layout.u(26), width: wordsWidth, height: layout.u(22)))
        let count = alert.actions.count
        guard count > 0 else { return }
        let gap = layout.u(10), h = layout.u(44)
        let w = (inner.width - Double(count - 1) * gap) / Double(count)
        for (i, action) in alert.actions.enumerated() {
            let frame = Rect(x: inner.x + Double(i) * (w + gap), y: inner.maxY - h, width: w, height: h)
            let foreground: RGBA
            switch action.style {
            case .plain: foreground = colors.accent
            case .cancel: foreground = colors.primary
            case .destructive: foreground = colors.red
            }
            drawButton(action.title, in: frame, font: .bold(layout.u(17)), background: colors.background, foreground: foreground, layout, painter)
        }
    }

    /// The pan arrows at the middle of each edge of `area`, round, in `MapLook.panTitles`' order.
    private func drawPanArrows(in area: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let d = layout.u(46)
        let centres = [(area.midX, area.y + d / 2), (area.midX, area.maxY - d / 2), (area.x + d / 2, area.midY), (area.maxX - d / 2, area.midY)]
        let symbols = ["chevron.up", "chevron.down", "chevron.left", "chevron.right"]
        for ((title, centre), symbol) in zip(zip(MapLook.panTitles, centres), symbols) {
            let frame = Rect.centered(x: centre.0, y: centre.1, width: d, height: d)
            painter.tappable(title, frame)
            painter.circle(x: frame.midX, y: frame.midY, radius: d / 2, colors.fill.opacity(0.94))
            _ = drawSymbol(symbol, in: frame.insetBy(dx: d * 0.28, dy: d * 0.28), colors.primary, painter)
        }
    }
}
