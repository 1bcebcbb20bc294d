import Host

/// A picture taken after the app crashed is marked (B12): a red frame round the car and a red
/// banner naming the rule and the framework's message, so a filmstrip or a report never shows a
/// dead app's last screen as if it were live.
extension CarRenderer {
    /// The banner's first line: `App crashed [H3]`.
    static func crashTitle(_ crash: CrashReport) -> String { "App crashed [\(crash.rule)]" }

    /// Draws the crash frame and banner over the car's picture.
    func drawCrash(_ crash: CrashReport, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let edge = max(3, layout.u(4))
        painter.fill(Rect(x: 0, y: 0, width: layout.width, height: edge), colors.red)
        painter.fill(Rect(x: 0, y: layout.height - edge, width: layout.width, height: edge), colors.red)
        painter.fill(Rect(x: 0, y: 0, width: edge, height: layout.height), colors.red)
        painter.fill(Rect(x: layout.width - edge, y: 0, width: edge, height: layout.height), colors.red)
        let content = layout.content
        let banner = Rect(x: content.x + layout.u(16), y: layout.height - edge - layout.u(12) - layout.u(82),
                          width: content.width - layout.u(32) - edge, height: layout.u(82))
        painter.roundedRect(banner, radius: layout.u(12), colors.red)
        let words = banner.insetBy(dx: layout.u(16), dy: layout.u(6))
        painter.text(CarRenderer.crashTitle(crash), .bold(layout.u(19)), RGBA(255, 255, 255),
                     in: Rect(x: words.x, y: words.y, width: words.width, height: layout.u(26)))
        painter.paragraph(crash.message, .regular(layout.u(14)), RGBA(255, 255, 255),
                          in: Rect(x: words.x, y: words.y + layout.u(26), width: words.width, height: words.height - layout.u(26)), maxLines: 2, align: .left)
    }
}
