import Host

/// A contact template as CarPlay lays it out: the avatar (the contact's image, else the name's
/// initials) centred at the top, the name bold under it, the subtitle and the informative text,
/// and the action buttons in a row, each a round button with its glyph and its title under it.
extension CarRenderer {
    /// The contact template with its look.
    func drawContact(_ shown: CarScreen.Shown, _ contact: ContactLook, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let content = layout.content
        let hasBar = shown.backButton != nil || !shown.barButtons.isEmpty
        if hasBar { drawNavigationBar(back: shown.backButton, title: "", barButtons: shown.barButtons, layout, colors, painter) }
        let d = layout.u(100)
        let avatar = Rect.centered(x: content.midX, y: layout.u(hasBar ? 124 : 100), width: d, height: d)
        painter.circle(x: avatar.midX, y: avatar.midY, radius: d / 2, appearance == .dark ? RGBA(hex: 0x636366) : RGBA(hex: 0xA2A2A7))
        if let image = contact.image {
            // A symbol sits inside the disc; a picture (a placeholder here) is the square the disc holds.
            let inset = d * (image.systemName != nil ? 0.22 : 0.16)
            drawImage(image, in: avatar.insetBy(dx: inset, dy: inset), style: .tinted(RGBA(255, 255, 255)), colors, painter)
        } else {
            painter.text(contact.initials, .bold(layout.u(38)), RGBA(255, 255, 255), in: avatar, align: .center)
        }
        var y = avatar.maxY + layout.u(8)
        let words = Rect(x: content.x + layout.u(40), y: 0, width: content.width - layout.u(80), height: 0)
        painter.text(contact.name, .bold(layout.u(28)), colors.primary, in: Rect(x: words.x, y: y, width: words.width, height: layout.u(38)), align: .center)
        y += layout.u(38)
        if let subtitle = contact.subtitle {
            painter.text(subtitle, .regular(layout.u(18)), colors.secondary, in: Rect(x: words.x, y: y, width: words.width, height: layout.u(26)), align: .center)
            y += layout.u(26)
        }
        if let text = contact.informativeText {
            painter.text(text, .regular(layout.u(16)), colors.secondary, in: Rect(x: words.x, y: y, width: words.width, height: layout.u(24)), align: .center)
        }
        drawContactActions(contact.actions, layout, colors, painter)
    }

    /// The action buttons in a row at the foot: a round button with the action's glyph (its
    /// image), its title under it; dimmed when it does nothing.
    private func drawContactActions(_ actions: [ContactLook.Action], _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        guard !actions.isEmpty else { return }
        let d = layout.u(64), pitch = layout.u(130)
        let top = layout.height - layout.u(120)
        let left = layout.content.midX - Double(actions.count - 1) * pitch / 2
        for (i, action) in actions.enumerated() {
            let x = left + Double(i) * pitch
            let frame = Rect(x: x - pitch / 2 + layout.u(8), y: top, width: pitch - layout.u(16), height: d + layout.u(32))
            painter.tappable(action.title, frame)
            let disc = Rect.centered(x: x, y: top + d / 2, width: d, height: d)
            painter.circle(x: disc.midX, y: disc.midY, radius: d / 2, colors.fill.opacity(action.enabled ? 1 : 0.6))
            let tint = action.enabled ? colors.primary : colors.tertiary
            drawImage(action.image, in: disc.insetBy(dx: d * 0.26, dy: d * 0.26), style: .tinted(tint), colors, painter)
            painter.text(action.title, .regular(layout.u(16)), action.enabled ? colors.primary : colors.tertiary,
                         in: Rect(x: frame.x, y: disc.maxY + layout.u(4), width: frame.width, height: layout.u(24)), align: .center)
        }
    }
}
