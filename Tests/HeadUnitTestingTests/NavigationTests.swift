import CarPlay
import CoreLocation
import HeadUnitTesting
import MapKit
import Testing
import UIKit

/// The view controller a navigation scene puts in its `CPWindow`; it logs its life cycle.
@MainActor
final class LoggingMapController: UIViewController {
    var heard: [String] = []
    let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        heard.append("viewDidLoad")
        mapView.frame = view.bounds
        view.addSubview(mapView)
    }
    override func viewWillAppear(_ animated: Bool) { heard.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { heard.append("viewDidAppear") }
    override func viewWillLayoutSubviews() { heard.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { heard.append("viewDidLayoutSubviews") }
    override func viewWillDisappear(_ animated: Bool) { heard.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { heard.append("viewDidDisappear") }
}

/// A scene that implements only the plain connect and disconnect methods.
@MainActor
final class PlainScene: UIResponder, CPTemplateApplicationSceneDelegate {
    var heard: [String] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        heard.append("didConnect")
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        heard.append("didDisconnect")
    }
}

/// A navigation scene: both variants of connect and disconnect, a map template root, and a log of
/// what the car told it.
@MainActor
final class MapScene: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    let map = CPMapTemplate()
    let controller = LoggingMapController()
    var interfaceController: CPInterfaceController?
    var window: CPWindow?
    var heard: [String] = []

    override init() {
        super.init()
        map.mapDelegate = self
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        heard.append("didConnect")
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
                                  to window: CPWindow) {
        heard.append("didConnect to window \(Int(window.bounds.width))×\(Int(window.bounds.height))")
        self.interfaceController = interfaceController
        self.window = window
        window.rootViewController = controller
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        heard.append("didDisconnect")
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController,
                                  from window: CPWindow) {
        heard.append("didDisconnect from window")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
        heard.append("preview \(trip.destinationNameVariants?.first ?? "") via \(routeChoice.summaryVariants.first ?? "")")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        heard.append("started \(trip.destinationNameVariants?.first ?? "") via \(routeChoice.summaryVariants.first ?? "")")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) { heard.append("willShow \(navigationAlert.titleVariants[0])") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) { heard.append("didShow \(navigationAlert.titleVariants[0])") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {
        heard.append("willDismiss \(dismissalContext)")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {
        heard.append("didDismiss \(dismissalContext)")
    }
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) { heard.append("panning shown") }
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) { heard.append("panning dismissed") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) { heard.append("pan \(direction.rawValue)") }
}

/// A trip to `name` with these route choices.
@MainActor func trip(to name: String, routes: [String]) -> CPTrip {
    let origin = CPNavigationWaypoint(centerPoint: CPLocationCoordinate3D(latitude: 48.85, longitude: 2.35, altitude: 35), locationThreshold: nil,
                                      name: "Home", address: nil, entryPoints: [], timeZone: nil)
    let destination = CPNavigationWaypoint(centerPoint: CPLocationCoordinate3D(latitude: 48.86, longitude: 2.29, altitude: 35), locationThreshold: nil,
                                           name: name, address: nil, entryPoints: [], timeZone: nil)
    let trip = CPTrip(originWaypoint: origin, destinationWaypoint: destination,
                      routeChoices: routes.map { CPRouteChoice(summaryVariants: [$0], additionalInformationVariants: ["Fastest"], selectionSummaryVariants: [$0]) })
    trip.destinationNameVariants = [name]
    return trip
}

/// A maneuver with this instruction.
func maneuver(_ instruction: String) -> CPManeuver {
    let maneuver = CPManeuver()
    maneuver.instructionVariants = [instruction]
    return maneuver
}

/// A nonisolated helper reading the navigation values, as the SDK allows: trips, route choices,
/// maneuvers and estimates are not main-actor classes.
nonisolated func summary(of trip: CPTrip, next: CPManeuver, estimates: CPTravelEstimates) -> String {
    "\(trip.routeChoices.first?.summaryVariants.first ?? "") · \(next.instructionVariants.first ?? "") · \(Int(estimates.timeRemaining)) s"
}

@Suite("Navigation: CPWindow, the map template, trips, sessions and alerts (B10)")
@MainActor
struct NavigationTests {
    func plugged(_ scene: MapScene, category: CarPlayCategory = .navigation) async -> HeadUnit {
        let car = HeadUnit(category: category)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return car
    }

    @Test("B10: a navigation app that implements the window variant gets it, with the car's window; its root view controller appears")
    func windowVariant() async throws {
        let scene = MapScene()
        let car = await plugged(scene)
        #expect(scene.heard == ["didConnect to window 800×480"])
        #expect(car.screen.root?.kind == .map)
        #expect(scene.controller.heard == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(scene.controller.view.window === scene.window)
        #expect(scene.controller.mapView.window === scene.window)
        #expect(scene.window?.templateApplicationScene?.carWindow === scene.window)
        #expect(car.hostLog.contains { $0.hasSuffix("connect: templateApplicationScene(_:didConnect:to:) with the car's window (800 × 480 points)") })
        #expect(car.crashes.isEmpty)

        car.unplug()
        #expect(scene.heard == ["didConnect to window 800×480", "didDisconnect from window"])
        #expect(scene.controller.heard.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("B10: a navigation app without the window variant gets the plain one; other categories always get the plain one")
    func plainVariant() async throws {
        let plain = PlainScene()
        let car = HeadUnit(category: .navigation)
        car.plug(plain)
        #expect(plain.heard == ["didConnect"])
        car.unplug()
        #expect(plain.heard == ["didConnect", "didDisconnect"])

        let audio = MapScene()
        let other = HeadUnit(category: .audio)
        other.plug(audio)
        #expect(audio.heard == ["didConnect"])
        #expect(other.crashes.first?.rule == "H13")   // the map is not an audio app's template
    }

    @Test("Map buttons: the first four not hidden, tapped by image name or Map button N; two while panning, with the pan arrows")
    func mapButtons() async throws {
        let scene = MapScene()
        var tapped: [String] = []
        let zoomIn = CPMapButton { _ in tapped.append("zoom in") }
        zoomIn.image = UIImage(systemName: "plus.magnifyingglass")
        let plain = CPMapButton { _ in tapped.append("plain") }
        let hidden = CPMapButton { _ in tapped.append("hidden") }
        hidden.isHidden = true
        let pan = CPMapButton { _ in tapped.append("pan") }
        pan.image = UIImage(named: "Pan")
        let fifth = CPMapButton { _ in tapped.append("fifth") }
        fifth.image = UIImage(systemName: "location")
        scene.map.mapButtons = [zoomIn, plain, hidden, pan, fifth]
        let car = await plugged(scene)
        #expect(car.screen.root?.buttons == ["plus.magnifyingglass", "Map button 2", "Pan"])
        try car.tap("Map button 2")
        try car.tap("plus.magnifyingglass")
        #expect(tapped == ["plain", "zoom in"])

        scene.map.showPanningInterface(animated: true)
        #expect(scene.map.isPanningInterfaceVisible)
        await car.advance(by: .zero)
        #expect(scene.heard.last == "panning shown")
        #expect(car.screen.root?.buttons == ["Pan up", "Pan down", "Pan left", "Pan right", "plus.magnifyingglass", "Map button 2"])
        try car.tap("Pan left")
        #expect(scene.heard.last == "pan \(CPMapTemplate.PanDirection.left.rawValue)")
        scene.map.dismissPanningInterface(animated: true)
        await car.advance(by: .zero)
        #expect(scene.heard.last == "panning dismissed")
        #expect(car.hostLog.contains { $0.contains("showPanningInterface(animated:): the car shows the pan arrows") })
    }

    @Test("Trip previews: route choices and Go are tapped; a session shows its maneuver and estimates; one session at a time")
    func tripsAndSessions() async throws {
        let scene = MapScene()
        let car = await plugged(scene)
        let beach = trip(to: "Beach", routes: ["Via A1", "Via coast"])
        let park = trip(to: "Park", routes: ["Via B2"])
        scene.map.showTripPreviews([beach, park], textConfiguration: nil)
        scene.map.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 12_400, unit: .meters), timeRemaining: 900), for: beach)
        #expect(car.screen.root?.buttons == ["Beach", "Park", "Via A1", "Via coast", "Go"])
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Beach", detail: "12.4 km, 15 min")])

        try car.tap("Via coast")
        try car.tap("Go")
        #expect(scene.heard.suffix(2) == ["preview Beach via Via coast", "started Beach via Via coast"])
        try car.tap("Park")
        #expect(scene.heard.last == "preview Park via Via B2")
        #expect(car.screen.root?.buttons == ["Beach", "Park", "Via B2", "Go"])

        let session = scene.map.startNavigationSession(for: beach)
        #expect(car.screen.root?.buttons == [])   // the preview is gone
        session.upcomingManeuvers = [maneuver("Turn left onto Main Street"), maneuver("Keep right")]
        session.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 400, unit: .meters), timeRemaining: 60),
                                for: session.upcomingManeuvers[0])
        #expect(car.screen.root?.message == "Turn left onto Main Street")
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Beach", detail: "12.4 km, 15 min"), CarScreen.Item(title: "Next maneuver", detail: "400 m, 1 min")])
        session.pauseTrip(for: .rerouting, description: "Rerouting…")
        #expect(car.screen.root?.message == "Rerouting…")

        session.finishTrip()
        let second = scene.map.startNavigationSession(for: park)   // one at a time: the first has finished
        session.finishTrip()
        #expect(car.hostLog.last?.hasSuffix("finishTrip() after the session ended: the car shows nothing of it") == true)
        second.upcomingManeuvers = [maneuver("Head north")]
        #expect(car.screen.root?.message == "Head north")
        second.cancelTrip()
        #expect(car.screen.root?.message == nil)
        #expect(summary(of: beach, next: maneuver("Go"), estimates: CPTravelEstimates(distanceRemaining: Measurement(value: 1, unit: .kilometers), timeRemaining: 30))
                == "Via A1 · Go · 30 s")
        #expect(car.crashes.isEmpty)
    }

    @Test("Trip previews keep the first 12 trips; a selected trip not among them selects the first")
    func previewLimits() async throws {
        let scene = MapScene()
        let car = await plugged(scene)
        let trips = (1...13).map { trip(to: "Stop \($0)", routes: ["Route"]) }
        scene.map.showTripPreviews(trips, selectedTrip: trip(to: "Elsewhere", routes: []), textConfiguration:
            CPTripPreviewTextConfiguration(startButtonTitle: "Drive", additionalRoutesButtonTitle: nil, overviewButtonTitle: nil))
        #expect(car.screen.root?.buttons == (1...12).map { "Stop \($0)" } + ["Route", "Drive"])
        #expect(car.hostLog.contains { $0.hasSuffix("it keeps the first 12 of 13 trips; the selected trip is not among them, so the first is selected") })
        scene.map.hideTripPreviews()
        #expect(car.screen.root?.buttons == [])
    }

    @Test("Navigation alerts: shown with their actions, the delegate hears show and dismiss later, a tap runs the action and dismisses it")
    func alertTapped() async throws {
        let scene = MapScene()
        let car = await plugged(scene)
        var actions: [String] = []
        let alert = CPNavigationAlert(titleVariants: ["Speed camera ahead"], subtitleVariants: ["In 500 m"], image: nil,
                                      primaryAction: CPAlertAction(title: "Thanks", style: .default) { _ in actions.append("thanks") },
                                      secondaryAction: CPAlertAction(title: "Report", style: .cancel) { _ in actions.append("report") }, duration: 0)
        scene.map.present(navigationAlert: alert, animated: true)
        #expect(scene.heard.isEmpty == false && !scene.heard.contains { $0.hasPrefix("willShow") })   // later, not inside the call
        #expect(car.screen.root?.buttons == ["Thanks", "Report"])
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Speed camera ahead", detail: "In 500 m")])
        await car.advance(by: .zero)
        #expect(scene.heard.suffix(2) == ["willShow Speed camera ahead", "didShow Speed camera ahead"])
        #expect(scene.map.currentNavigationAlert === alert)

        let other = CPNavigationAlert(titleVariants: ["Road closed"], subtitleVariants: nil, image: nil,
                                      primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil, duration: 0)
        scene.map.present(navigationAlert: other, animated: true)
        #expect(car.hostLog.last?.hasSuffix("present(navigationAlert: \"Road closed\"): \"Speed camera ahead\" is shown, so nothing happens") == true)

        try car.tap("Report")
        #expect(actions == ["report"])
        #expect(scene.map.currentNavigationAlert == nil)
        await car.advance(by: .zero)
        #expect(scene.heard.suffix(2) == ["willDismiss userDismissed", "didDismiss userDismissed"])
        #expect(car.screen.root?.buttons == [])
    }

    @Test("Navigation alerts: a duration dismisses the alert on the virtual clock (at least 5 s); dismissNavigationAlert completes later")
    func alertTimesOut() async throws {
        let scene = MapScene()
        let car = await plugged(scene)
        let ok = CPAlertAction(title: "OK", style: .default) { _ in }
        scene.map.present(navigationAlert: CPNavigationAlert(titleVariants: ["Traffic"], subtitleVariants: nil, image: nil,
                                                             primaryAction: ok, secondaryAction: nil, duration: 2), animated: true)
        await car.advance(by: .milliseconds(4_900))
        #expect(car.screen.root?.buttons == ["OK"])
        await car.advance(by: .milliseconds(100))
        #expect(car.screen.root?.buttons == [])
        #expect(scene.heard.suffix(2) == ["willDismiss timeout", "didDismiss timeout"])

        scene.map.present(navigationAlert: CPNavigationAlert(titleVariants: ["Fuel"], subtitleVariants: nil, image: nil,
                                                             primaryAction: ok, secondaryAction: nil, duration: 0), animated: true)
        var results: [Bool] = []
        scene.map.dismissNavigationAlert(animated: true) { results.append($0) }
        #expect(results.isEmpty)   // later, on the main queue
        await car.advance(by: .zero)
        #expect(results == [true])
        #expect(scene.heard.suffix(2) == ["willDismiss systemDismissed", "didDismiss systemDismissed"])
        scene.map.dismissNavigationAlert(animated: true) { results.append($0) }
        await car.advance(by: .zero)
        #expect(results == [true, false])
    }

    @Test("A search template pushed over the map shows the delegate's results; a row selects one")
    func search() async throws {
        final class Searcher: NSObject, CPSearchTemplateDelegate {
            var selected: [String] = []
            func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
                completionHandler(["Café \(searchText)", "Bakery \(searchText)"].map { CPListItem(text: $0, detailText: nil) })
            }
            func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
                selected.append(item.text ?? "")
                completionHandler()
            }
        }
        let scene = MapScene()
        let car = await plugged(scene)
        let searcher = Searcher()
        let search = CPSearchTemplate()
        search.delegate = searcher
        scene.interfaceController?.pushTemplate(search, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.kind == .search)
        search.enterSearchText("Rue")
        #expect(car.screen.top?.buttons == ["Back", "Café Rue", "Bakery Rue"])
        try car.tap("Bakery Rue")
        #expect(searcher.selected == ["Bakery Rue"])
        #expect(car.hostLog.contains { $0.hasSuffix("list item \"Bakery Rue\": completion called") })
    }
}

@Suite("UIKit, MapKit and CoreLocation stand-ins: the scene's code runs, nothing is drawn or located")
@MainActor
struct NavigationFrameworksTests {
    @Test("A view tree: subviews, window, tags, stack views and constraints kept unsolved")
    func views() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        #expect(!root.isViewLoaded)   // a hidden window shows nothing
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow && root.view.window === window && root.view.frame == window.bounds)

        let label = UIView(frame: .zero)
        label.tag = 7
        let stack = UIStackView(arrangedSubviews: [label])
        stack.axis = .vertical
        root.view.addSubview(stack)
        #expect(root.view.viewWithTag(7) === label && label.window === window)
        let constraint = stack.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor, constant: 8)
        NSLayoutConstraint.activate([constraint])
        #expect(constraint.isActive && constraint.constant == 8 && stack.frame == .zero)
        label.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty && label.window == nil)
        UIView.animate(withDuration: 0.3, animations: { stack.alpha = 0 }, completion: { _ in stack.isHidden = true })
        #expect(stack.alpha == 0 && stack.isHidden)
    }

    @Test("MKMapView keeps what the scene sets and asks its delegate for renderers; map points round-trip")
    func mapView() {
        final class Renderers: NSObject, MKMapViewDelegate {
            func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
                let renderer = MKPolylineRenderer(overlay: overlay)
                renderer.strokeColor = .systemBlue
                renderer.lineWidth = 8
                return renderer
            }
        }
        let delegate = Renderers()
        let map = MKMapView()
        map.delegate = delegate
        let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        map.setRegion(MKCoordinateRegion(center: paris, latitudinalMeters: 1_000, longitudinalMeters: 1_000), animated: true)
        #expect(map.centerCoordinate == paris)
        var route = [paris, CLLocationCoordinate2D(latitude: 48.86, longitude: 2.29)]
        let line = MKPolyline(coordinates: &route, count: route.count)
        map.addOverlay(line, level: .aboveRoads)
        #expect((map.renderer(for: line) as? MKPolylineRenderer)?.lineWidth == 8)
        #expect(line.pointCount == 2 && line.boundingMapRect.contains(MKMapPoint(paris)) == false)   // the east edge is open
        let back = MKMapPoint(paris).coordinate
        #expect(abs(back.latitude - paris.latitude) < 1e-9 && abs(back.longitude - paris.longitude) < 1e-9)
        map.setVisibleMapRect(line.boundingMapRect, edgePadding: UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40), animated: true)
        #expect(abs(map.centerCoordinate.longitude - 2.3211) < 0.001)
        let pin = MKPointAnnotation(coordinate: paris, title: "Home", subtitle: nil)
        map.addAnnotation(pin)
        map.removeOverlay(line)
        #expect(map.annotations.count == 1 && map.overlays.isEmpty && map.userLocation.location == nil)
    }

    @Test("MKMapItem(location:address:) (iOS 26) keeps its location and address; a trip takes it")
    func mapItemFromLocation() {
        let item = MKMapItem(location: CLLocation(latitude: 37.7955, longitude: -122.3937),
                             address: MKAddress(fullAddress: "1 Ferry Building\nSan Francisco", shortAddress: "1 Ferry Building"))
        item.name = "Ferry Building"
        #expect(item.location.coordinate == CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937))
        #expect(item.address?.shortAddress == "1 Ferry Building" && item.address?.fullAddress.hasPrefix("1 Ferry") == true)
        #expect(MKMapItem(location: CLLocation(latitude: 0, longitude: 0), address: nil).address == nil)
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: item, routeChoices: [])
        #expect(trip.destinationWaypoint.name == "Ferry Building" && trip.destinationWaypoint.centerPoint.latitude == 37.7955)
    }

    @Test("CLLocationManager never delivers by itself: no location, authorization not determined")
    func locationManager() {
        let manager = CLLocationManager()
        manager.desiredAccuracy = kCLLocationAccuracyBestForNavigation
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        #expect(manager.isUpdatingLocation && manager.location == nil && manager.authorizationStatus == .notDetermined)
        #expect(!CLLocationManager.locationServicesEnabled())
    }
}
