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
    func tiles(count: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let columns = count <= 2 ? 2 : min(count, 4)
        let rows = (count + columns - 1) / columns
        let margin = u(28), gap = u(20)
        let tileWidth = min(u(400), (content.width - 2 * margin - Double(columns - 1) * gap) / Double(columns))
        let tileHeight = min(u(240), (height - 2 * margin - Double(rows - 1) * gap) / Double(rows))
        let used = min(count, columns)
        let rowWidth = Double(used) * tileWidth + Double(used - 1) * gap
        let blockHeight = Double(rows) * tileHeight + Double(rows - 1) * gap
        let left = content.midX - rowWidth / 2, top = content.midY - blockHeight / 2
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

    /// The action buttons, `count` of them, side by side at the bottom.
    func actionButtons(count: Int) -> [Rect] {
        let w = u(200), h = u(60), gap = u(24)
        let total = Double(count) * w + Double(max(0, count - 1)) * gap
        let left = content.midX - total / 2, top = height - u(36) - h
        return (0..<count).map { Rect(x: left + Double($0) * (w + gap), y: top, width: w, height: h) }
    }

    // The panel.
    var navigationBar: Rect { Rect(x: content.x, y: 0, width: content.width, height: u(60)) }
    var backButton: Rect { Rect(x: content.x + u(12), y: u(8), width: u(250), height: u(44)) }
    var panelTitle: Rect { Rect(x: backButton.maxX + u(8), y: u(8), width: content.maxX - u(12) - u(250) - u(8) - backButton.maxX - u(8), height: u(44)) }
    var listBox: Rect { Rect(x: content.x + u(16), y: navigationBar.maxY + u(4), width: content.width - u(32), height: height - navigationBar.maxY - u(16)) }

    /// The panel's rows, `count` of them, as tall as fits up to 52 points each.
    func rows(count: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let h = min(u(52), listBox.height / Double(count))
        return (0..<count).map { Rect(x: listBox.x, y: listBox.y + Double($0) * h, width: listBox.width, height: h) }
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
