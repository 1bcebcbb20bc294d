import Host

/// How a list template looks beyond its words (`ListLook`, B12): the same sections, rows and
/// tappable titles as its host entries (`CPListTemplate+Host.swift`), in the same order, with the
/// images, accessories, playing indicators, progress and empty view a picture draws.
extension CPListTemplate {
    /// The list's look for an app of `category` (only audio and communication apps have an
    /// assistant cell).
    func listLook(category: CarPlayCategory) -> ListLook {
        var look = ListLook()
        if let header = listHeader {
            look.detailsHeader = ListLook.DetailsHeader(title: header.title ?? "", subtitle: header.subtitle,
                                                        body: header.bodyVariants.first?.string, thumbnail: header.thumbnail.image.look,
                                                        buttons: header.shownButtons.map(\.tileLook))
        }
        look.headerGridButtons = (headerGridButtons ?? []).prefix(Self.maximumHeaderGridButtonCount).map { button in
            ListLook.Tile(title: button.hostButton.title, image: button.image.look, enabled: button.isEnabled)
        }
        if CPAssistantCellConfiguration.isAvailable(in: category), let cell = assistantCellConfiguration, let words = cell.hostLine {
            look.assistantCell = (words, cell.position == .top)
        }
        var itemsLeft = (hostSession?.host.config ?? CurrentCar.config).listItemLimit
        for section in shownSections {
            let rows = section.items.prefix(max(0, itemsLeft)).map(Self.rowLook)
            itemsLeft -= rows.count
            look.sections.append(ListLook.Section(header: section.showsHeader ? section.header ?? "" : nil, subtitle: section.headerSubtitle,
                                                  image: section.headerImage?.look, button: section.headerButton?.tileLook, rows: rows))
        }
        if itemCount == 0 {
            look.showsSpinner = showsSpinnerWhileEmpty
            look.emptyTitle = emptyViewTitleVariants.first
            look.emptySubtitle = emptyViewSubtitleVariants.first
        }
        return look
    }

    /// One item as its row looks.
    private static func rowLook(_ item: any CPListTemplateItem) -> ListLook.Row {
        let button = item.hostButton
        var row = ListLook.Row(title: button.title, detail: button.detail, note: button.note, enabled: button.enabled)
        if let listItem = item as? CPListItem {
            row.image = listItem.image?.look
            row.accessory = listItem.accessoryImage?.look.map { .image($0) } ?? accessory(listItem.accessoryType)
            if listItem.isPlaying { row.playingIndicator = listItem.playingIndicatorLocation == .trailing ? .trailing : .leading }
            let progress = Double(listItem.playbackProgress)
            row.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
            row.isExplicit = listItem.isExplicitContent
        } else if let message = item as? CPMessageListItem {
            let leading = message.leadingConfiguration
            row.note = nil   // drawn as the dot, the marks and the trailing text
            row.image = leading.leadingImage?.look
            row.isUnread = leading.isUnread
            switch leading.leadingItem {
            case .none: break
            case .pin: row.leadingMark = ImageLook(systemName: "pin.fill")
            case .star: row.leadingMark = ImageLook(systemName: "star.fill")
            }
            row.trailingText = message.trailingText
            let trailing = message.trailingConfiguration
            if let image = trailing?.trailingImage?.look {
                row.accessory = .image(image)
            } else if trailing?.trailingItem == .mute {
                row.accessory = .image(ImageLook(systemName: "speaker.slash.fill"))
            }
        } else if let imageRow = item as? CPListImageRowItem {
            let images = imageRow.gridImages.prefix(CPMaximumNumberOfGridImages).map(\.look)
            let elementImages = imageRow.elements.map(\.image.look)
            let looks = images.isEmpty ? elementImages : Array(images)
            row.tiles = imageRow.selectableParts.enumerated().map { i, part in
                ListLook.Tile(title: part.title, image: looks.indices.contains(i) ? looks[i] : nil, enabled: part.enabled)
            }
        }
        return row
    }

    private static func accessory(_ type: CPListItemAccessoryType) -> ListLook.Accessory {
        switch type {
        case .none: .none
        case .disclosureIndicator: .disclosureIndicator
        case .cloud: .cloud
        }
    }
}

extension CPButton {
    /// The button as a picture draws it: its image, tappable by the title the host gives it.
    var tileLook: ListLook.Tile { ListLook.Tile(title: hostButton.title, image: image?.look, enabled: isEnabled) }
}
