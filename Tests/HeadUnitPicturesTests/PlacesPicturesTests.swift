import Foundation
import HeadUnitTesting
import Host
import Screen
import Testing

/// Maps, points of interest, contacts, search, information and voice control drawn as CarPlay
/// draws them, from real CarPlay objects a scene gives `HeadUnit` (B10 for the map, B12 for the
/// pictures): one golden per template kind and variant, every title the host taps drawn where a
/// click finds it, and what is left out reported by name.
@Suite @MainActor struct PlacesPicturesTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path
    static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/screen-golden-failures").path

    /// `screen` against the golden `NAME-800x480.png` (written only with HEADUNIT_REBASELINE).
    static func check(_ screen: CarScreen, _ name: String) throws {
        let canvas = try SceneRenderer(carSize: .standard).render(car: screen, now: .zero)
        let result = try GoldenImage.compare(actual: canvas, goldenPath: "\(goldens)/\(name)-800x480.png",
                                             mode: .fromEnvironment(), failureDirectory: failures)
        #expect(result.passed, "\(name): \(result)")
    }

    /// Every title the front template can be tapped by is drawn where a click finds it, and
    /// nothing else is.
    static func expectEveryButtonDrawn(_ screen: CarScreen, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let targets = try CarRenderer().targets(for: screen, now: .zero)
        #expect(Set(targets.map(\.title)) == Set(screen.front?.buttons ?? []), sourceLocation: sourceLocation)
    }

    // MARK: Maps (B10)

    /// A navigation app's map as it browses: four map buttons, Destinations and a search button.
    static func browsingMap() -> CPMapTemplate {
        let map = CPMapTemplate()
        map.mapButtons = ["plus.magnifyingglass", "minus.magnifyingglass", "arrow.up.and.down.and.arrow.left.and.right", "location.fill"].map { name in
            let button = CPMapButton()
            button.image = UIImage(systemName: name)
            return button
        }
        map.leadingNavigationBarButtons = [CPBarButton(title: "Destinations")]
        map.trailingNavigationBarButtons = [CPBarButton(image: UIImage(systemName: "magnifyingglass")!)]
        return map
    }

    static func trip(to name: String, routes: [(String, String)], latitude: Double, longitude: Double) -> CPTrip {
        let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), addressDictionary: ["Name": name])
        let choices = routes.map { CPRouteChoice(summaryVariants: [$0.0], additionalInformationVariants: [$0.1], selectionSummaryVariants: [$0.0]) }
        return CPTrip(origin: MKMapItem.forCurrentLocation(), destination: MKMapItem(placemark: placemark), routeChoices: choices)
    }

    static let oceanBeach = (name: "Ocean Beach", routes: [("Via Fell St", "Fastest"), ("Via Geary Blvd", "Avoids tolls")])
    static let ferryBuilding = (name: "Ferry Building", routes: [("Via Market St", "Avoids highways")])

    /// A navigation car with `map` as the root, plugged.
    static func car(showing root: CPTemplate, category: CarPlayCategory = .navigation) -> (HeadUnit, PlacesScene) {
        let car = HeadUnit(category: category)
        let scene = PlacesScene(root: root)
        car.plug(scene)
        return (car, scene)
    }

    @Test func aBrowsingMapShowsItsMapButtonsRoundAtTheTrailingEdgeAndItsBarButtonsInTheCorners() async throws {
        let (car, _) = Self.car(showing: Self.browsingMap())
        await car.advance(by: .seconds(1))
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "map-browsing")
    }

    @Test func aTripPreviewShowsTheTripsTheRouteChoicesAndTheStartButtonsWords() async throws {
        let map = Self.browsingMap()
        let (car, _) = Self.car(showing: map)
        let ocean = Self.trip(to: Self.oceanBeach.name, routes: Self.oceanBeach.routes, latitude: 37.7594, longitude: -122.5107)
        let ferry = Self.trip(to: Self.ferryBuilding.name, routes: Self.ferryBuilding.routes, latitude: 37.7955, longitude: -122.3937)
        map.showTripPreviews([ocean, ferry], textConfiguration: CPTripPreviewTextConfiguration(startButtonTitle: "Start", additionalRoutesButtonTitle: nil,
                                                                                                 overviewButtonTitle: nil))
        map.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 9_400, unit: .meters), timeRemaining: 1_260), for: ocean)
        await car.advance(by: .seconds(1))
        try car.tap("Via Geary Blvd")
        #expect(car.screen.top?.look.map?.tripPreview?.selectedRoute == 1)
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "map-trip-preview")
    }

    /// A map guiding to Ocean Beach: two maneuvers with estimates, and the trip's.
    static func guidingCar() async -> (HeadUnit, CPMapTemplate, CPNavigationSession) {
        let map = browsingMap()
        let (car, _) = Self.car(showing: map)
        let ocean = trip(to: oceanBeach.name, routes: oceanBeach.routes, latitude: 37.7594, longitude: -122.5107)
        map.leadingNavigationBarButtons = []
        map.trailingNavigationBarButtons = [CPBarButton(title: "End")]
        let session = map.startNavigationSession(for: ocean)
        let turn = CPManeuver()
        turn.instructionVariants = ["Turn right onto Fell Street toward Golden Gate Park", "Turn right onto Fell Street", "Fell St"]
        turn.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        let then = CPManeuver()
        then.instructionVariants = ["Continue onto Kezar Drive", "Kezar Dr"]
        then.symbolImage = UIImage(systemName: "arrow.up")
        session.upcomingManeuvers = [turn, then]
        session.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 350, unit: .meters), timeRemaining: 40), for: turn)
        map.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 9_400, unit: .meters), timeRemaining: 1_260), for: ocean)
        await car.advance(by: .seconds(1))
        return (car, map, session)
    }

    @Test func guidanceShowsTheManeuverCardWithItsSymbolDistanceAndTheLongestInstructionThatFits() async throws {
        let (car, _, _) = await Self.guidingCar()
        let guidance = try #require(car.screen.top?.look.map?.guidance)
        #expect(guidance.maneuvers.map(\.distance) == ["350 m", nil])
        #expect(guidance.tripTime == "21 min")
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "map-guidance")
    }

    @Test func aNavigationAlertShowsItsImageWordsAndActionsByStyle() async throws {
        let (car, map, _) = await Self.guidingCar()
        let thanks = CPAlertAction(title: "Thanks", style: .default) { _ in }
        let report = CPAlertAction(title: "Not there", style: .destructive) { _ in }
        map.present(navigationAlert: CPNavigationAlert(titleVariants: ["Speed camera ahead", "Speed camera"], subtitleVariants: ["Limit 50 km/h"],
                                                       image: UIImage(systemName: "camera.fill"), primaryAction: thanks, secondaryAction: report, duration: 10),
                    animated: true)
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.look.map?.alert?.actions.map(\.style) == [.plain, .destructive])
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "map-guidance-alert")
    }

    @Test func aPausedTripShowsThePausesWordsInsteadOfAManeuver() async throws {
        let (car, _, session) = await Self.guidingCar()
        session.pauseTrip(for: .rerouting, description: "Finding a new route…")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.look.map?.guidance?.pause == "Finding a new route…")
        try Self.check(car.screen, "map-paused")
    }

    @Test func panningShowsTheArrowsAndKeepsTwoMapButtons() async throws {
        let map = Self.browsingMap()
        let (car, _) = Self.car(showing: map)
        map.showPanningInterface(animated: true)
        map.leadingNavigationBarButtons = []
        map.trailingNavigationBarButtons = [CPBarButton(title: "Done")]
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.look.map?.mapButtons.count == 2)
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "map-panning")
    }

    // MARK: Points of interest

    /// Four chargers around the Embarcadero, each with a Directions and a Call button.
    static func chargers(selected: Int) -> CPPointOfInterestTemplate {
        let places: [(String, String, String, Double, Double)] = [
            ("Pier 27 Fast Charge", "2 of 6 free · 150 kW", "0.4 km · open 24 h", 37.8055, -122.4030),
            ("Ferry Plaza Garage", "5 of 8 free · 50 kW", "0.9 km · until 22:00", 37.7950, -122.3940),
            ("Rincon Center", "All busy · 22 kW", "1.6 km · staff on site", 37.7920, -122.3925),
            ("Levi's Plaza", "1 of 4 free · 11 kW", "1.1 km · free for 2 h", 37.8035, -122.4015),
        ]
        let points = places.map { title, subtitle, summary, latitude, longitude in
            let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
            let point = CPPointOfInterest(location: item, title: title, subtitle: subtitle, summary: summary, detailTitle: nil,
                                          detailSubtitle: nil, detailSummary: "\(summary). CCS and Type 2 connectors; pay by app or card.", pinImage: nil)
            point.primaryButton = CPTextButton(title: "Directions", textStyle: .confirm)
            point.secondaryButton = CPTextButton(title: "Call", textStyle: .normal)
            return point
        }
        return CPPointOfInterestTemplate(title: "Chargers nearby", pointsOfInterest: points, selectedIndex: selected)
    }

    @Test func aPointOfInterestTemplateShowsNumberedPinsAndThePickersRows() async throws {
        let (car, _) = Self.car(showing: Self.chargers(selected: NSNotFound), category: .evCharging)
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.look.pointsOfInterest?.places.count == 4)
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "poi-list")
    }

    @Test func theSelectedPlacesCardShowsItsDetailAndItsButtons() async throws {
        let (car, _) = Self.car(showing: Self.chargers(selected: NSNotFound), category: .evCharging)
        await car.advance(by: .seconds(1))
        try car.tap("Ferry Plaza Garage")
        #expect(car.screen.top?.look.pointsOfInterest?.card?.buttons == ["Directions", "Call"])
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "poi-selected")
    }

    // MARK: Contacts

    static func contact(image: UIImage) -> CPContactTemplate {
        let contact = CPContact(name: "Ada Lovelace", image: image)
        contact.subtitle = "Analytical Engines Ltd"
        contact.informativeText = "Meeting at 14:00, Ferry Building"
        contact.actions = [CPContactCallButton { _ in }, CPContactMessageButton(phoneOrEmail: "+44 20 7946 0000"), CPContactDirectionsButton { _ in }]
        return CPContactTemplate(contact: contact)
    }

    @Test func aContactWithoutAnImageShowsItsInitialsAndRoundActionButtons() async throws {
        let (car, _) = Self.car(showing: Self.contact(image: UIImage()))
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.look.contact?.initials == "AL")
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "contact-initials")
    }

    @Test func aContactsAssetImageIsItsInitialsSquareAndReportedAsNotDrawn() async throws {
        let (car, _) = Self.car(showing: Self.contact(image: UIImage(named: "ada-portrait")!))
        await car.advance(by: .seconds(1))
        #expect(try CarRenderer().notDrawn(in: car.screen, now: .zero) == ["image \"ada-portrait\""])
        try Self.check(car.screen, "contact-asset")
    }

    // MARK: Search

    static let destinations = [(name: "Ocean Beach", route: "Via Fell St"), (name: "Ocean Avenue", route: "Via 19th Ave"),
                               (name: "Ferry Building", route: "Via Market St")]

    /// A car showing a map with a search template pushed over it, `text` typed (none for nil).
    static func searching(_ text: String?) async throws -> HeadUnit {
        let search = CPSearchTemplate()
        let delegate = PlacesSearch(places: destinations)
        search.delegate = delegate
        let (car, scene) = Self.car(showing: browsingMap())
        scene.interfaceController?.pushTemplate(search, animated: false, completion: nil)
        if let text { search.enterSearchText(text) }
        await car.advance(by: .seconds(1))
        withExtendedLifetime(delegate) {}
        return car
    }

    @Test func aSearchBeforeAnyTextShowsThePlaceholder() async throws {
        let car = try await Self.searching(nil)
        #expect(car.screen.top?.look.search?.text == "")
        try Self.check(car.screen, "search-empty")
    }

    @Test func aSearchShowsTheTextTypedOverTheAppsResults() async throws {
        let car = try await Self.searching("Ocean")
        #expect(car.screen.top?.rows.map(\.title) == ["Ocean Beach", "Ocean Avenue"])
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "search-results")
    }

    @Test func aSearchThatFindsNothingSaysSo() async throws {
        let car = try await Self.searching("Zanzibar")
        try Self.check(car.screen, "search-no-results")
    }

    // MARK: Information

    static func order(_ layout: CPInformationTemplateLayout) -> CPInformationTemplate {
        let items = [CPInformationItem(title: "Order", detail: "2 × Flat white, 1 × Croissant"),
                     CPInformationRatingItem(rating: 4.5, maximumRating: 5, title: "Café Lumière", detail: "312 reviews"),
                     CPInformationItem(title: "Ready in", detail: "8 min"),
                     CPInformationItem(title: "Pick up at", detail: "Counter 2, Ferry Building")]
        return CPInformationTemplate(title: "Your order", layout: layout, items: items,
                                     actions: [CPTextButton(title: "Confirm", textStyle: .confirm), CPTextButton(title: "Cancel order", textStyle: .cancel)])
    }

    @Test(arguments: [(CPInformationTemplateLayout.leading, "information-leading"), (.twoColumn, "information-two-column")])
    func anInformationTemplateLaysOutItsItemsAsItsLayoutSaysWithStarsForARating(layout: CPInformationTemplateLayout, golden: String) async throws {
        let (car, _) = Self.car(showing: Self.order(layout), category: .quickFoodOrdering)
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.look.information?.items[1].rating == 4.5)
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, golden)
    }

    // MARK: Voice control

    @Test func aScenesVoiceControlTemplateShowsTheActiveStatesImageAndTitle() async throws {
        let (car, scene) = Self.car(showing: Self.browsingMap())
        let listening = CPVoiceControlState(identifier: "listening", titleVariants: ["Where do you want to go?", "Where to?"],
                                            image: UIImage(systemName: "waveform"), repeats: true)
        scene.interfaceController?.presentTemplate(CPVoiceControlTemplate(voiceControlStates: [listening]), animated: false, completion: nil)
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.look.voiceControl?.image == ImageLook(systemName: "waveform"))
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "voice-listening")
    }

    @Test func aVoiceStatesAssetImageIsItsInitialsSquareOverItsActionButtons() async throws {
        let (car, scene) = Self.car(showing: Self.browsingMap())
        let working = CPVoiceControlState(identifier: "working", titleVariants: ["Finding a charger on your route…", "Finding a charger…"],
                                          image: UIImage(named: "assistant-orb"), repeats: true)
        working.actionButtons = [CPButton(image: UIImage(systemName: "mic.slash.fill")!) { _ in }, CPButton(image: UIImage(systemName: "xmark")!) { _ in }]
        working.actionButtons[0].title = "Mute"
        working.actionButtons[1].title = "End"
        scene.interfaceController?.presentTemplate(CPVoiceControlTemplate(voiceControlStates: [working]), animated: false, completion: nil)
        await car.advance(by: .seconds(1))
        #expect(try CarRenderer().notDrawn(in: car.screen, now: .zero) == ["image \"assistant-orb\""])
        try Self.expectEveryButtonDrawn(car.screen)
        try Self.check(car.screen, "voice-asset-actions")
    }

    // MARK: What the renderer lacks

    @Test func aTemplateWithoutItsLookIsALabelledPlaceholderWhoseEntriesCanStillBeTapped() throws {
        let shown = CarScreen.Shown(kind: .map, title: "", buttons: ["Go"], rows: [CarScreen.Item(title: "Go")])
        let screen = CarScreen(connected: true, stack: [shown], presented: nil)
        #expect(try CarRenderer().notDrawn(in: screen, now: .zero) == ["CPMapTemplate"])
        try Self.expectEveryButtonDrawn(screen)
        try Self.check(screen, "map-placeholder")
    }

    @Test func aMapReportsThatTheAppsWindowIsNotDrawn() async throws {
        let (car, _) = Self.car(showing: Self.browsingMap())
        await car.advance(by: .seconds(1))
        #expect(try CarRenderer().notDrawn(in: car.screen, now: .zero) == ["CPWindow content"])
    }
}
