import Host

/// A point-of-interest template as CarPlay lays it out: its title in the navigation bar, the map
/// with a numbered pin per place (placed by its coordinates), and on the leading side a panel:
/// the picker's rows (number, title, subtitle, summary), or the selected place's detail card
/// with its primary and secondary buttons.
extension CarRenderer {
    /// The point-of-interest template with its look.
    func drawPointsOfInterest(_ shown: CarScreen.Shown, _ places: PointOfInterestLook, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let below = layout.belowNavigationBar
        drawMapArea(in: below, layout, painter)
        drawNavigationBar(back: shown.backButton, title: shown.title, barButtons: shown.barButtons, layout, colors, painter)
        let panel = Rect(x: below.x + layout.u(12), y: below.y + layout.u(10), width: layout.u(300), height: below.height - layout.u(22))
        let mapArea = Rect(x: panel.maxX + layout.u(36), y: below.y + layout.u(36), width: below.maxX - panel.maxX - layout.u(72),
                           height: below.height - layout.u(72))
        drawPins(places, in: mapArea, layout, colors, painter)
        painter.roundedRect(panel, radius: layout.u(16), colors.background)
        if let card = places.card {
            drawPlaceCard(card, number: (places.selected ?? 0) + 1, in: panel.insetBy(dx: layout.u(14), dy: layout.u(14)), layout, colors, painter)
        } else {
            drawPlaceRows(places.places, in: panel.insetBy(dx: layout.u(8), dy: layout.u(8)), layout, colors, painter)
        }
    }

    /// The pins: each place with a coordinate at its spot in `area` (the places' bounding box
    /// fills it, north up), numbered from 1; the selected one larger and red. A pin's own image
    /// is not drawn (reported).
    private func drawPins(_ places: PointOfInterestLook, in area: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        for place in places.places { if let pin = place.pin { painter.notDrawn("pin image \"\(pin.name)\"") } }
        let located = places.places.enumerated().compactMap { i, place in place.coordinate.map { (i, place, $0) } }
        guard !located.isEmpty else { return }
        let lats = located.map(\.2.latitude), lons = located.map(\.2.longitude)
        let south = lats.min()!, north = lats.max()!, west = lons.min()!, east = lons.max()!
        func spot(_ c: PointOfInterestLook.Coordinate) -> (Double, Double) {
            let fx = east > west ? (c.longitude - west) / (east - west) : 0.5
            let fy = north > south ? (north - c.latitude) / (north - south) : 0.5
            return (area.x + fx * area.width, area.y + fy * area.height)
        }
        // The selected pin last, so it is on top.
        for (i, place, coordinate) in located.sorted(by: { ($0.0 == places.selected ? 1 : 0) < ($1.0 == places.selected ? 1 : 0) }) {
            let (x, y) = spot(coordinate)
            let selected = i == places.selected
            let r = layout.u(selected ? 19 : 14)
            painter.tappable(place.title, Rect.centered(x: x, y: y, width: 2 * r, height: 2 * r))
            painter.circle(x: x, y: y, radius: r + layout.u(2), RGBA(255, 255, 255))
            painter.circle(x: x, y: y, radius: r, selected ? colors.red : colors.accent)
            painter.text("\(i + 1)", .bold(layout.u(selected ? 18 : 14)), RGBA(255, 255, 255), in: Rect.centered(x: x, y: y, width: 2 * r, height: 2 * r), align: .center)
        }
    }

    /// The picker: one row per place (its number, title, subtitle and summary), as many as fit.
    private func drawPlaceRows(_ places: [PointOfInterestLook.Place], in box: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let hasSummary = places.contains { $0.summary != nil }
        let h = layout.u(hasSummary ? 70 : 54)
        for (i, place) in places.enumerated() {
            let frame = Rect(x: box.x, y: box.y + Double(i) * h, width: box.width, height: h)
            guard frame.maxY <= box.maxY + 0.5 else { break }
            if i > 0 { painter.fill(Rect(x: frame.x + layout.u(44), y: frame.y, width: frame.width - layout.u(44), height: 1), colors.separator) }
            painter.tappable(place.title, frame)
            let badge = Rect(x: frame.x + layout.u(6), y: frame.y + layout.u(10), width: layout.u(26), height: layout.u(26))
            painter.circle(x: badge.midX, y: badge.midY, radius: badge.width / 2, colors.accent)
            painter.text("\(i + 1)", .bold(layout.u(14)), RGBA(255, 255, 255), in: badge, align: .center)
            let x = frame.x + layout.u(44), w = frame.maxX - x - layout.u(6)
            var y = frame.y + layout.u(6)
            painter.text(place.title, .bold(layout.u(17)), colors.primary, in: Rect(x: x, y: y, width: w, height: layout.u(22)))
            y += layout.u(22)
            if let subtitle = place.subtitle {
                painter.text(subtitle, .regular(layout.u(14)), colors.secondary, in: Rect(x: x, y: y, width: w, height: layout.u(19)))
                y += layout.u(19)
            }
            if let summary = place.summary {
                painter.text(summary, .regular(layout.u(13)), colors.secondary, in: Rect(x: x, y: y, width: w, height: layout.u(18)))
            }
        }
    }

    /// The selected place's card: its number, title, subtitle and summary, its buttons at the
    /// foot (the primary filled blue, the secondary plain).
    private func drawPlaceCard(_ card: PointOfInterestLook.Card, number: Int, in box: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let badge = Rect(x: box.x, y: box.y + layout.u(2), width: layout.u(30), height: layout.u(30))
        painter.circle(x: badge.midX, y: badge.midY, radius: badge.width / 2, colors.red)
        painter.text("\(number)", .bold(layout.u(16)), RGBA(255, 255, 255), in: badge, align: .center)
        let x = badge.maxX + layout.u(10)
        painter.paragraph(card.title, .bold(layout.u(21)), colors.primary, in: Rect(x: x, y: box.y, width: box.maxX - x, height: layout.u(34)), maxLines: 1, align: .left)
        var y = box.y + layout.u(40)
        if let subtitle = card.subtitle {
            painter.text(subtitle, .regular(layout.u(17)), colors.secondary, in: Rect(x: box.x, y: y, width: box.width, height: layout.u(24)))
            y += layout.u(28)
        }
        let buttonHeight = layout.u(46), gap = layout.u(10)
        let buttonsTop = box.maxY - Double(card.buttons.count) * buttonHeight - Double(max(0, card.buttons.count - 1)) * gap
        if let summary = card.summary {
            let font = FontSpec.regular(layout.u(15))
            let room = max(0, buttonsTop - layout.u(10) - y)
            let lines = max(1, min(4, Int(room / painter.measure("Ag", font).height)))
            painter.paragraph(summary, font, colors.primary, in: Rect(x: box.x, y: y, width: box.width, height: min(room, Double(lines) * painter.measure("Ag", font).height)),
                              maxLines: lines, align: .left)
        }
        for (i, title) in card.buttons.enumerated() {
            let frame = Rect(x: box.x, y: buttonsTop + Double(i) * (buttonHeight + gap), width: box.width, height: buttonHeight)
            drawButton(title, in: frame, font: .bold(layout.u(18)), background: i == 0 ? colors.accent : colors.fill,
                       foreground: i == 0 ? RGBA(255, 255, 255) : colors.accent, layout, painter)
        }
    }
}
