import Rig

/// Where everything on the car goes, for one display size: drawing and hit-testing both read it,
/// so a click lands on what was drawn. Sizes are those of an 800×480 display times `scale`.
struct CarLayout {
    let width: Double
    let height: Double
    /// min(width / 800, height / 480): 1 at 800×480, 1.5 at 1280×720 and 1920×720.
    let scale: Double

    init(width: Int, height: Int) {
        self.width = Double(width)
        self.height = Double(height)
        scale = min(Double(width) / 800, Double(height) / 480)
    }

    /// `points` at 800×480, scaled to this display.
    func u(_ points: Double) -> Double { points * scale }

    var rail: Rect { Rect(x: 0, y: 0, width: u(80), height: height) }
    var content: Rect { Rect(x: rail.maxX, y: 0, width: width - rail.maxX, height: height) }

    /// The home grid's tiles, `count` of them: one or two large tiles side by side, more in rows
    /// of four (H8 allows eight).
    func tiles(count: Int) -> [Rect] { tiles(count: count, in: content) }

    /// `count` tiles centred in `area`, laid out as the home grid's.
    func tiles(count: Int, in area: Rect) -> [Rect] {
        guard count > 0 else { return [] }
        let columns = count <= 2 ? 2 : min(count, 4)
        let rows = (count + columns - 1) / columns
        let margin = u(28), gap = u(20)
        let tileWidth = min(u(400), (area.width - 2 * margin - Double(columns - 1) * gap) / Double(columns))
        let tileHeight = min(u(240), (area.height - 2 * margin - Double(rows - 1) * gap) / Double(rows))
        let used = min(count, columns)
        let rowWidth = Double(used) * tileWidth + Double(used - 1) * gap
        let blockHeight = Double(rows) * tileHeight + Double(rows - 1) * gap
        let left = area.midX - rowWidth / 2, top = area.midY - blockHeight / 2
        return (0..<count).map { i in
            Rect(x: left + Double(i % columns) * (tileWidth + gap), y: top + Double(i / columns) * (tileHeight + gap),
                 width: tileWidth, height: tileHeight)
        }
    }

    /// The round badge holding a tile's glyph.
    func tileDisc(in tile: Rect) -> Rect {
        Rect.centered(x: tile.midX, y: tile.y + tile.height * 0.36, width: u(76), height: u(76))
    }

    /// Where a tile's words go, below its badge.
    func tileWords(in tile: Rect) -> Rect {
        let disc = tileDisc(in: tile)
        return Rect(x: tile.x + u(16), y: disc.maxY + u(8), width: tile.width - u(32), height: tile.maxY - disc.maxY - u(16))
    }

    /// A tile's words: bold, at most two lines.
    var tileFont: FontSpec { .bold(u(21)) }
    static let tileLines = 2

    // The call screen.
    var stateFont: FontSpec { .bold(u(34)) }
    var gear: Rect { Rect(x: content.maxX - u(24) - u(48), y: u(20), width: u(48), height: u(48)) }
    var stateDisc: Rect { Rect.centered(x: content.midX, y: height * 0.33, width: u(132), height: u(132)) }
    var stateTitle: Rect { Rect(x: content.x + u(24), y: stateDisc.maxY + u(12), width: content.width - u(48), height: u(46)) }
    var statusLine: Rect { Rect(x: content.x + u(40), y: stateTitle.maxY + u(2), width: content.width - u(80), height: u(28)) }

    /// The action buttons, `count` of them, side by side at the bottom (narrower when more
    /// than three would not fit).
    func actionButtons(count: Int) -> [Rect] {
        let gap = u(24), h = u(60)
        let w = min(u(200), (content.width - 2 * gap - Double(max(0, count - 1)) * gap) / Double(max(1, count)))
        let total = Double(count) * w + Double(max(0, count - 1)) * gap
        let left = content.midX - total / 2, top = height - u(36) - h
        return (0..<count).map { Rect(x: left + Double($0) * (w + gap), y: top, width: w, height: h) }
    }

    // The navigation bar (the panel's, and any pushed template's).
    var navigationBar: Rect { Rect(x: content.x, y: 0, width: content.width, height: u(60)) }
    var backButton: Rect { Rect(x: content.x + u(12), y: u(8), width: u(250), height: u(44)) }
    var backFont: FontSpec { .regular(u(19)) }
    /// The content under the navigation bar.
    var belowNavigationBar: Rect { Rect(x: content.x, y: navigationBar.maxY, width: content.width, height: height - navigationBar.maxY) }

    /// The title's room, centred on the content and clear of the back button's words (ending
    /// at `backEnd`) and of the bar buttons (starting at `barStart`).
    func navigationTitle(backEnd: Double?, barStart: Double?) -> Rect {
        let side = max(u(24), backEnd.map { $0 + u(8) - content.x } ?? 0, barStart.map { content.maxX - $0 + u(8) } ?? 0)
        return Rect(x: content.x + side, y: u(8), width: max(0, content.width - 2 * side), height: u(44))
    }

    /// Where the bar buttons go: the top right.
    var barButtonArea: Rect { Rect(x: content.maxX - u(12) - u(250), y: u(8), width: u(250), height: u(44)) }
    var barButtonFont: FontSpec { .bold(u(17)) }

    /// The bar buttons, for words `widths` wide, right-aligned in `barButtonArea`. When they do
    /// not all fit, the short ones keep their width and the long ones share what is left alike.
    func barButtons(widths: [Double]) -> [Rect] {
        guard !widths.isEmpty else { return [] }
        let area = barButtonArea, gap = u(8), h = u(40)
        let natural = widths.map { $0 + u(28) }
        var room = area.width - Double(widths.count - 1) * gap
        // The fair share: what the widest get once every narrower one has its own width.
        var share = room / Double(natural.count)
        for (i, w) in natural.sorted().enumerated() where w <= share {
            room -= w
            share = i + 1 < natural.count ? room / Double(natural.count - i - 1) : share
        }
        let fitted = natural.map { min($0, share) }
        var x = area.maxX - fitted.reduce(0, +) - Double(widths.count - 1) * gap
        return fitted.map { w in
            defer { x += w + gap }
            return Rect(x: x, y: area.midY - h / 2, width: w, height: h)
        }
    }

    /// A tab bar's tabs, `count` of them, centred in the top bar left of the bar buttons
    /// (starting at `barStart`).
    func tabs(count: Int, barStart: Double?) -> [Rect] {
        guard count > 0 else { return [] }
        let left = content.x + u(16), right = (barStart.map { $0 - u(8) } ?? content.maxX - u(16))
        let gap = u(10), h = u(40)
        let w = min(u(170), (right - left - Double(count - 1) * gap) / Double(count))
        let total = Double(count) * w + Double(count - 1) * gap
        let x0 = (left + right) / 2 - total / 2, y = navigationBar.midY - h / 2
        return (0..<count).map { Rect(x: x0 + Double($0) * (w + gap), y: y, width: w, height: h) }
    }
    var tabFont: FontSpec { .bold(u(17)) }

    // The panel and any list.
    var listBox: Rect { Rect(x: content.x + u(16), y: navigationBar.maxY + u(4), width: content.width - u(32), height: height - navigationBar.maxY - u(16)) }
    /// The list box, above `actions` at the bottom when there are any (an information template's).
    func listBox(above actions: [Rect]) -> Rect {
        guard let top = actions.first?.y else { return listBox }
        return Rect(x: listBox.x, y: listBox.y, width: listBox.width, height: max(0, top - u(16) - listBox.y))
    }

    /// The panel's rows, `count` of them, as tall as fits up to 52 points each.
    func rows(count: Int) -> [Rect] { rows(count: count, in: listBox) }

    /// `count` rows in `box`, as tall as fits up to 52 points each but at least `minimumHeight`:
    /// rows past what fits at that height are left out (the car would scroll to them).
    func rows(count: Int, in box: Rect, minimumHeight: Double = 0) -> [Rect] {
        guard count > 0 else { return [] }
        let h = max(min(u(52), box.height / Double(count)), minimumHeight)
        guard h > 0 else { return [] }
        let shown = Double(count) * h <= box.height + 0.5 ? count : Int((box.height + 0.5) / h)
        return (0..<shown).map { Rect(x: box.x, y: box.y + Double($0) * h, width: box.width, height: h) }
    }
    /// The shortest a list row gets before rows are left out.
    var minimumRowHeight: Double { u(32) }

    // An alert's or action sheet's card.
    var cardWidth: Double { min(u(460), content.width - u(64)) }
    var cardPadding: Double { u(24) }
    /// The width of a card's words.
    var cardTextWidth: Double { cardWidth - 2 * cardPadding }
    var cardTitleFont: FontSpec { .bold(u(22)) }
    var cardMessageFont: FontSpec { .regular(u(17)) }
    var cardButtonFont: FontSpec { .bold(u(19)) }

    /// The card centred in the content, its words (`textHeight` tall) and its `actions` buttons
    /// under them: one column, two past four; as tall as fit up to 46 points, at least 30 (those
    /// past what fits are left out).
    func modalCard(textHeight: Double, actions: Int) -> (card: Rect, text: Rect, buttons: [Rect]) {
        let pad = cardPadding, gap = u(10), above = u(20)
        let columns = actions > 4 ? 2 : 1
        var rows = (actions + columns - 1) / columns
        let fixed = pad + textHeight + (rows > 0 ? above : 0) + pad
        let room = content.height - u(48) - fixed
        var h = rows > 0 ? min(u(46), (room - Double(rows - 1) * gap) / Double(rows)) : 0
        if rows > 0 && h < u(30) {
            h = u(30)
            rows = max(0, Int((room + gap) / (h + gap)))
        }
        let block = rows > 0 ? Double(rows) * h + Double(rows - 1) * gap : 0
        let card = Rect.centered(x: content.midX, y: content.midY, width: cardWidth, height: fixed + block - (rows > 0 ? 0 : above))
        let text = Rect(x: card.x + pad, y: card.y + pad, width: cardTextWidth, height: textHeight)
        let w = (cardTextWidth - Double(columns - 1) * gap) / Double(columns)
        let buttons = (0..<min(actions, rows * columns)).map { i in
            Rect(x: text.x + Double(i % columns) * (w + gap), y: text.maxY + above + Double(i / columns) * (h + gap), width: w, height: h)
        }
        return (card, text, buttons)
    }

    /// The Now Playing card in `area`: the card, its artwork square and its words' room.
    func nowPlayingCard(in area: Rect) -> (card: Rect, artwork: Rect, words: Rect) {
        let card = Rect.centered(x: area.midX, y: area.midY, width: min(u(520), area.width - u(64)), height: min(u(200), area.height - u(32)))
        let side = min(u(152), card.height - u(48))
        let artwork = Rect(x: card.x + u(24), y: card.midY - side / 2, width: side, height: side)
        let words = Rect(x: artwork.maxX + u(24), y: card.y, width: max(0, card.maxX - u(24) - artwork.maxX - u(24)), height: card.height)
        return (card, artwork, words)
    }

    /// Where each tappable title of `display` is drawn.
    func targets(for display: CarDisplay) -> [HitTarget] {
        switch display.screen {
        case .disconnected, .other:
            return []
        case .home(let tiles):
            return zip(tiles, self.tiles(count: tiles.count)).map { HitTarget(title: $0.title, frame: $1) }
        case .call(let call):
            var out = zip(call.actionButtons, actionButtons(count: call.actionButtons.count)).map { HitTarget(title: $0, frame: $1) }
            if call.hasGear { out.append(HitTarget(title: "gear", frame: gear)) }
            return out
        case .panel(let panel):
            return [HitTarget(title: panel.backTitle, frame: backButton)]
                + zip(panel.rows, rows(count: panel.rows.count)).map { HitTarget(title: $0.title, frame: $1) }
        }
    }
}
