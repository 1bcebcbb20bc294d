import Host

/// A scene's voice-control template as CarPlay shows it, full screen: the active state's image
/// large in the middle (a still: an animation is not drawn), its title under it (the longest
/// variant that fits), the state's action buttons at the bottom and the bar buttons at the top.
extension CarRenderer {
    /// The voice-control template with its look.
    func drawVoiceControl(_ shown: CarScreen.Shown, _ voice: VoiceControlLook, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let content = layout.content
        drawBarButtons(shown.barButtons, layout, colors, painter)
        let side = layout.u(150)
        let image = Rect.centered(x: content.midX, y: layout.height * 0.36, width: side, height: side)
        drawImage(voice.image, in: image, style: .tinted(colors.accent), colors, painter)
        let font = layout.stateFont
        let title = Rect(x: content.x + layout.u(24), y: image.maxY + layout.u(16), width: content.width - layout.u(48), height: layout.u(46))
        painter.text(longestFitting(voice.titleVariants, font, width: title.width, lines: 1, painter), font, colors.primary, in: title, align: .center)
        for (item, frame) in zip(shown.rows, layout.actionButtons(count: shown.rows.count)) {
            drawButton(item.title, in: frame, font: .bold(layout.u(20)), background: colors.fill,
                       foreground: item.enabled ? colors.primary : colors.tertiary, layout, painter)
        }
    }
}
