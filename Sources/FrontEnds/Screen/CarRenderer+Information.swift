import Host

/// An information template as CarPlay lays it out (Apple's `CPInformationTemplateLayout`):
/// `.leading` stacks each item's detail under its title at the leading edge; `.twoColumn` puts
/// the title at the leading edge and the detail beside it at the trailing edge. A rating item
/// shows its stars (halves too) before its detail. The footer actions sit at the bottom by
/// style: confirm filled blue, cancel plain, normal blue words.
extension CarRenderer {
    /// The information template with its look.
    func drawInformation(_ shown: CarScreen.Shown, _ information: InformationLook, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        drawNavigationBar(back: shown.backButton, title: shown.title, barButtons: shown.barButtons, layout, colors, painter)
        let buttons = layout.actionButtons(count: information.actions.count)
        let box = layout.listBox(above: buttons).insetBy(dx: layout.u(8), dy: layout.u(4))
        switch information.layout {
        case .leading: drawLeadingItems(information.items, in: box, layout, colors, painter)
        case .twoColumn: drawTwoColumnItems(information.items, in: box, layout, colors, painter)
        }
        for (action, frame) in zip(information.actions, buttons) {
            let filled = action.style == .confirm
            drawButton(action.title, in: frame, font: .bold(layout.u(20)), background: filled ? colors.accent : colors.fill,
                       foreground: filled ? RGBA(255, 255, 255) : (action.style == .cancel ? colors.primary : colors.accent), layout, painter)
        }
    }

    /// `.leading`: each item's title bold, its detail (after a rating's stars) under it, as many
    /// items as fit in `box`.
    private func drawLeadingItems(_ items: [InformationLook.Item], in box: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let h = layout.u(50)
        for (i, item) in items.enumerated() {
            let frame = Rect(x: box.x, y: box.y + Double(i) * h, width: box.width, height: h)
            guard frame.maxY <= box.maxY + 0.5 else { break }
            painter.text(item.title, .bold(layout.u(18)), colors.primary, in: Rect(x: frame.x, y: frame.y + layout.u(2), width: frame.width, height: layout.u(24)))
            var x = frame.x
            let line = Rect(x: x, y: frame.y + layout.u(26), width: frame.width, height: layout.u(22))
            if let rating = item.rating {
                x = drawStars(rating, of: item.maximumRating ?? 5, at: x, in: line, layout, colors, painter) + layout.u(8)
            }
            if let detail = item.detail {
                painter.text(detail, .regular(layout.u(17)), colors.secondary, in: Rect(x: x, y: line.y, width: line.maxX - x, height: line.height))
            }
        }
    }

    /// `.twoColumn`: each item on one line, its title at the leading edge, its detail (after a
    /// rating's stars) at the trailing edge, separated by thin lines.
    private func drawTwoColumnItems(_ items: [InformationLook.Item], in box: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let h = layout.u(42)
        let font = FontSpec.regular(layout.u(18))
        for (i, item) in items.enumerated() {
            let frame = Rect(x: box.x, y: box.y + Double(i) * h, width: box.width, height: h)
            guard frame.maxY <= box.maxY + 0.5 else { break }
            if i > 0 { painter.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), colors.separator) }
            let detailWidth = min(painter.measure(item.detail ?? "", font).width, frame.width * 0.5)
            var right = frame.maxX - detailWidth
            if let detail = item.detail {
                painter.text(detail, font, colors.secondary, in: Rect(x: right, y: frame.y, width: detailWidth, height: frame.height), align: .right)
            }
            if let rating = item.rating {
                let maximum = Double(max(1, min(5, item.maximumRating ?? 5)))
                let starsWidth = maximum * layout.u(22)
                right -= starsWidth + (item.detail == nil ? 0 : layout.u(10))
                _ = drawStars(rating, of: item.maximumRating ?? 5, at: right, in: Rect(x: right, y: frame.midY - layout.u(11), width: starsWidth, height: layout.u(22)),
                              layout, colors, painter)
            }
            painter.text(item.title, font, colors.primary, in: Rect(x: frame.x, y: frame.y, width: right - frame.x - layout.u(12), height: frame.height))
        }
    }

    /// `rating` of `maximum` stars (1 to 5) from `x` along `line`, in halves; returns where they end.
    private func drawStars(_ rating: Double, of maximum: Int, at x: Double, in line: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) -> Double {
        let side = min(line.height, layout.u(20)), pitch = side + layout.u(2)
        let count = max(1, min(5, maximum))
        for k in 0..<count {
            let filled = rating - Double(k)
            let symbol = filled >= 1 ? "star.fill" : (filled >= 0.5 ? "star.leadinghalf.filled" : "star")
            _ = drawSymbol(symbol, in: Rect(x: x + Double(k) * pitch, y: line.midY - side / 2, width: side, height: side), colors.orange, painter)
        }
        return x + Double(count) * pitch
    }
}
