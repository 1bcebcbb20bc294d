import CarPlay
import CoreLocation
import HeadUnitTesting
import MapKit
import Testing
@testable import ChargingScene

/// The EV charging scene against the strict host: the chargers map, a charger's card and
/// details, starting a session, the map moved by the driver.
@MainActor
struct ChargingSceneTests {
    /// A car with the scene plugged in and the first chargers loaded.
    func connected(_ scene: CarPlaySceneDelegate = CarPlaySceneDelegate()) async -> HeadUnit {
        let car = HeadUnit(category: .evCharging)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return car
    }

    @Test func connectShowsTheChargersAroundTheLastLocation() async throws {
        let car = await connected()
        let map = try #require(car.screen.root)
        #expect(map.kind == .pointOfInterest)
        #expect(map.title == "Chargers")
        #expect(map.buttons == ["Part-Dieu Parking", "Ionity Lyon Confluence", "Villeurbanne Gratte-Ciel", "Fast only"])
        #expect(map.rows.map(\.detail) == ["Occupied", "4 of 6 free", "2 of 4 free"])
        #expect(map.lines.isEmpty)   // nothing selected yet
        #expect(car.crashes.isEmpty)
    }

    @Test func aChargersCardLeadsToItsDetailsWhereChargingStartsOnceConfirmed() async throws {
        let scene = CarPlaySceneDelegate()
        let network = InMemoryChargingNetwork()
        scene.network = network
        let car = await connected(scene)

        try car.tap("Ionity Lyon Confluence")
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Ionity Lyon Confluence", detail: "112 Cours Charlemagne, Lyon"),
                                          CarScreen.Item(title: "4 of 6 free · €0.59/kWh")])
        try car.tap("Details")
        await car.advance(by: .seconds(1))
        let details = try #require(car.screen.top)
        #expect(details.kind == .information)
        #expect(details.title == "Ionity Lyon Confluence")
        #expect(details.lines.map(\.description) == ["Address=112 Cours Charlemagne, Lyon", "Available=4 of 6 free", "Power=350 kW",
                                                     "Connectors=CCS", "Price=€0.59/kWh"])
        #expect(details.buttons == ["Back", "Start charging"])

        try car.tap("Start charging")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.kind == .alert)
        #expect(car.screen.presented?.title == "Start charging at Ionity Lyon Confluence?")
        #expect(car.screen.presented?.buttons == ["Start", "Cancel"])

        try car.tap("Start")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented == nil)
        #expect(network.sessions == [ChargingSession(id: "session-1", stationID: "lyon-confluence")])
        #expect(car.screen.top?.lines.last?.description == "Status=Charging")
        #expect(car.screen.top?.buttons == ["Back"])
        #expect(car.crashes.isEmpty)
    }

    @Test func anOccupiedChargerSaysSoAndCancelStartsNothing() async throws {
        let scene = CarPlaySceneDelegate()
        let network = InMemoryChargingNetwork()
        scene.network = network
        let car = await connected(scene)
        try car.tap("Part-Dieu Parking")
        try car.tap("Details")
        await car.advance(by: .seconds(1))

        try car.tap("Start charging")
        await car.advance(by: .seconds(1))
        try car.tap("Cancel")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented == nil)
        #expect(network.sessions.isEmpty)

        try car.tap("Start charging")
        await car.advance(by: .seconds(1))
        try car.tap("Start")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.lines.last?.description == "Status=Occupied: try another charger")
        #expect(car.screen.top?.buttons == ["Back", "Start charging"])
        #expect(network.sessions.isEmpty)
        #expect(car.crashes.isEmpty)
    }

    @Test func movingTheMapReloadsTheChargers() async throws {
        let car = await connected()
        let template = try #require(car.interfaceController?.rootTemplate as? CPPointOfInterestTemplate)
        let grenoble = CLLocationCoordinate2D(latitude: 45.19, longitude: 5.72)

        // What the car does when the driver pans the map.
        template.pointOfInterestDelegate?.pointOfInterestTemplate(template, didChangeMapRegion: MKCoordinateRegion(center: grenoble, latitudinalMeters: 20_000, longitudinalMeters: 20_000))
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.buttons == ["Grenoble Gare", "Meylan Inovallée", "Fast only"])

        let sea = CLLocationCoordinate2D(latitude: 43.0, longitude: 5.0)
        template.pointOfInterestDelegate?.pointOfInterestTemplate(template, didChangeMapRegion: MKCoordinateRegion(center: sea, latitudinalMeters: 20_000, longitudinalMeters: 20_000))
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.title == "No chargers here")
        #expect(car.screen.root?.buttons == ["Fast only"])
        #expect(car.crashes.isEmpty)
    }

    @Test func fastOnlyKeepsTheFastChargers() async throws {
        let car = await connected()
        try car.tap("Fast only")
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.buttons == ["Ionity Lyon Confluence", "Villeurbanne Gratte-Ciel", "All"])
        try car.tap("All")
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.buttons == ["Part-Dieu Parking", "Ionity Lyon Confluence", "Villeurbanne Gratte-Ciel", "Fast only"])
        #expect(car.crashes.isEmpty)
    }

    @Test func noOrderOfThreeTapsOrCablePullsCrashes() async {
        let found = await SceneExplorer(category: .evCharging) { CarPlaySceneDelegate() }.explore(maxEvents: 3)
        #expect(found.counterexample == nil, Comment(rawValue: found.counterexample?.drill ?? ""))
    }
}
