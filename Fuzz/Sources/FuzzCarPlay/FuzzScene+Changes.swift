import HeadUnitTesting

/// The property changes an input makes: each class's own (`updateSections`, `updateGridButtons`,
/// `updateTemplates`, `activateVoiceControlState`, trip previews, navigation alerts…), the
/// template counted round the pool, the change round what its class offers, with `value` for
/// counts, indexes and words (counts past CarPlay's limits included).
extension FuzzScene {
    func apply(_ change: TemplateChange) {
        let template = pool[change.template % pool.count]
        let v = change.value
        let label = "change \(name(template))"
        switch template {
        case let grid as CPGridTemplate:
            switch change.what % 5 {
            case 0:
                note("\(label): updateGridButtons(\(v % 12) buttons)")
                grid.updateGridButtons(gridButtons(words(v % 12, from: v), reactionless(v % 12)))
            case 1:
                note("\(label): updateTitle")
                grid.updateTitle(FuzzWords.title(v))
            case 2:
                guard !grid.gridButtons.isEmpty else { return note("\(label): no button to enable") }
                let button = grid.gridButtons[v % grid.gridButtons.count]
                button.isEnabled.toggle()
                note("\(label): button \(v % grid.gridButtons.count) isEnabled = \(button.isEnabled)")
            default: setBars(on: grid, change.what, v, label)
            }
        case let list as CPListTemplate:
            switch change.what % 7 {
            case 0:
                let sections = v % 4, items = v / 4 % 16
                note("\(label): updateSections(\(sections) sections of \(items) items)")
                list.updateSections((0..<sections).map { s in
                    CPListSection(items: listItems(words(items, from: v + s), reactionless(items)), header: FuzzWords.title(s), sectionIndexTitle: nil)
                })
            case 1:
                let items = list.sections.flatMap(\.items).compactMap { $0 as? CPListItem }
                guard !items.isEmpty else { return note("\(label): no item to change") }
                let item = items[v % items.count]
                note("\(label): item \(v % items.count) setText, isEnabled toggled")
                item.setText(FuzzWords.title(v / 3))
                item.isEnabled.toggle()
            case 2:
                note("\(label): empty view, spinner \(v % 2 == 1)")
                list.emptyViewTitleVariants = [FuzzWords.title(v)]
                list.showsSpinnerWhileEmpty = v % 2 == 1
            case 3:
                guard let section = list.sections.first else { return note("\(label): no section") }
                note("\(label): sections[0].item(at: \(v % 8))")
                _ = section.item(at: v % 8)
            case 4:
                note("\(label): headerGridButtons = \(v % 7) buttons")
                list.headerGridButtons = gridButtons(words(v % 7, from: v), reactionless(v % 7))
            default: setBars(on: list, change.what, v, label)
            }
        case let tabs as CPTabBarTemplate:
            switch change.what % 3 {
            case 0:
                let count = v % 7
                let chosen = (0..<count).map { pool[(v / 7 + $0 * 3) % pool.count] }
                note("\(label): updateTemplates([\(chosen.map { name($0) }.joined(separator: ", "))])")
                tabs.updateTemplates(chosen)
            case 1:
                note("\(label): selectTemplate(at: \(v % 6))")
                tabs.selectTemplate(at: v % 6)
            default:
                let tab = pool[v % pool.count]
                note("\(label): select(\(name(tab)))")
                tabs.select(tab)
            }
        case let voice as CPVoiceControlTemplate:
            let identifier = FuzzWords.voiceStates[v % FuzzWords.voiceStates.count]
            note("\(label): activateVoiceControlState(withIdentifier: \"\(identifier)\")")
            voice.activateVoiceControlState(withIdentifier: identifier)
        case let information as CPInformationTemplate:
            switch change.what % 3 {
            case 0:
                note("\(label): items = \(v % 14)")
                information.items = words(v % 14, from: v).map { CPInformationItem(title: $0, detail: nil) }
            case 1:
                note("\(label): actions = \(v % 5)")
                information.actions = textButtons(words(v % 5, from: v), reactionless(v % 5))
            default: setBars(on: information, change.what, v, label)
            }
        case let map as CPMapTemplate:
            changeMap(map, change.what, v, label)
        case let places as CPPointOfInterestTemplate:
            let count = v % 15, selected = v / 15 % 16
            note("\(label): setPointsOfInterest(\(count) places, selectedIndex: \(selected))")
            places.setPointsOfInterest(self.places(words(count, from: v), reactionless(count)), selectedIndex: selected)
        case let nowPlaying as CPNowPlayingTemplate:
            switch change.what % 3 {
            case 0:
                note("\(label): updateNowPlayingButtons(\(v % 8) buttons)")
                nowPlaying.updateNowPlayingButtons((0..<(v % 8)).map { i in
                    let button: CPNowPlayingButton = i % 2 == 0 ? CPNowPlayingShuffleButton { [weak self] _ in self?.touched("shuffle", nil) }
                        : CPNowPlayingRepeatButton { [weak self] _ in self?.touched("repeat", nil) }
                    button.isEnabled = (v + i) % 3 != 0
                    return button
                })
            case 1:
                nowPlaying.isUpNextButtonEnabled.toggle()
                nowPlaying.upNextTitle = v % 2 == 0 ? "" : FuzzWords.title(v)
                note("\(label): isUpNextButtonEnabled = \(nowPlaying.isUpNextButtonEnabled)")
            default:
                nowPlaying.isAlbumArtistButtonEnabled.toggle()
                note("\(label): isAlbumArtistButtonEnabled = \(nowPlaying.isAlbumArtistButtonEnabled)")
            }
        case let contact as CPContactTemplate:
            note("\(label): contact.actions = \(v % 6)")
            contact.contact.actions = buttons(words(v % 6, from: v), reactionless(v % 6))
        default:
            note("\(label): tabTitle, showsTabBadge")
            template.tabTitle = v % 3 == 0 ? nil : FuzzWords.title(v)
            template.showsTabBadge.toggle()
        }
    }

    /// The map's calls: map buttons, trip previews, guidance, navigation alerts, panning.
    private func changeMap(_ map: CPMapTemplate, _ what: Int, _ v: Int, _ label: String) {
        switch what % 9 {
        case 0:
            note("\(label): mapButtons = \(v % 6)")
            map.mapButtons = (0..<(v % 6)).map { i in
                let button = CPMapButton { [weak self] _ in self?.touched("map button \(i)", nil) }
                button.isHidden = (v + i) % 4 == 0
                return button
            }
        case 1:
            let trips = (0..<(v % 14)).map { Self.trip($0, routes: (v + $0) % 3) }
            note("\(label): showTripPreviews(\(trips.count) trips)")
            map.showTripPreviews(trips, selectedTrip: trips.isEmpty ? nil : trips[v % trips.count], textConfiguration: nil)
        case 2:
            note("\(label): hideTripPreviews")
            map.hideTripPreviews()
        case 3:
            let seconds: TimeInterval = [0, 1, 5, 10, .infinity][v % 5]
            note("\(label): present(navigationAlert:) for \(seconds) s")
            let primary = CPAlertAction(title: FuzzWords.title(v), style: .default) { [weak self] _ in self?.touched("alert primary", nil) }
            let alert = CPNavigationAlert(titleVariants: ["Turn"], subtitleVariants: nil, image: nil, primaryAction: primary,
                                          secondaryAction: nil, duration: seconds)
            map.present(navigationAlert: alert, animated: v % 2 == 0)
        case 4:
            note("\(label): dismissNavigationAlert")
            map.dismissNavigationAlert(animated: true) { [weak self] dismissed in self?.note("navigation alert dismiss completion: \(dismissed)") }
        case 5:
            note("\(label): showPanningInterface")
            map.showPanningInterface(animated: true)
        case 6:
            note("\(label): dismissPanningInterface")
            map.dismissPanningInterface(animated: true)
        case 7:
            note("\(label): startNavigationSession")
            navigationSession = map.startNavigationSession(for: Self.trip(v % 5, routes: 1))
        default:
            guard let session = navigationSession else { return note("\(label): no navigation session") }
            note("\(label): \(v % 2 == 0 ? "finishTrip" : "cancelTrip")")
            if v % 2 == 0 { session.finishTrip() } else { session.cancelTrip() }
        }
    }

    /// The bar buttons and back button of a template that provides them.
    private func setBars(on template: any CPBarButtonProviding, _ what: Int, _ v: Int, _ label: String) {
        switch what % 3 {
        case 0:
            note("\(label): leadingNavigationBarButtons = \(v % 4)")
            template.leadingNavigationBarButtons = barButtons(words(v % 4, from: v), reactionless(v % 4))
        case 1:
            note("\(label): trailingNavigationBarButtons = \(v % 4)")
            template.trailingNavigationBarButtons = barButtons(words(v % 4, from: v), reactionless(v % 4))
        default:
            note("\(label): backButton \(v % 2 == 0 ? "set" : "nil")")
            template.backButton = v % 2 == 0 ? CPBarButton(title: FuzzWords.title(v)) { [weak self] _ in self?.touched("custom back", nil) } : nil
        }
    }

    private func words(_ count: Int, from start: Int) -> [String] { (0..<count).map { FuzzWords.title(start + $0 * 7) } }

    private func reactionless(_ count: Int) -> [FuzzStep?] { Array(repeating: nil, count: count) }
}
