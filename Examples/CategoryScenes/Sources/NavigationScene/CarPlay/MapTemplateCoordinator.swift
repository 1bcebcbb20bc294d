import CarPlay
import CoreLocation
import MapKit
import OSLog

private let log = Logger(subsystem: "example.navigation", category: "CarPlay")

/// Everything the car shows: the map template with its buttons, the destinations list, search, the
/// trip preview, guidance and its alerts. The scene delegate makes one per connection.
@MainActor
final class MapTemplateCoordinator: NSObject {
    let interfaceController: CPInterfaceController
    let mapViewController: MapViewController
    let mapTemplate = CPMapTemplate()
    private(set) var navigationSession: CPNavigationSession?
    private(set) var guide: RouteGuide?
    /// What the driver did with alerts, for the app's analytics (and the tests).
    private(set) var alertResponses: [String] = []
    private var destinationsButton: CPBarButton!
    private var searchButton: CPBarButton!
    private lazy var searchTemplate: CPSearchTemplate = {
        let search = CPSearchTemplate()
        search.delegate = self
        return search
    }()

    init(interfaceController: CPInterfaceController, mapViewController: MapViewController) {
        self.interfaceController = interfaceController
        self.mapViewController = mapViewController
        super.init()
        mapTemplate.mapDelegate = self
        mapTemplate.automaticallyHidesNavigationBar = false
        mapTemplate.mapButtons = makeMapButtons()
        destinationsButton = CPBarButton(title: "Destinations") { [weak self] _ in self?.showDestinations() }
        searchButton = CPBarButton(image: UIImage(systemName: "magnifyingglass")!) { [weak self] _ in self?.showSearch() }
        showBrowsingBar()
    }

    /// Sets the map as the root: CarPlay needs it before `didConnect` returns.
    func start() {
        interfaceController.setRootTemplate(mapTemplate, animated: false) { success, error in
            if !success { log.error("the map was refused as root: \(error?.localizedDescription ?? "no reason", privacy: .public)") }
        }
    }

    // MARK: - Map buttons and bars

    private func makeMapButtons() -> [CPMapButton] {
        let zoomIn = CPMapButton { [weak self] _ in self?.mapViewController.zoom(by: 0.5) }
        zoomIn.image = UIImage(systemName: "plus.magnifyingglass")
        let zoomOut = CPMapButton { [weak self] _ in self?.mapViewController.zoom(by: 2) }
        zoomOut.image = UIImage(systemName: "minus.magnifyingglass")
        let pan = CPMapButton { [weak self] _ in self?.startPanning() }
        pan.image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
        let recenter = CPMapButton { [weak self] _ in self?.mapViewController.recenter() }
        recenter.image = UIImage(systemName: "location.fill")
        return [zoomIn, zoomOut, pan, recenter]
    }

    private func showBrowsingBar() {
        mapTemplate.leadingNavigationBarButtons = [destinationsButton]
        mapTemplate.trailingNavigationBarButtons = [searchButton]
    }

    /// CarPlay gives no way out of panning: the app puts a Done button in the bar.
    private func startPanning() {
        mapTemplate.showPanningInterface(animated: true)
        mapTemplate.leadingNavigationBarButtons = []
        mapTemplate.trailingNavigationBarButtons = [CPBarButton(title: "Done") { [weak self] _ in
            self?.mapTemplate.dismissPanningInterface(animated: true)
        }]
    }

    // MARK: - Destinations and search

    private func showDestinations() {
        let items = Destination.all.map { destination -> CPListItem in
            let item = CPListItem(text: destination.name, detailText: destination.routeName)
            item.accessoryType = .disclosureIndicator
            item.handler = { [weak self] _, completion in
                self?.preview(destination)
                completion()
            }
            return item
        }
        let list = CPListTemplate(title: "Destinations", sections: [CPListSection(items: items)])
        interfaceController.pushTemplate(list, animated: true) { success, error in
            if !success { log.error("the destinations were refused: \(error?.localizedDescription ?? "no reason", privacy: .public)") }
        }
    }

    private func showSearch() {
        interfaceController.pushTemplate(searchTemplate, animated: true) { success, error in
            if !success { log.error("search was refused: \(error?.localizedDescription ?? "no reason", privacy: .public)") }
        }
    }

    // MARK: - Trip preview

    private func trip(to destination: Destination) -> CPTrip {
        let placemark = MKPlacemark(coordinate: destination.coordinate, addressDictionary: ["Name": destination.name])
        let route = CPRouteChoice(summaryVariants: [destination.routeName], additionalInformationVariants: [destination.routeNote],
                                  selectionSummaryVariants: [destination.routeName])
        route.userInfo = destination.name
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: MKMapItem(placemark: placemark), routeChoices: [route])
        trip.userInfo = destination.name
        return trip
    }

    /// Back to the map, with the trip to `destination` previewed and its route drawn.
    func preview(_ destination: Destination) {
        interfaceController.popToRootTemplate(animated: true) { [weak self] _, _ in
            guard let self else { return }
            let trip = self.trip(to: destination)
            self.mapTemplate.showTripPreviews([trip], textConfiguration: CPTripPreviewTextConfiguration(
                startButtonTitle: "Go", additionalRoutesButtonTitle: "More Routes", overviewButtonTitle: "Overview"))
            self.mapViewController.show(route: destination)
        }
    }

    private func destination(of trip: CPTrip) -> Destination? {
        Destination.all.first { $0.name == trip.userInfo as? String }
    }

    // MARK: - Guidance

    private func startGuidance(on trip: CPTrip, to destination: Destination) {
        mapTemplate.hideTripPreviews()
        let session = mapTemplate.startNavigationSession(for: trip)
        session.pauseTrip(for: .loading, description: "Starting route…")
        navigationSession = session
        guide = RouteGuide(destination: destination)
        mapTemplate.leadingNavigationBarButtons = []
        mapTemplate.trailingNavigationBarButtons = [CPBarButton(title: "End") { [weak self] _ in self?.endGuidance(arrived: false) }]
        update(at: CLLocation(latitude: Destination.start.latitude, longitude: Destination.start.longitude))
    }

    /// The car moved: the maneuvers, the estimates, a camera warning, the arrival.
    func update(at location: CLLocation) {
        guard let session = navigationSession, var guide else { return }
        let update = guide.drive(to: location)
        self.guide = guide
        if update.arrived { return endGuidance(arrived: true) }
        if update.maneuverChanged || session.upcomingManeuvers.isEmpty {
            session.upcomingManeuvers = guide.remainingSteps.prefix(2).map { step in
                let maneuver = CPManeuver()
                maneuver.instructionVariants = [step.instruction]
                maneuver.symbolImage = UIImage(systemName: step.symbolName)
                return maneuver
            }
        }
        let (toNext, toEnd) = guide.remainingDistance(from: location)
        if let next = session.upcomingManeuvers.first {
            session.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: toNext, unit: .meters), timeRemaining: toNext / 12), for: next)
        }
        mapTemplate.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: toEnd, unit: .meters), timeRemaining: toEnd / 12), for: session.trip)
        mapViewController.recenter(on: location.coordinate)
        if update.approachingCamera { warnOfSpeedCamera() }
    }

    private func warnOfSpeedCamera() {
        let thanks = CPAlertAction(title: "Thanks", style: .default) { [weak self] _ in self?.alertResponses.append("thanked") }
        let report = CPAlertAction(title: "Not there", style: .cancel) { [weak self] _ in self?.alertResponses.append("reported missing") }
        let alert = CPNavigationAlert(titleVariants: ["Speed camera ahead", "Speed camera"], subtitleVariants: ["Limit 50 km/h"],
                                      image: UIImage(systemName: "camera.fill"), primaryAction: thanks, secondaryAction: report, duration: 10)
        mapTemplate.present(navigationAlert: alert, animated: true)
    }

    func endGuidance(arrived: Bool) {
        if arrived { navigationSession?.finishTrip() } else { navigationSession?.cancelTrip() }
        navigationSession = nil
        guide = nil
        mapViewController.clearRoute()
        showBrowsingBar()
    }
}

extension MapTemplateCoordinator: CPMapTemplateDelegate {
    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
        if let destination = destination(of: trip) { mapViewController.show(route: destination) }
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        guard let destination = destination(of: trip) else { return }
        startGuidance(on: trip, to: destination)
    }

    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        navigationSession = nil
        guide = nil
        showBrowsingBar()
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {
        mapViewController.pan(direction)
    }

    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {
        if navigationSession == nil { showBrowsingBar() } else {
            mapTemplate.trailingNavigationBarButtons = [CPBarButton(title: "End") { [weak self] _ in self?.endGuidance(arrived: false) }]
        }
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {
        if dismissalContext == .timeout { alertResponses.append("timed out") }
    }
}

extension MapTemplateCoordinator: CPSearchTemplateDelegate {
    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
        let matches = Destination.all.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        completionHandler(matches.map { CPListItem(text: $0.name, detailText: $0.routeName) })
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
        if let destination = Destination.all.first(where: { $0.name == item.text }) { preview(destination) }
        completionHandler()
    }
}
