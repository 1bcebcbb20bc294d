import Host

/// A search template as CarPlay lays it out: the search field at the top (a magnifying glass,
/// the text typed or the placeholder), the app's results as rows under it (each image, title and
/// detail under the title), or "No Results" (HeadUnit's words) for text that found none. The keyboard some cars
/// show is not drawn.
extension CarRenderer {
    /// The search template with its look.
    func drawSearch(_ shown: CarScreen.Shown, _ search: SearchLook, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let content = layout.content
        let back = shown.backButton
        // The field starts after the back button's words (the navigation bar cuts them at its width).
        let backWords = layout.backButton.width - layout.u(26)
        let fieldLeft = back.map { layout.backButton.x + layout.u(26) + min(painter.measure($0, layout.backFont).width, backWords) + layout.u(16) }
            ?? content.x + layout.u(16)
        if let back {
            drawNavigationBar(back: back, title: "", barButtons: [], layout, colors, painter)
        }
        let field = Rect(x: fieldLeft, y: layout.u(10), width: content.maxX - layout.u(16) - fieldLeft, height: layout.u(40))
        painter.roundedRect(field, radius: layout.u(10), colors.fill)
        _ = drawSymbol("magnifyingglass", in: Rect(x: field.x + layout.u(10), y: field.midY - layout.u(11), width: layout.u(22), height: layout.u(22)),
                       colors.secondary, painter)
        let typed = !search.text.isEmpty
        painter.text(typed ? search.text : SearchLook.placeholder, .regular(layout.u(19)), typed ? colors.primary : colors.secondary,
                     in: Rect(x: field.x + layout.u(40), y: field.y, width: field.width - layout.u(50), height: field.height))
        let box = Rect(x: layout.listBox.x, y: field.maxY + layout.u(14), width: layout.listBox.width, height: layout.height - field.maxY - layout.u(28))
        guard !shown.rows.isEmpty else {
            if typed { painter.text(CarRenderer.noResults, .bold(layout.u(22)), colors.secondary, in: box, align: .center) }
            return
        }
        let hasDetail = shown.rows.contains { $0.detail != nil }
        let frames = layout.rows(count: shown.rows.count, in: box, minimumHeight: layout.u(hasDetail ? 60 : 48))
        guard let first = frames.first, let last = frames.last else { return }
        painter.roundedRect(Rect(x: first.x, y: first.y, width: first.width, height: last.maxY - first.y), radius: layout.u(12), colors.fill)
        for (i, (row, frame)) in zip(shown.rows, frames).enumerated() {
            if i > 0 { painter.fill(Rect(x: frame.x + layout.u(18), y: frame.y, width: frame.width - layout.u(18), height: 1), colors.separator) }
            painter.tappable(row.title, frame)
            var x = frame.x + layout.u(18)
            if search.resultImages.indices.contains(i), let image = search.resultImages[i] {
                drawImage(image, in: Rect(x: x, y: frame.midY - layout.u(16), width: layout.u(32), height: layout.u(32)), style: .tinted(colors.accent), colors, painter)
                x += layout.u(44)
            }
            let w = frame.maxX - layout.u(18) - x
            let tint = row.enabled ? colors.primary : colors.tertiary
            guard let detail = row.detail else {
                painter.text(row.title, .regular(layout.u(19)), tint, in: Rect(x: x, y: frame.y, width: w, height: frame.height))
                continue
            }
            painter.text(row.title, .regular(layout.u(19)), tint, in: Rect(x: x, y: frame.y + frame.height * 0.1, width: w, height: frame.height * 0.45))
            painter.text(detail, .regular(layout.u(15)), colors.secondary, in: Rect(x: x, y: frame.y + frame.height * 0.52, width: w, height: frame.height * 0.38))
        }
    }

    /// The words a search shows when its text found nothing (HeadUnit's own).
    static let noResults = "No Results"
}
