import HeadUnitTesting

/// The scene's templates: a base pool of every class, made as an app makes its scene, and those
/// an input's recipes add.
extension FuzzScene {
    /// pool[0] a grid, [1] a list, [2] a tab bar of [12] a grid and [13] a list, [3] an action
    /// sheet, [4] a voice-control template, [5] an alert, [6] a map, [7] an information
    /// template, [8] a points-of-interest template, [9] Now Playing (shared), [10] a contact,
    /// [11] a search template. Their buttons push, present, pop and dismiss one another.
    func makeBasePool() -> [CPTemplate] {
        func call(_ operation: TemplateCall.Operation, _ target: Int = 0) -> FuzzStep {
            .call(TemplateCall(operation: operation, target: .pool(target), animated: true, form: .completion(then: nil), stale: false))
        }
        let tabGrid = grid("Tab A", titles: ["Play", "More"], reactions: [call(.push, 1), call(.present, 5)])
        let tabList = list("Tab B", titles: ["Call", "Ann"], reactions: [call(.push, 7), call(.pop)])
        let tabs = CPTabBarTemplate(templates: [tabGrid, tabList])
        tabs.delegate = self
        return [
            grid("Home", titles: ["Play", "More", "Cancel", "OK", "Go", "Up Next"],
                 reactions: [call(.push, 1), call(.present, 5), call(.pop), call(.present, 4), call(.push, 2), call(.push, 9)]),
            list("Library", titles: ["Play", "Back", "More", "Ann"], reactions: [call(.push, 7), call(.popToRoot), call(.dismiss), call(.push, 10)]),
            tabs,
            actionSheet(titles: ["OK", "Cancel"], reactions: [call(.dismiss), call(.pop)]),
            voiceControl(titles: ["Cancel", "OK"], reactions: [call(.dismiss), .change(TemplateChange(template: 4, what: 0, value: 1))]),
            alert(titles: ["OK", "Cancel"], reactions: [call(.dismiss), call(.popToRoot)]),
            map(titles: ["Go", "More"], reactions: [.change(TemplateChange(template: 6, what: 1, value: 2)), call(.push, 8)]),
            information(titles: ["Call", "Back", "More", "OK"], reactions: [call(.pop), call(.popTo, 0), call(.present, 3), nil]),
            pointsOfInterest(titles: ["Ann", "Go", "Play"], reactions: [call(.pop), nil, nil]),
            CPNowPlayingTemplate.shared,
            contact(titles: ["Call", "More"], reactions: [call(.pop), call(.present, 5)]),
            CPSearchTemplate(),
            tabGrid,
            tabList,
        ]
    }

    /// Empties every tab bar of the pool, once the run is over. A tab bar among its own tabs, or
    /// two among each other's (the tab class check refuses them, B4, but H8 off takes them, and
    /// so does a change made before any car, which the first car checks) is a reference cycle of
    /// the scene's own objects, which nothing frees: the leak check would report it, as it would
    /// an app's.
    func emptyTabBars() {
        for case let tabs as CPTabBarTemplate in pool { tabs.updateTemplates([]) }
    }

    /// Adds the template `recipe` describes to the pool.
    func add(_ recipe: TemplateRecipe) {
        let titles = recipe.titles, reactions = recipe.reactions
        let made: CPTemplate
        switch recipe.kind {
        case .grid: made = grid(titles.first ?? "", titles: titles, reactions: reactions)
        case .list: made = list(titles.first ?? "", titles: titles, reactions: reactions)
        case .tabBar:
            let tabs = CPTabBarTemplate(templates: titles.indices.map { pool[($0 * 5 + titles.count) % pool.count] })
            tabs.delegate = self
            made = tabs
        case .voiceControl: made = voiceControl(titles: titles, reactions: reactions)
        case .alert: made = alert(titles: titles, reactions: reactions)
        case .actionSheet: made = actionSheet(titles: titles, reactions: reactions)
        case .information: made = information(titles: titles, reactions: reactions)
        case .map: made = map(titles: titles, reactions: reactions)
        case .nowPlaying: made = CPNowPlayingTemplate.shared
        case .pointOfInterest: made = pointsOfInterest(titles: titles, reactions: reactions)
        case .contact: made = contact(titles: titles, reactions: reactions)
        case .search: made = CPSearchTemplate()
        }
        pool.append(made)
        note("made \(name(made)) with \(titles.count) buttons")
    }

    // MARK: - Buttons

    /// What a button's handler does: records the touch, then its reaction.
    func touched(_ title: String, _ reaction: FuzzStep?) {
        note("handler \"\(title)\"")
        if let reaction { react(reaction) }
    }

    static let image = UIImage(systemName: "star") ?? UIImage()

    func gridButtons(_ titles: [String], _ reactions: [FuzzStep?]) -> [CPGridButton] {
        zip(titles, reactions).map { title, reaction in
            CPGridButton(titleVariants: [title], image: Self.image) { [weak self] _ in self?.touched(title, reaction) }
        }
    }

    func listItems(_ titles: [String], _ reactions: [FuzzStep?]) -> [CPListItem] {
        zip(titles, reactions).map { title, reaction in
            let item = CPListItem(text: title, detailText: nil)
            item.handler = { [weak self] _, completion in
                self?.touched(title, reaction)
                completion()
            }
            return item
        }
    }

    func barButtons(_ titles: [String], _ reactions: [FuzzStep?]) -> [CPBarButton] {
        zip(titles, reactions).map { title, reaction in CPBarButton(title: title) { [weak self] _ in self?.touched(title, reaction) } }
    }

    func alertActions(_ titles: [String], _ reactions: [FuzzStep?]) -> [CPAlertAction] {
        zip(titles, reactions).enumerated().map { i, pair in
            CPAlertAction(title: pair.0, style: i == 1 ? .cancel : .default) { [weak self] _ in self?.touched(pair.0, pair.1) }
        }
    }

    func textButtons(_ titles: [String], _ reactions: [FuzzStep?]) -> [CPTextButton] {
        zip(titles, reactions).map { title, reaction in
            CPTextButton(title: title, textStyle: .normal) { [weak self] _ in self?.touched(title, reaction) }
        }
    }

    func buttons(_ titles: [String], _ reactions: [FuzzStep?]) -> [CPButton] {
        zip(titles, reactions).map { title, reaction in
            let button = CPButton(image: Self.image) { [weak self] _ in self?.touched(title, reaction) }
            button.title = title
            return button
        }
    }

    // MARK: - Templates

    func grid(_ title: String, titles: [String], reactions: [FuzzStep?]) -> CPGridTemplate {
        let grid = CPGridTemplate(title: title, gridButtons: gridButtons(titles, reactions))
        grid.trailingNavigationBarButtons = barButtons(["More"], [nil])
        return grid
    }

    func list(_ title: String, titles: [String], reactions: [FuzzStep?]) -> CPListTemplate {
        let half = titles.count / 2
        let sections = [
            CPListSection(items: listItems(Array(titles.prefix(half)), Array(reactions.prefix(half)))),
            CPListSection(items: listItems(Array(titles.dropFirst(half)), Array(reactions.dropFirst(half))), header: "Section",
                          sectionIndexTitle: nil),
        ]
        return CPListTemplate(title: title, sections: sections)
    }

    func voiceControl(titles: [String], reactions: [FuzzStep?]) -> CPVoiceControlTemplate {
        let states = FuzzWords.voiceStates.prefix(4).enumerated().map { i, identifier in
            let state = CPVoiceControlState(identifier: identifier, titleVariants: [identifier.capitalized], image: nil, repeats: i == 0)
            if i == 0 { state.actionButtons = buttons(titles, reactions) }
            return state
        }
        return CPVoiceControlTemplate(voiceControlStates: Array(states))
    }

    func alert(titles: [String], reactions: [FuzzStep?]) -> CPAlertTemplate {
        CPAlertTemplate(titleVariants: ["Sure?"], actions: alertActions(titles, reactions))
    }

    func actionSheet(titles: [String], reactions: [FuzzStep?]) -> CPActionSheetTemplate {
        CPActionSheetTemplate(title: "Choose", message: nil, actions: alertActions(titles, reactions))
    }

    func map(titles: [String], reactions: [FuzzStep?]) -> CPMapTemplate {
        let map = CPMapTemplate()
        map.mapDelegate = self
        map.mapButtons = zip(titles, reactions).map { title, reaction in
            let button = CPMapButton { [weak self] _ in self?.touched(title, reaction) }
            button.image = UIImage(systemName: title.isEmpty ? "circle" : title)
            return button
        }
        map.leadingNavigationBarButtons = barButtons(["Back"], [nil])
        return map
    }

    func information(titles: [String], reactions: [FuzzStep?]) -> CPInformationTemplate {
        CPInformationTemplate(title: "Details", layout: .leading, items: titles.map { CPInformationItem(title: $0, detail: "detail") },
                              actions: textButtons(titles, reactions))
    }

    func pointsOfInterest(titles: [String], reactions: [FuzzStep?]) -> CPPointOfInterestTemplate {
        let template = CPPointOfInterestTemplate(title: "Places", pointsOfInterest: places(titles, reactions), selectedIndex: 0)
        template.pointOfInterestDelegate = self
        return template
    }

    func places(_ titles: [String], _ reactions: [FuzzStep?]) -> [CPPointOfInterest] {
        zip(titles, reactions).enumerated().map { i, pair in
            let place = CPPointOfInterest(location: Self.mapItem(i), title: pair.0, subtitle: nil, summary: nil, detailTitle: nil,
                                          detailSubtitle: nil, detailSummary: nil, pinImage: nil)
            place.primaryButton = CPTextButton(title: "Go", textStyle: .confirm) { [weak self] _ in self?.touched("Go", pair.1) }
            return place
        }
    }

    func contact(titles: [String], reactions: [FuzzStep?]) -> CPContactTemplate {
        let person = CPContact(name: "Ann", image: Self.image)
        person.actions = buttons(titles, reactions)
        return CPContactTemplate(contact: person)
    }

    static func mapItem(_ i: Int) -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48 + Double(i) / 100, longitude: 2)))
        item.name = FuzzWords.title(i)
        return item
    }

    static func trip(_ i: Int, routes: Int) -> CPTrip {
        let choices = (0..<routes).map {
            CPRouteChoice(summaryVariants: [FuzzWords.title($0 + i)], additionalInformationVariants: [], selectionSummaryVariants: [])
        }
        return CPTrip(origin: mapItem(0), destination: mapItem(i + 1), routeChoices: choices)
    }
}
