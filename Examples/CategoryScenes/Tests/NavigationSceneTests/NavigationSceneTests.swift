import CarPlay
import CoreLocation
import HeadUnitTesting
import MapKit
import Testing
import UIKit
@testable import NavigationScene

/// The navigation scene on the strict host, driven as a driver and the road would: taps on the car,
/// locations from Core Location (HeadUnit's manager delivers none by itself, so the test hands them
/// to the scene's delegate), and `advance` for time.
@MainActor
struct NavigationSceneTests {
    /// A car with a fresh scene plugged in and the map up.
    func plugged() async -> (HeadUnit, CarPlaySceneDelegate) {
        let car = HeadUnit(category: .navigation)
        let scene = CarPlaySceneDelegate()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    /// The car reaches `coordinate`.
    func drive(_ scene: CarPlaySceneDelegate, to coordinate: CLLocationCoordinate2D, _ car: HeadUnit) async {
        scene.locationManager(scene.locationManager, didUpdateLocations: [CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)])
        await car.advance(by: .zero)
    }

    /// The same, with the trip to Ocean Beach previewed and started.
    func guiding() async throws -> (HeadUnit, CarPlaySceneDelegate) {
        let (car, scene) = await plugged()
        try car.tap("Destinations")
        await car.advance(by: .seconds(1))
        try car.tap("Ocean Beach")
        await car.advance(by: .seconds(1))
        try car.tap("Go")
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    @Test func connectPutsTheMapInTheWindowAndTheMapTemplateAtTheRoot() async throws {
        let (car, scene) = await plugged()
        #expect(car.crashes.isEmpty)
        #expect(car.screen.stack.map(\.kind) == [.map])
        #expect(car.screen.root?.buttons == ["plus.magnifyingglass", "minus.magnifyingglass", "arrow.up.and.down.and.arrow.left.and.right",
                                             "location.fill", "Destinations", "magnifyingglass"])
        let map = try #require(scene.carWindow?.rootViewController as? MapViewController)
        #expect(map.isViewLoaded && map.mapView.window === scene.carWindow)
    }

    @Test func zoomAndPanMoveTheMap() async throws {
        let (car, scene) = await plugged()
        let map = try #require(scene.coordinator?.mapViewController)
        let span = map.mapView.region.span.latitudeDelta
        try car.tap("plus.magnifyingglass")
        #expect(map.mapView.region.span.latitudeDelta == span / 2)
        try car.tap("arrow.up.and.down.and.arrow.left.and.right")
        #expect(car.screen.root?.buttons == ["Pan up", "Pan down", "Pan left", "Pan right", "plus.magnifyingglass", "minus.magnifyingglass", "Done"])
        let north = map.mapView.centerCoordinate.latitude
        try car.tap("Pan up")
        #expect(map.mapView.centerCoordinate.latitude > north)
        try car.tap("Done")
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.barButtons == ["Destinations", "magnifyingglass"])
        #expect(car.crashes.isEmpty)
    }

    @Test func aDestinationIsPreviewedWithItsRoute() async throws {
        let (car, scene) = await plugged()
        try car.tap("Destinations")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.kind == .list)
        #expect(car.screen.top?.buttons == ["Back", "Ocean Beach", "Ferry Building"])

        try car.tap("Ocean Beach")
        await car.advance(by: .seconds(1))
        #expect(car.screen.stack.map(\.kind) == [.map])
        #expect(car.screen.root?.buttons.prefix(2) == ["Via Fell St", "Go"])
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Ocean Beach", detail: "Fastest")])
        #expect(scene.coordinator?.mapViewController.drawnRoute?.pointCount == 5)
        #expect(car.crashes.isEmpty)
    }

    @Test func goStartsGuidanceWithTheFirstManeuver() async throws {
        let (car, scene) = try await guiding()
        #expect(scene.coordinator?.navigationSession != nil)
        #expect(car.screen.root?.message == "Turn right onto Fell Street")
        #expect(car.screen.root?.barButtons == ["End"])
        #expect(car.screen.root?.lines.first?.title == "Ocean Beach")
        #expect(car.hostLog.contains { $0.contains("startNavigationSession(for: \"Ocean Beach\"): guidance starts") })

        await drive(scene, to: CLLocationCoordinate2D(latitude: 37.7765, longitude: -122.4210), car)
        #expect(car.screen.root?.message == "Continue onto Kezar Drive")
        #expect(car.crashes.isEmpty)
    }

    @Test func theSpeedCameraAlertAppearsAndItsActionIsHeard() async throws {
        let (car, scene) = try await guiding()
        await drive(scene, to: CLLocationCoordinate2D(latitude: 37.7705, longitude: -122.4660), car)
        #expect(car.screen.root?.lines.first == CarScreen.Item(title: "Speed camera ahead", detail: "Limit 50 km/h"))
        #expect(car.screen.root?.buttons.prefix(2) == ["Thanks", "Not there"])

        try car.tap("Thanks")
        await car.advance(by: .seconds(1))
        #expect(scene.coordinator?.alertResponses == ["thanked"])
        #expect(!(car.screen.root?.buttons.contains("Thanks") ?? true))
        #expect(car.crashes.isEmpty)
    }

    @Test func anUnansweredAlertGoesAfterItsDuration() async throws {
        let (car, scene) = try await guiding()
        await drive(scene, to: CLLocationCoordinate2D(latitude: 37.7705, longitude: -122.4660), car)
        await car.advance(by: .seconds(10))
        #expect(scene.coordinator?.alertResponses == ["timed out"])
        #expect(scene.coordinator?.mapTemplate.currentNavigationAlert == nil)
    }

    @Test func arrivingFinishesTheTrip() async throws {
        let (car, scene) = try await guiding()
        for step in Destination.all[0].steps { await drive(scene, to: step.coordinate, car) }
        #expect(scene.coordinator?.navigationSession == nil)
        #expect(car.screen.root?.message == nil)
        #expect(car.screen.root?.barButtons == ["Destinations", "magnifyingglass"])
        #expect(car.hostLog.contains { $0.hasSuffix("navigation session: finishTrip(): guidance ends") })
        #expect(car.crashes.isEmpty)
    }

    @Test func unplugLetsTheWindowGo() async throws {
        let (car, scene) = await plugged()
        car.unplug()
        #expect(scene.carWindow == nil && scene.coordinator == nil)
    }
}
