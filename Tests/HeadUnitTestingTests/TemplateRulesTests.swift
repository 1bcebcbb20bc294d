import CarPlay
import HeadUnitTesting
import Testing
import UIKit

// Issue 27 item 3: the rules of the newer templates, each as CarPlay holds it, with its words.
// The evidence for each is in docs/FIDELITY.md, "Rules of the newer templates".

/// A car of `category` with `scene` plugged in and its root landed.
@MainActor private func plugged(_ scene: some CPTemplateApplicationSceneDelegate, category: CarPlayCategory) async -> HeadUnit {
    let car = HeadUnit(category: category)
    car.plug(scene)
    await car.advance(by: .seconds(1))
    return car
}

/// The crash message CarPlay prints for an uncaught `name` with `reason`.
private func terminating(_ name: String, _ reason: String) -> String {
    "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
}

/// A bar button titled `title`.
private func bar(_ title: String) -> CPBarButton { CPBarButton(title: title) { _ in } }

/// A map button whose image is named `name`.
@MainActor private func mapButton(_ name: String) -> CPMapButton {
    let button = CPMapButton { _ in }
    button.image = UIImage(named: name)
    return button
}

/// A navigation alert titled `title`, staying up `duration` seconds (0: until dismissed).
@MainActor private func navigationAlert(_ title: String, duration: TimeInterval) -> CPNavigationAlert {
    CPNavigationAlert(titleVariants: [title], subtitleVariants: nil, image: nil,
                      primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil, duration: duration)
}

/// Route information with one current maneuver.
private func rerouted(_ instruction: String) -> CPRouteInformation {
    let none = CPTravelEstimates(distanceRemaining: Measurement(value: 0, unit: .meters), timeRemaining: 0)
    return CPRouteInformation(maneuvers: [maneuver(instruction)], laneGuidances: [], currentManeuvers: [maneuver(instruction)],
                              currentLaneGuidance: CPLaneGuidance(), trip: none, maneuverTravelEstimates: none)
}

@Suite("Rules of the newer templates: map, navigation, places, contacts, search, image rows, sections (issue 27)")
@MainActor
struct TemplateRulesTests {
    // MARK: - The map

    @Test("Map buttons: the template keeps the first four (the header's number), the car shows them; two while panning")
    func mapButtonsKeepFour() async throws {
        let scene = MapScene()
        scene.map.mapButtons = ["one", "two", "three", "four", "five"].map(mapButton)
        #expect(scene.map.mapButtons.count == 4)
        let car = await plugged(scene, category: .navigation)
        #expect(car.screen.root?.buttons == ["one", "two", "three", "four"])
        scene.map.showPanningInterface(animated: true)
        #expect(car.screen.root.map { Array($0.buttons.suffix(2)) } == ["one", "two"])
        #expect(car.crashes.isEmpty)
    }

    @Test("Bar buttons: every template keeps its first two leading and first two trailing buttons")
    func barButtonsKeepTwo() async throws {
        let scene = MapScene()
        scene.map.leadingNavigationBarButtons = [bar("L1"), bar("L2"), bar("L3")]
        scene.map.trailingNavigationBarButtons = [bar("T1"), bar("T2"), bar("T3")]
        #expect(scene.map.leadingNavigationBarButtons.compactMap(\.title) == ["L1", "L2"])
        #expect(scene.map.trailingNavigationBarButtons.compactMap(\.title) == ["T1", "T2"])
        let car = await plugged(scene, category: .navigation)
        #expect(car.screen.root?.buttons == ["L1", "L2", "T1", "T2"])

        let list = CPListTemplate(title: "List", sections: [])
        list.trailingNavigationBarButtons = [bar("A"), bar("B"), bar("C")]
        let places = CPPointOfInterestTemplate(title: "Places", pointsOfInterest: [], selectedIndex: NSNotFound)
        places.leadingNavigationBarButtons = [bar("A"), bar("B"), bar("C")]
        let contact = CPContactTemplate(contact: CPContact(name: "Ada", image: UIImage()))
        contact.trailingNavigationBarButtons = [bar("A"), bar("B"), bar("C")]
        let counts: [Int] = [list.trailingNavigationBarButtons.count, places.leadingNavigationBarButtons.count, contact.trailingNavigationBarButtons.count]
        #expect(counts == [2, 2, 2])
    }

    @Test("The pan arrows: shown again while shown, or dismissed while hidden, nothing changes (CarPlay's header: \"if not already visible\")")
    func panningTwice() async throws {
        let scene = MapScene()
        let car = await plugged(scene, category: .navigation)
        scene.map.showPanningInterface(animated: true)
        scene.map.showPanningInterface(animated: true)
        await car.advance(by: .zero)
        #expect(scene.heard.filter { $0 == "panning shown" }.count == 1)
        scene.map.dismissPanningInterface(animated: true)
        scene.map.dismissPanningInterface(animated: true)
        await car.advance(by: .zero)
        #expect(scene.heard.filter { $0 == "panning dismissed" }.count == 1)
        #expect(car.hostLog.contains { $0.hasSuffix("showPanningInterface(animated:): already shown; nothing changes") })
        #expect(car.hostLog.contains { $0.hasSuffix("dismissPanningInterface(animated:): not shown; nothing changes") })
    }

    // MARK: - Navigation sessions

    @Test("A second navigation session while one guides: the car refuses it and the app dies on its next main-queue turn")
    func secondSessionRaises() async throws {
        let scene = MapScene()
        let car = await plugged(scene, category: .navigation)
        let first = scene.map.startNavigationSession(for: trip(to: "Beach", routes: ["Via A1"]))
        first.upcomingManeuvers = [maneuver("Turn left")]
        _ = scene.map.startNavigationSession(for: trip(to: "Park", routes: ["Via B2"]))
        #expect(car.crashes.isEmpty)   // the car answers later
        #expect(car.screen.root?.message == "Turn left")
        await car.advance(by: .zero)
        let crash = try #require(car.crashes.first)
        #expect(crash.exception == "NSInternalInconsistencyException")
        #expect(crash.message == "Attempted to start a new navigation session while one is already active.")
        #expect(crash.printed == terminating("NSInternalInconsistencyException", "Attempted to start a new navigation session while one is already active."))
        #expect(crash.call == "CPMapTemplate.startNavigationSession(for:)")
    }

    @Test("A session that finished or was cancelled lets another start; calls on it afterwards change nothing")
    func endedSessions() async throws {
        let scene = MapScene()
        let car = await plugged(scene, category: .navigation)
        let first = scene.map.startNavigationSession(for: trip(to: "Beach", routes: ["Via A1"]))
        first.finishTrip()
        let second = scene.map.startNavigationSession(for: trip(to: "Park", routes: ["Via B2"]))
        second.upcomingManeuvers = [maneuver("Head north")]
        first.upcomingManeuvers = [maneuver("Old turn")]
        first.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 1, unit: .kilometers), timeRemaining: 60), for: first.upcomingManeuvers[0])
        first.pauseTrip(for: .loading, description: "Old pause")
        #expect(car.screen.root?.message == "Head north")
        second.cancelTrip()
        second.cancelTrip()
        #expect(car.screen.root?.message == nil)
        let third = scene.map.startNavigationSession(for: trip(to: "Lake", routes: ["Via C3"]))
        third.upcomingManeuvers = [maneuver("Keep right")]
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.message == "Keep right")
        #expect(car.hostLog.contains { $0.hasSuffix("navigation session: upcomingManeuvers = [\"Old turn\"] after the session ended: the car shows nothing of it") })
        #expect(car.hostLog.contains { $0.hasSuffix("navigation session: cancelTrip() after the session ended: the car shows nothing of it") })
        #expect(car.crashes.isEmpty)
    }

    @Test("resumeTrip(updatedRouteInformation:) needs a pause for rerouting first; otherwise the app dies on its next main-queue turn")
    func resumeNeedsReroutingPause() async throws {
        let scene = MapScene()
        let car = await plugged(scene, category: .navigation)
        let session = scene.map.startNavigationSession(for: trip(to: "Beach", routes: ["Via A1"]))
        session.pauseTrip(for: .rerouting, description: "Rerouting…")
        session.resumeTrip(updatedRouteInformation: rerouted("Turn right"))
        await car.advance(by: .zero)
        #expect(car.screen.root?.message == "Turn right")
        #expect(car.crashes.isEmpty)

        session.pauseTrip(for: .loading, description: "Loading…")   // not a reroute
        session.resumeTrip(updatedRouteInformation: rerouted("Keep left"))
        #expect(car.crashes.isEmpty)
        await car.advance(by: .zero)
        let crash = try #require(car.crashes.first)
        #expect(crash.exception == "NSInternalInconsistencyException")
        #expect(crash.message == "Attempted to resume trip without pausing first.")
        #expect(crash.printed == terminating("NSInternalInconsistencyException", "Attempted to resume trip without pausing first."))
        #expect(crash.call == "CPNavigationSession.resumeTrip(updatedRouteInformation:)")
    }

    // MARK: - Trips, route choices, alerts

    @Test("Trip previews: the car keeps the first 12; Go on a trip with no route choice tells the delegate nothing")
    func tripPreviews() async throws {
        let scene = MapScene()
        let car = await plugged(scene, category: .navigation)
        scene.map.showTripPreviews((1...14).map { trip(to: "Stop \($0)", routes: ["Route"]) }, textConfiguration: nil)
        #expect(car.screen.root?.buttons == (1...12).map { "Stop \($0)" } + ["Route", "Go"])
        scene.map.showTripPreviews([trip(to: "Nowhere", routes: [])], textConfiguration: nil)
        try car.tap("Go")
        #expect(!scene.heard.contains { $0.hasPrefix("started") })
        #expect(car.hostLog.last?.hasSuffix("\"Go\": the trip to \"Nowhere\" has no route choice, so the framework tells the delegate nothing") == true)
        #expect(car.crashes.isEmpty)
    }

    @Test("Navigation alerts: one at a time (a second does nothing), at least CPNavigationAlertMinimumDuration, dismissing none completes with false")
    func navigationAlerts() async throws {
        let scene = MapScene()
        let car = await plugged(scene, category: .navigation)
        let first = navigationAlert("Speed camera", duration: 1)
        scene.map.present(navigationAlert: first, animated: true)
        scene.map.present(navigationAlert: navigationAlert("Road closed", duration: 0), animated: true)
        #expect(scene.map.currentNavigationAlert === first)
        await car.advance(by: .milliseconds(Int(CPNavigationAlertMinimumDuration * 1000) - 1))
        #expect(car.screen.root?.lines.map(\.title) == ["Speed camera"])
        await car.advance(by: .milliseconds(1))
        #expect(scene.map.currentNavigationAlert == nil)
        #expect(scene.heard.suffix(2) == ["willDismiss timeout", "didDismiss timeout"])
        var dismissed: [Bool] = []
        scene.map.dismissNavigationAlert(animated: true) { dismissed.append($0) }
        await car.advance(by: .zero)
        #expect(dismissed == [false])
        #expect(car.crashes.isEmpty)
    }

    // MARK: - Places, contacts, search

    @Test("Points of interest: a selected index past the kept points raises NSRangeException with the framework's words")
    func pointOfInterestIndexRaises() async throws {
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: [place("A")], selectedIndex: NSNotFound)
        let car = await plugged(RootScene { template }, category: .evCharging)
        template.setPointsOfInterest([place("A"), place("B")], selectedIndex: NSNotFound)
        template.setPointsOfInterest((1...15).map { place("P\($0)") }, selectedIndex: 11)
        #expect(car.crashes.isEmpty)
        #expect(template.pointsOfInterest.count == 12 && template.selectedIndex == 11)
        template.setPointsOfInterest((1...15).map { place("P\($0)") }, selectedIndex: 12)
        let crash = try #require(car.crashes.first)
        #expect(crash.exception == "NSRangeException")
        #expect(crash.message == "Selected index 12 is beyond array bounds [0..12]")
        #expect(crash.printed == terminating("NSRangeException", "Selected index 12 is beyond array bounds [0..12]"))
        #expect(crash.call == "CPPointOfInterestTemplate.setPointsOfInterest(_:selectedIndex:)")
        #expect(template.selectedIndex == 11)   // the raise left the template as it was
    }

    @Test("Points of interest: the raise on a template no car has seen yet is recorded when the car first sees it")
    func pointOfInterestIndexRaisesBeforeTheCar() async throws {
        let template = CPPointOfInterestTemplate(title: "Parking", pointsOfInterest: [], selectedIndex: NSNotFound)
        template.setPointsOfInterest([place("A")], selectedIndex: -1)
        let car = await plugged(RootScene { template }, category: .parking)
        #expect(car.crashes.first?.exception == "NSRangeException")
        #expect(car.crashes.first?.message == "Selected index -1 is beyond array bounds [0..1]")
        #expect(car.crashes.first?.printed == terminating("NSRangeException", "Selected index -1 is beyond array bounds [0..1]"))
    }

    @Test("Contacts: the card shows the first four actions; the contact keeps every action given")
    func contactActions() async throws {
        let contact = CPContact(name: "Ada", image: UIImage())
        contact.actions = (1...5).map { n in CPButton(image: UIImage(named: "action\(n)")!) { _ in } }
        let car = await plugged(RootScene { CPContactTemplate(contact: contact) }, category: .communication)
        #expect(car.screen.root?.buttons == (1...4).map { "action\($0)" })
        #expect(contact.actions?.count == 5)
        #expect(car.crashes.isEmpty)
    }

    @Test("Search: rows come from the delegate's completion, when it is called, and only then")
    func searchResults() async throws {
        final class Slow: NSObject, CPSearchTemplateDelegate {
            var pending: (([CPListItem]) -> Void)?
            func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
                pending = completionHandler
            }
            func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) { completionHandler() }
        }
        let scene = MapScene()
        let car = await plugged(scene, category: .navigation)
        let slow = Slow()
        let search = CPSearchTemplate()
        search.delegate = slow
        scene.interfaceController?.pushTemplate(search, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        search.enterSearchText("Caf")
        #expect(car.screen.top?.buttons == ["Back"])
        slow.pending?([CPListItem(text: "Café", detailText: nil)])
        #expect(car.screen.top?.buttons == ["Back", "Café"])
        #expect(car.crashes.isEmpty)
    }

    // MARK: - Lists: image rows, the assistant cell, section headers

    @Test("Image rows (iOS 26): the row keeps its first 24 elements, and new elements only of the first one's class")
    func imageRowElements() async throws {
        let cards = (1...30).map { CPListImageRowItemCardElement(image: UIImage(), showsImageFullHeight: false, title: "Card \($0)", subtitle: nil, tintColor: nil) }
        let row = CPListImageRowItem(text: "Shelf", cardElements: cards, allowsMultipleLines: false)
        #expect(row.elements.count == 24)
        let car = await plugged(RootScene { CPListTemplate(title: "Home", sections: [CPListSection(items: [row])]) }, category: .audio)
        #expect(car.screen.root.map { Array($0.buttons.prefix(3)) } == ["Shelf", "Card 1", "Card 2"])
        let condensed = CPListImageRowItemCondensedElement(image: UIImage(), imageShape: .circular, title: "Round", subtitle: nil, accessorySymbolName: nil)
        row.elements = [cards[0], condensed, cards[1]]
        #expect(row.elements.count == 2)
        #expect(car.screen.root?.buttons == ["Shelf", "Card 1", "Card 2"])
        #expect(car.crashes.isEmpty)
    }

    @Test("The assistant cell is shown in audio and communication apps only")
    func assistantCellCategories() async throws {
        let cell = CPAssistantCellConfiguration(position: .top, visibility: .always, assistantAction: .startCall)
        let section = CPListSection(items: [CPListItem(text: "Ada", detailText: nil)], header: "Recents", sectionIndexTitle: nil)
        let calls = CPListTemplate(title: "Calls", sections: [section], assistantCellConfiguration: cell)
        let communication = await plugged(RootScene { calls }, category: .communication)
        #expect(communication.screen.root?.lines.map(\.title) == ["Siri: start call", "Recents"])

        let places = CPListTemplate(title: "Places", sections: [CPListSection(items: [CPListItem(text: "Home", detailText: nil)], header: "Saved", sectionIndexTitle: nil)])
        let navigation = await plugged(RootScene { places }, category: .navigation)
        places.assistantCellConfiguration = cell
        #expect(navigation.screen.root?.lines.map(\.title) == ["Saved"])
        #expect(navigation.hostLog.contains { $0.hasSuffix("assistantCellConfiguration set: the car shows no assistant cell (audio and communication apps only)") })
        #expect(navigation.crashes.isEmpty)
    }

    @Test("Section headers: a header image on a section with no header text raises NSInvalidArgumentException; a section with no header shows none")
    func sectionHeaderImage() async throws {
        let titled = CPListSection(items: [CPListItem(text: "Song", detailText: nil)], header: "Songs", sectionIndexTitle: nil)
        let bare = CPListSection(items: [CPListItem(text: "Clip", detailText: nil)], header: "", sectionIndexTitle: nil)
        let list = CPListTemplate(title: "Library", sections: [titled, bare])
        let car = await plugged(RootScene { list }, category: .audio)
        #expect(car.screen.root?.lines.map(\.title) == ["Songs"])
        titled.headerImage = UIImage(systemName: "music.note")
        await car.advance(by: .zero)
        #expect(car.crashes.isEmpty)
        bare.headerImage = UIImage(systemName: "film")
        await car.advance(by: .zero)
        let crash = try #require(car.crashes.first)
        #expect(crash.exception == "NSInvalidArgumentException")
        #expect(crash.message == "Setting a header image requires section header text to be set.")
        #expect(crash.printed == terminating("NSInvalidArgumentException", "Setting a header image requires section header text to be set."))
        #expect(bare.headerImage == nil)
    }
}

extension NowPlayingTests {
    @Test("Now Playing buttons: the template keeps the first five it is given")
    func nowPlayingButtonsKeepFive() async throws {
        let buttons = (1...7).map { n in CPNowPlayingImageButton(image: UIImage(named: "b\(n)")!) { _ in } }
        CPNowPlayingTemplate.shared.updateNowPlayingButtons(buttons)
        #expect(CPNowPlayingTemplate.shared.nowPlayingButtons.count == 5)
        CPNowPlayingTemplate.shared.updateNowPlayingButtons([])
    }
}
