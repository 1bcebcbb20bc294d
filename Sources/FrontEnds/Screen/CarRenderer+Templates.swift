import Host

/// Any app's templates (`CarScreen`), drawn with the built-in screens' parts: the same rail,
/// tiles, rows, navigation bar, call screen and "Not connected" screen.
extension CarRenderer {
    /// Draws `screen` at the painter's origin: the top of the stack, then what is presented over
    /// it (an alert or action sheet as a card over the dimmed stack, a voice-control template
    /// full screen as the call screen). The rail's clock reads `now`; after a crash (`crash`) the
    /// picture is framed red with the rule and the message (B12).
    func draw(_ screen: CarScreen, now: Instant, crash: CrashReport? = nil, with painter: Painter) {
        let layout = CarLayout(width: size.width, height: size.height)
        let colors = appearance.palette
        defer { if let crash { drawCrash(crash, layout, colors, painter) } }
        painter.fill(Rect(x: 0, y: 0, width: layout.width, height: layout.height), colors.background)
        drawRail(connected: screen.connected, now: now, app: screen.app, layout, colors, painter)
        guard screen.connected else {
            return drawMessage(glyph: .phoneOutlineSlash, caption: nil, title: CarRenderer.notConnected, layout, colors, painter)
        }
        guard let presented = screen.presented else {
            if let top = screen.top { drawTemplate(top, layout, colors, painter) }
            return
        }
        if CarRenderer.isCard(presented.kind) {
            if let top = screen.top { drawTemplate(top, layout, colors, painter) }
            painter.fill(layout.content, colors.scrim)
        }
        // What is presented covers the rest: nothing under it can be touched.
        painter.targetLog?.removeAll()
        drawTemplate(presented, layout, colors, painter)
    }

    /// True for the kinds drawn as a modal card over what is below them.
    static func isCard(_ kind: TemplateKind) -> Bool { kind == .alert || kind == .actionSheet }

    /// One template in the content area (a card kind: its card only).
    private func drawTemplate(_ shown: CarScreen.Shown, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        switch shown.kind {
        case .grid:
            let hasBar = !shown.title.isEmpty || shown.backButton != nil || !shown.barButtons.isEmpty
            if hasBar { drawNavigationBar(back: shown.backButton, title: shown.title, barButtons: shown.barButtons, layout, colors, painter) }
            let frames = layout.tiles(count: shown.rows.count, in: hasBar ? layout.belowNavigationBar : layout.content)
            for (i, (item, frame)) in zip(shown.rows, frames).enumerated() {
                let image = shown.look.gridImages.indices.contains(i) ? shown.look.gridImages[i] : nil
                drawTile(item.title, enabled: item.enabled, image: image, in: frame, layout, colors, painter)
            }
        case .list:
            drawNavigationBar(back: shown.backButton, title: shown.title, barButtons: shown.barButtons, layout, colors, painter)
            if let list = shown.look.list { return drawList(list, in: layout.listBox, layout, colors, painter) }
            drawList(shown.rows, in: layout.listBox, layout, colors, painter)
        case .voiceControl:
            if let voice = shown.look.voiceControl { return drawVoiceControl(shown, voice, layout, colors, painter) }
            drawCall(stateTitle: shown.voiceState ?? "", statusLine: nil, actionButtons: shown.rows.map(\.title), layout, colors, painter)
            drawBarButtons(shown.barButtons, layout, colors, painter)
        case .alert, .actionSheet:
            drawCard(shown, layout, colors, painter)
        case .information:
            if let information = shown.look.information { return drawInformation(shown, information, layout, colors, painter) }
            drawNavigationBar(back: shown.backButton, title: shown.title, barButtons: shown.barButtons, layout, colors, painter)
            drawInformation(lines: shown.lines, actions: shown.rows, layout, colors, painter)
        case .tabBar:
            drawTabBar(shown, layout, colors, painter)
        case .nowPlaying:
            if let look = shown.look.nowPlaying { return drawNowPlaying(shown, look, layout, colors, painter) }
            drawNowPlaying(shown, layout, colors, painter)
        case .map:
            guard let map = shown.look.map else { return drawPlaceholderTemplate(shown, layout, colors, painter) }
            drawMap(shown, map, layout, colors, painter)
        case .pointOfInterest:
            guard let places = shown.look.pointsOfInterest else { return drawPlaceholderTemplate(shown, layout, colors, painter) }
            drawPointsOfInterest(shown, places, layout, colors, painter)
        case .contact:
            guard let contact = shown.look.contact else { return drawPlaceholderTemplate(shown, layout, colors, painter) }
            drawContact(shown, contact, layout, colors, painter)
        case .search:
            guard let search = shown.look.search else { return drawPlaceholderTemplate(shown, layout, colors, painter) }
            drawSearch(shown, search, layout, colors, painter)
        }
    }

    // MARK: Bodies

    /// A list's rows in `box`, each leading somewhere (a chevron) unless it does nothing.
    private func drawList(_ items: [CarScreen.Item], in box: Rect, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let rows = items.map { ListRow(title: $0.title, value: $0.detail, note: $0.note, emphasis: $0.enabled ? .plain : .disabled, chevron: $0.enabled) }
        drawRows(rows, in: layout.rows(count: rows.count, in: box, minimumHeight: layout.minimumRowHeight), layout, colors, painter)
    }

    /// An information template's lines (label and value) over its actions at the bottom.
    private func drawInformation(lines: [CarScreen.Item], actions: [CarScreen.Item], _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let buttons = layout.actionButtons(count: actions.count)
        let rows = lines.map { ListRow(title: $0.title, value: $0.detail, note: $0.note, emphasis: .label, chevron: false, tappable: false) }
        let box = layout.listBox(above: buttons)
        drawRows(rows, in: layout.rows(count: rows.count, in: box, minimumHeight: layout.minimumRowHeight), layout, colors, painter)
        drawActions(actions, in: buttons, font: .bold(layout.u(20)), layout, colors, painter)
    }

    /// A tab strip with the selected tab lit (the one named by the template's title: a tab bar's
    /// title is its selected tab's), and the selected tab's lines or rows under it.
    private func drawTabBar(_ shown: CarScreen.Shown, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let barStart = drawBarButtons(shown.barButtons, layout, colors, painter)
        drawTabs(shown.tabs, images: shown.look.tabImages, selected: shown.selectedTab, barStart: barStart, layout, colors, painter)
        painter.fill(Rect(x: layout.content.x, y: layout.navigationBar.maxY - 1, width: layout.content.width, height: 1), colors.separator)
        // B12: the selected tab drawn as its own kind.
        if let list = shown.look.list { return drawList(list, in: layout.listBox, layout, colors, painter) }
        if shown.selectedTabKind == .grid {
            let frames = layout.tiles(count: shown.rows.count, in: layout.belowNavigationBar)
            for (i, (item, frame)) in zip(shown.rows, frames).enumerated() {
                let image = shown.look.gridImages.indices.contains(i) ? shown.look.gridImages[i] : nil
                drawTile(item.title, enabled: item.enabled, image: image, in: frame, layout, colors, painter)
            }
            return
        }
        if shown.lines.isEmpty {
            drawList(shown.rows, in: layout.listBox, layout, colors, painter)
        } else {
            drawInformation(lines: shown.lines, actions: shown.rows, layout, colors, painter)
        }
    }

    /// An alert's or action sheet's card: its title bold, the message under it, the actions as
    /// buttons.
    private func drawCard(_ shown: CarScreen.Shown, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let width = layout.cardTextWidth
        let titleFont = layout.cardTitleFont, messageFont = layout.cardMessageFont
        let titleLines = shown.title.isEmpty ? 0 : painter.wrap(shown.title, titleFont, width: width, maxLines: 3).count
        let messageLines = (shown.message ?? "").isEmpty ? 0 : painter.wrap(shown.message ?? "", messageFont, width: width, maxLines: 3).count
        let titleHeight = Double(titleLines) * painter.measure("Ag", titleFont).height
        let messageGap = titleLines > 0 && messageLines > 0 ? layout.u(8) : 0
        let messageHeight = Double(messageLines) * painter.measure("Ag", messageFont).height
        let card = layout.modalCard(textHeight: titleHeight + messageGap + messageHeight, actions: shown.rows.count)
        // A hairline edge keeps the card apart from the dimmed tiles and rows behind it.
        painter.roundedRect(card.card.insetBy(dx: -1, dy: -1), radius: layout.u(18) + 1, colors.separator)
        painter.roundedRect(card.card, radius: layout.u(18), colors.fill)
        if titleLines > 0 {
            painter.paragraph(shown.title, titleFont, colors.primary,
                              in: Rect(x: card.text.x, y: card.text.y, width: width, height: titleHeight), maxLines: titleLines)
        }
        if messageLines > 0, let message = shown.message {
            painter.paragraph(message, messageFont, colors.secondary,
                              in: Rect(x: card.text.x, y: card.text.maxY - messageHeight, width: width, height: messageHeight), maxLines: messageLines)
        }
        let buttonFont = FontSpec.bold(min(Double(layout.cardButtonFont.size), (card.buttons.first?.height ?? 0) * 0.55))
        drawActions(shown.rows, in: card.buttons, font: buttonFont, background: colors.background, styles: shown.look.actionStyles, layout, colors, painter)
    }

    /// The Now Playing card: an artwork square with level bars and the template's title, its
    /// buttons at the bottom.
    private func drawNowPlaying(_ shown: CarScreen.Shown, _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        let hasBar = shown.backButton != nil || !shown.barButtons.isEmpty
        if hasBar { drawNavigationBar(back: shown.backButton, title: "", barButtons: shown.barButtons, layout, colors, painter) }
        let buttons = layout.actionButtons(count: shown.rows.count)
        let top = hasBar ? layout.navigationBar.maxY : 0
        let area = Rect(x: layout.content.x, y: top, width: layout.content.width, height: (buttons.first.map { $0.y - layout.u(8) } ?? layout.height) - top)
        let card = layout.nowPlayingCard(in: area)
        painter.roundedRect(card.card, radius: layout.u(18), colors.fill)
        painter.roundedRect(card.artwork, radius: layout.u(14), colors.accent)
        painter.glyph(.listening, in: card.artwork.insetBy(dx: card.artwork.width * 0.2, dy: card.artwork.height * 0.2), RGBA(255, 255, 255))
        painter.paragraph(shown.title.isEmpty ? CarRenderer.nowPlaying : shown.title, .bold(layout.u(28)), colors.primary,
                          in: card.words, maxLines: 2, align: .left)
        drawActions(shown.rows, in: buttons, font: .bold(layout.u(20)), layout, colors, painter)
    }

    /// A template's actions as buttons in `frames`, dimmed when they do nothing; by their style
    /// (B12, `CPAlertAction.Style`): blue words, a cancel's in the text colour, a destructive
    /// one's red.
    private func drawActions(_ items: [CarScreen.Item], in frames: [Rect], font: FontSpec, background: RGBA? = nil, styles: [ActionStyle] = [],
                             _ layout: CarLayout, _ colors: Palette, _ painter: Painter) {
        for (i, (item, frame)) in zip(items, frames).enumerated() {
            let style = styles.indices.contains(i) ? styles[i] : .default
            let color: RGBA
            switch style {
            case .default: color = colors.accent
            case .cancel: color = colors.primary
            case .destructive: color = colors.red
            }
            drawButton(item.title, in: frame, font: font, background: background ?? colors.fill,
                       foreground: item.enabled ? color : colors.tertiary, layout, painter)
        }
    }

    /// The Now Playing card's words when its template has no title (CarPlay's own).
    static let nowPlaying = "Now Playing"
}
