import Host

/// A scenario at a glance: thumbnails of its shots in rows, each labelled underneath with its
/// line and step (`L12 tap "Continue conversation"`, cut with `…` to fit).
///
/// ```swift
/// let strip = try Filmstrip.compose(frames: [("L3 plug", shot1), ("L4 tap \"New conversation\"", shot2)])
/// ```
public enum Filmstrip {
    /// How wide a thumbnail is unless asked otherwise.
    public static let thumbWidth = 240

    /// The thumbnail `compose` makes of a picture: given instead of the picture (a run that
    /// shows one picture in many strips scales it once), it is used as it is.
    public static func thumbnail(_ canvas: Canvas, width: Int = thumbWidth) -> Canvas {
        canvas.scaled(toWidth: width)
    }

    /// The thumbnails, `perRow` to a row, on a dark background; every thumbnail is `thumbWidth`
    /// pixels wide and keeps its picture's aspect.
    public static func compose(frames: [(label: String, canvas: Canvas)], thumbWidth: Int = thumbWidth, perRow: Int = 6) throws -> Canvas {
        let thumbs = frames.map { (label: $0.label, canvas: thumbnail($0.canvas, width: thumbWidth)) }
        let columns = max(1, min(perRow, thumbs.count))
        let rows = max(1, (thumbs.count + columns - 1) / columns)
        let scale = max(Double(thumbWidth) / 240, 0.8)
        let pad = (12 * scale).rounded(), labelHeight = (24 * scale).rounded()
        let thumbHeight = Double(thumbs.map(\.canvas.height).max() ?? 0)
        let cellWidth = Double(thumbWidth) + pad, cellHeight = thumbHeight + labelHeight + pad
        let width = Int(pad + Double(columns) * cellWidth), height = Int(pad + Double(rows) * cellHeight)
        let palette = Appearance.dark.palette
        return try GraphicsRuntime.shared.draw(width: width, height: height, background: palette.stage) { painter in
            for (i, thumb) in thumbs.enumerated() {
                let x = pad + Double(i % columns) * cellWidth, y = pad + Double(i / columns) * cellHeight
                painter.image(thumb.canvas, x: x, y: y)
                painter.text(thumb.label, .regular(12 * scale), palette.primary,
                             in: Rect(x: x, y: y + thumbHeight, width: Double(thumbWidth), height: labelHeight))
            }
        }
    }
}
