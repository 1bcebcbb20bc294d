import Host

/// The navigation app's root: the controls CarPlay lays over the map the app draws in its
/// `CPWindow` — map buttons, bar buttons, trip previews, the guidance line of a navigation session
/// and navigation alerts (B10). A picture of the car draws these controls over a plain street grid
/// (`hostLook`): the map the app draws in its window is not drawn. What the car shows, in reading order, each
/// tapped by its title: a navigation alert's actions; a preview's trips (by destination name, when
/// there are several), the selected trip's route choices (by their first summary) and its start
/// button (`Go`, or the text configuration's); the pan arrows (`Pan up`, `Pan down`, `Pan left`,
/// `Pan right`, HeadUnit's words) while the panning interface is up; the map buttons (by their
/// image's name, else `Map button N`); then the bar buttons. The screen's message line is the
/// guidance (the first upcoming maneuver, or the pause); its lines are the alert's words, the
/// previewed trip and the estimates. Every call is written in the host log; where CarPlay's rule
/// is not known, the log says so.
@preconcurrency @MainActor
open class CPMapTemplate: CPTemplate, CPBarButtonProviding {
    /// A direction to pan the map.
    public struct PanDirection: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: Int
        /// The options of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Left.
        public static let left = PanDirection(rawValue: 1 << 0)
        /// Right.
        public static let right = PanDirection(rawValue: 1 << 1)
        /// Up.
        public static let up = PanDirection(rawValue: 1 << 2)
        /// Down.
        public static let down = PanDirection(rawValue: 1 << 3)
    }

    /// The colour behind guidance (kept: a picture's guidance card has its own colour).
    open var guidanceBackgroundColor = UIColor(white: 0, alpha: 1) { didSet { ContentChanges.note() } }
    /// The look of the trip estimates (kept).
    open var tripEstimateStyle: CPTripEstimateStyle = .light { didSet { ContentChanges.note() } }
    /// The buttons in the map's corner: the template keeps the first four (CarPlay's header; its
    /// builds stop at the fifth), and the car shows those not hidden, the first two while the
    /// panning interface is up.
    open var mapButtons: [CPMapButton] = [] {
        didSet {
            ContentChanges.note()
            guard mapButtons.count > CPMapTemplate.mapButtonLimit else { return }
            recordInHostLog("mapButtons = \(mapButtons.count) buttons: the template keeps the first \(CPMapTemplate.mapButtonLimit)")
            mapButtons = Array(mapButtons.prefix(CPMapTemplate.mapButtonLimit))
        }
    }
    /// True to hide the navigation bar after a while (kept: HeadUnit's bar stays).
    open var automaticallyHidesNavigationBar = true { didSet { ContentChanges.note() } }
    /// True to hide the map buttons with the bar (kept).
    open var hidesButtonsWithNavigationBar = true { didSet { ContentChanges.note() } }
    /// Told of trips, alerts and panning.
    open weak var mapDelegate: (any CPMapTemplateDelegate)? { didSet { ContentChanges.note() } }
    /// True while the panning interface is up.
    open private(set) var isPanningInterfaceVisible = false { didSet { ContentChanges.note() } }
    /// The navigation alert shown, if any.
    open private(set) var currentNavigationAlert: CPNavigationAlert? { didSet { ContentChanges.note() } }
    /// The buttons at the leading edge of the navigation bar: the template keeps the first two,
    /// as the car shows them.
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); leadingNavigationBarButtons = CPTemplate.keptBarButtons(leadingNavigationBarButtons) }   // X1: the first two
    }
    /// The buttons at the trailing edge of the navigation bar: the template keeps the first two,
    /// as the car shows them.
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); trailingNavigationBarButtons = CPTemplate.keptBarButtons(trailingNavigationBarButtons) }   // X1: the first two
    }
    /// A custom back button, shown when the template is pushed.
    nonisolated(unsafe) public var backButton: CPBarButton? { didSet { ContentChanges.note() } }

    /// The trips previewed (at most 12), the one selected, its route choice selected, and the
    /// preview's words.
    private var previewTrips: [CPTrip] = [] { didSet { ContentChanges.note() } }
    private var selectedTrip = 0 { didSet { ContentChanges.note() } }
    private var selectedRoute = 0 { didSet { ContentChanges.note() } }
    private var previewText: CPTripPreviewTextConfiguration? { didSet { ContentChanges.note() } }
    /// The last estimates given for each trip.
    private var tripEstimates: [ObjectIdentifier: CPTravelEstimates] = [:] { didSet { ContentChanges.note() } }
    /// The session guiding now, if any (one at a time).
    package private(set) var activeSession: CPNavigationSession? { didSet { ContentChanges.note() } }
    /// Counts alerts presented, so a timer of an alert gone does nothing.
    private var alertSerial = 0 { didSet { ContentChanges.note() } }

    /// The most trips a preview shows.
    private static let tripPreviewLimit = 12
    /// The most map buttons the template keeps (its header: "a maximum of 4"), and the most the
    /// car shows while the panning interface is up (its header: "a maximum of two").
    private static let mapButtonLimit = 4, panningMapButtonLimit = 2

    /// A map template with no buttons.
    public override init() { super.init() }

    // MARK: - Trip previews

    /// Shows previews of `tripPreviews` (the first 12), the first selected.
    open func showTripPreviews(_ tripPreviews: [CPTrip], textConfiguration: CPTripPreviewTextConfiguration?) {
        preview(tripPreviews, selected: nil, text: textConfiguration, call: "showTripPreviews")
    }

    /// Shows previews of `tripPreviews` (the first 12), `selectedTrip` selected (iOS 14).
    @available(iOS 14.0, *)
    open func showTripPreviews(_ tripPreviews: [CPTrip], selectedTrip: CPTrip?, textConfiguration: CPTripPreviewTextConfiguration?) {
        preview(tripPreviews, selected: selectedTrip, text: textConfiguration, call: "showTripPreviews(selectedTrip:)")
    }

    /// Shows the route choices of one trip.
    open func showRouteChoicesPreview(for tripPreview: CPTrip, textConfiguration: CPTripPreviewTextConfiguration?) {
        preview([tripPreview], selected: tripPreview, text: textConfiguration, call: "showRouteChoicesPreview(for:)")
    }

    private func preview(_ trips: [CPTrip], selected: CPTrip?, text: CPTripPreviewTextConfiguration?, call: String) {
        previewTrips = Array(trips.prefix(CPMapTemplate.tripPreviewLimit))
        previewText = text
        selectedTrip = selected.flatMap { s in previewTrips.firstIndex { $0 === s } } ?? 0
        selectedRoute = 0
        var line = "\(call)([\(trips.map { "\"\($0.hostDestinationName)\"" }.joined(separator: ", "))]): "
        line += previewTrips.isEmpty ? "no trips; the car shows no preview" : "the car shows the preview of \"\(previewTrips[selectedTrip].hostDestinationName)\""
        if trips.count > CPMapTemplate.tripPreviewLimit { line += "; it keeps the first \(CPMapTemplate.tripPreviewLimit) of \(trips.count) trips" }
        if let selected, !previewTrips.contains(where: { $0 === selected }) { line += "; the selected trip is not among them, so the first is selected" }
        recordInHostLog(line)
    }

    /// Hides the trip previews.
    open func hideTripPreviews() {
        previewTrips = []
        recordInHostLog("hideTripPreviews(): the car hides the preview")
    }

    /// Updates the estimates of `trip`, previewed or guided: the car shows them.
    open func updateEstimates(_ estimates: CPTravelEstimates, for trip: CPTrip) {
        tripEstimates[ObjectIdentifier(trip)] = estimates
        recordInHostLog("updateEstimates(\(estimates.hostLine), for: \"\(trip.hostDestinationName)\")")
    }

    /// Updates the estimates of `trip` with the colour of its time remaining (kept).
    open func update(_ estimates: CPTravelEstimates, for trip: CPTrip, with timeRemainingColor: CPTimeRemainingColor) {
        updateEstimates(estimates, for: trip)
    }

    // MARK: - Guidance

    /// Starts guiding `trip`: the previews go, and the session's maneuvers show on the car. One
    /// session at a time: while one guides (until `finishTrip()` or `cancelTrip()`), the car
    /// refuses another and the framework raises `NSInternalInconsistencyException` on the app's
    /// next main-queue turn, then exits; the session returned guides nothing.
    open func startNavigationSession(for trip: CPTrip) -> CPNavigationSession {
        let session = CPNavigationSession(trip: trip, mapTemplate: self)
        if let old = activeSession {   // B4
            recordInHostLog("startNavigationSession(for: \"\(trip.hostDestinationName)\") while \"\(old.trip.hostDestinationName)\" guides: the car refuses it")
            session.end()
            raiseLater("NSInternalInconsistencyException", reason: "Attempted to start a new navigation session while one is already active.",
                       call: "CPMapTemplate.startNavigationSession(for:)")
            return session
        }
        previewTrips = []
        activeSession = session
        recordInHostLog("startNavigationSession(for: \"\(trip.hostDestinationName)\"): guidance starts; the car hides the preview")
        return session
    }

    /// `session` finished, was cancelled or was replaced.
    package func sessionEnded(_ session: CPNavigationSession) {
        if activeSession === session { activeSession = nil }
    }

    // MARK: - Panning

    /// Shows the pan arrows (the car keeps at most two map buttons meanwhile); the delegate hears
    /// `mapTemplateDidShowPanningInterface` later on the main queue.
    open func showPanningInterface(animated: Bool) {
        guard !isPanningInterfaceVisible else { return recordInHostLog("showPanningInterface(animated:): already shown; nothing changes") }
        isPanningInterfaceVisible = true
        recordInHostLog("showPanningInterface(animated:): the car shows the pan arrows")
        later { [weak self] in
            guard let self else { return }
            self.mapDelegate?.mapTemplateDidShowPanningInterface(self)
        }
    }

    /// Hides the pan arrows; the delegate hears `mapTemplateWillDismissPanningInterface` and
    /// `mapTemplateDidDismissPanningInterface` later on the main queue.
    open func dismissPanningInterface(animated: Bool) {
        guard isPanningInterfaceVisible else { return recordInHostLog("dismissPanningInterface(animated:): not shown; nothing changes") }
        isPanningInterfaceVisible = false
        recordInHostLog("dismissPanningInterface(animated:): the car hides the pan arrows")
        later { [weak self] in
            guard let self else { return }
            self.mapDelegate?.mapTemplateWillDismissPanningInterface(self)
            self.mapDelegate?.mapTemplateDidDismissPanningInterface(self)
        }
    }

    // MARK: - Navigation alerts

    /// Shows `navigationAlert` over the map: its words as a line, its actions as buttons. The
    /// delegate hears `willShow` and `didShow` later on the main queue; with a duration, the car
    /// dismisses it when that (at least `CPNavigationAlertMinimumDuration`) has passed on the
    /// virtual clock. An alert already shown makes this do nothing, as CarPlay documents.
    open func present(navigationAlert: CPNavigationAlert, animated: Bool) {
        let title = navigationAlert.titleVariants.first ?? ""
        if let shown = currentNavigationAlert {
            return recordInHostLog("present(navigationAlert: \"\(title)\"): \"\(shown.titleVariants.first ?? "")\" is shown, so nothing happens")
        }
        currentNavigationAlert = navigationAlert
        alertSerial += 1
        let serial = alertSerial
        let shownFor = navigationAlert.shownMilliseconds
        recordInHostLog("present(navigationAlert: \"\(title)\"): the car shows it" + (shownFor.map { " for \($0 / 1000) s" } ?? " until it is dismissed"))
        later { [weak self] in
            guard let self else { return }
            self.mapDelegate?.mapTemplate(self, willShow: navigationAlert)
            self.mapDelegate?.mapTemplate(self, didShow: navigationAlert)
        }
        if let shownFor, let session = hostSession {
            session.schedule(after: shownFor) { [weak self] in
                guard let self, self.alertSerial == serial, self.currentNavigationAlert === navigationAlert else { return }
                self.dismissAlert(.timeout, completion: nil)
            }
        }
    }

    /// Dismisses the alert shown; `completion` gets true later on the main queue once it went (the
    /// delegate hears `willDismiss` and `didDismiss` first), or false when none was shown.
    open func dismissNavigationAlert(animated: Bool, completion: @escaping (Bool) -> Void) {
        guard currentNavigationAlert != nil else {
            recordInHostLog("dismissNavigationAlert(animated:completion:): no alert is shown; the completion gets false")
            return later { completion(false) }
        }
        dismissAlert(.systemDismissed, completion: completion)
    }

    /// `dismissNavigationAlert` awaiting the car: true once an alert went, false when none was shown.
    open func dismissNavigationAlert(animated: Bool) async -> Bool {
        await withUnsafeContinuation { continuation in
            dismissNavigationAlert(animated: animated) { continuation.resume(returning: $0) }
        }
    }

    private func dismissAlert(_ context: CPNavigationAlert.DismissalContext, completion: ((Bool) -> Void)?) {
        guard let alert = currentNavigationAlert else { return }
        currentNavigationAlert = nil
        recordInHostLog("navigation alert \"\(alert.titleVariants.first ?? "")\" dismissed (\(context))")
        later { [weak self] in
            guard let self else { return }
            self.mapDelegate?.mapTemplate(self, willDismiss: alert, dismissalContext: context)
            self.mapDelegate?.mapTemplate(self, didDismiss: alert, dismissalContext: context)
            completion?(true)
        }
    }

    /// Runs `job` later on the app's main queue (H4); a template on no car runs it at once.
    private func later(_ job: @escaping () -> Void) {
        if let hostSession { hostSession.enqueue(job) } else { job() }
    }

    // MARK: - What the car shows

    /// One thing the person can tap on the map.
    private enum Control {
        case alertAction(CPNavigationAlert, CPAlertAction)
        case trip(Int)
        case routeChoice(Int)
        /// Start.
        case start
        case pan(PanDirection)
        case mapButton(CPMapButton)
    }

    /// The tappable controls in reading order, with what the host shows for each.
    private var controls: [(control: Control, button: TemplateButton)] {
        var shown: [(Control, TemplateButton)] = []
        if let alert = currentNavigationAlert {
            for action in alert.actions { shown.append((.alertAction(alert, action), TemplateButton(title: action.title))) }
        }
        if previewTrips.indices.contains(selectedTrip) {
            if previewTrips.count > 1 {
                for (i, trip) in previewTrips.enumerated() { shown.append((.trip(i), TemplateButton(title: trip.hostDestinationName))) }
            }
            for (i, route) in previewTrips[selectedTrip].routeChoices.enumerated() {
                shown.append((.routeChoice(i), TemplateButton(title: route.summaryVariants.first ?? "Route \(i + 1)")))
            }
            shown.append((.start, TemplateButton(title: previewText?.startButtonTitle ?? "Go")))
        }
        if isPanningInterfaceVisible {
            for (direction, name) in [(PanDirection.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")] {
                shown.append((.pan(direction), TemplateButton(title: "Pan \(name)")))
            }
        }
        let limit = isPanningInterfaceVisible ? CPMapTemplate.panningMapButtonLimit : CPMapTemplate.mapButtonLimit
        let visible = mapButtons.enumerated().filter { !$0.element.isHidden }.prefix(limit)
        for (i, button) in visible { shown.append((.mapButton(button), button.hostButton(index: i))) }
        return shown
    }

    /// The lines the car shows: the alert's words, the previewed trip, the estimates.
    private var lines: [TemplateButton] {
        var lines: [TemplateButton] = []
        if let alert = currentNavigationAlert {
            lines.append(TemplateButton(title: alert.titleVariants.first ?? "", detail: alert.subtitleVariants.first))
        }
        if previewTrips.indices.contains(selectedTrip) {
            let trip = previewTrips[selectedTrip]
            let route = trip.routeChoices.indices.contains(selectedRoute) ? trip.routeChoices[selectedRoute] : nil
            let detail = tripEstimates[ObjectIdentifier(trip)]?.hostLine ?? route?.additionalInformationVariants?.first
            lines.append(TemplateButton(title: trip.hostDestinationName, detail: detail))
        }
        if let session = activeSession {
            if let estimates = tripEstimates[ObjectIdentifier(session.trip)] {
                lines.append(TemplateButton(title: session.trip.hostDestinationName, detail: estimates.hostLine))
            }
            if let maneuver = session.hostManeuverLine { lines.append(maneuver) }
        }
        return lines
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        withBars(Template(id: id, kind: .map, buttons: controls.map(\.button), message: activeSession?.hostMessage, items: lines))
    }

    /// B10: the map's controls as the car draws them, each tappable one under the title the host
    /// taps it by (`controls`).
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var map = MapLook(isPanning: isPanningInterfaceVisible)
        for (control, button) in controls {
            if case .mapButton(let mapButton) = control {
                map.mapButtons.append(MapLook.Button(title: button.title, image: mapButton.image?.look, enabled: button.enabled))
            }
        }
        map.leadingBarButtons = leadingNavigationBarButtons.prefix(2).map(\.placesLookButton)
        map.trailingBarButtons = trailingNavigationBarButtons.prefix(2).map(\.placesLookButton)
        if previewTrips.indices.contains(selectedTrip) {
            let trip = previewTrips[selectedTrip]
            let routes = trip.routeChoices.enumerated().map { i, route in
                TripPreviewLook.Route(summary: route.summaryVariants.first ?? "Route \(i + 1)", information: route.additionalInformationVariants?.first)
            }
            map.tripPreview = TripPreviewLook(trips: previewTrips.map(\.hostDestinationName), selectedTrip: selectedTrip, routes: routes,
                                              selectedRoute: selectedRoute, estimates: tripEstimates[ObjectIdentifier(trip)]?.hostLine,
                                              startTitle: previewText?.startButtonTitle ?? "Go")
        }
        if let session = activeSession {
            let estimates = tripEstimates[ObjectIdentifier(session.trip)]
            map.guidance = GuidanceLook(maneuvers: session.hostManeuverLooks, pause: session.hostPauseLine, destination: session.trip.hostDestinationName,
                                        tripDistance: estimates?.hostDistance, tripTime: estimates?.hostTime)
        }
        if let alert = currentNavigationAlert {
            map.alert = NavigationAlertLook(titleVariants: alert.titleVariants, subtitleVariants: alert.subtitleVariants, image: alert.image?.look,
                                            actions: alert.actions.map { NavigationAlertLook.Action(title: $0.title, style: $0.placesLookStyle) })
        }
        var look = TemplateLook()
        look.map = map
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton else { return touchBar(hit) }
        let shown = controls
        guard shown.indices.contains(hit.index) else { return }
        switch shown[hit.index].control {
        case .alertAction(let alert, let action):
            session.callHandler(of: hit) { action.handler(action) }
            if currentNavigationAlert === alert { dismissAlert(.userDismissed, completion: nil) }
        case .trip(let i):
            selectedTrip = i
            selectedRoute = 0
            selectPreview()
        case .routeChoice(let i):
            selectedRoute = i
            selectPreview()
        case .start:
            let trip = previewTrips[selectedTrip]
            guard trip.routeChoices.indices.contains(selectedRoute) else {
                return recordInHostLog("\"\(hit.title)\": the trip to \"\(trip.hostDestinationName)\" has no route choice, so the framework tells the delegate nothing")
            }
            mapDelegate?.mapTemplate(self, startedTrip: trip, using: trip.routeChoices[selectedRoute])
        case .pan(let direction):
            mapDelegate?.mapTemplate(self, panWith: direction)
        case .mapButton(let button):
            session.callHandler(of: hit) { button.handler?(button) }
        }
    }

    /// The person selected a trip or a route choice: the delegate hears which.
    private func selectPreview() {
        let trip = previewTrips[selectedTrip]
        guard trip.routeChoices.indices.contains(selectedRoute) else { return }
        mapDelegate?.mapTemplate(self, selectedPreviewFor: trip, using: trip.routeChoices[selectedRoute])
    }
}
