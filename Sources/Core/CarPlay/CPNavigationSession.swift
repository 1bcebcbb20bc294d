import Host

/// The active route guidance of a trip, made by `CPMapTemplate.startNavigationSession(for:)`.
/// The car shows its first upcoming maneuver's instruction (the map's message line) and the
/// estimates; every call is written in the host log. One session at a time: a session ends with
/// `finishTrip()` or `cancelTrip()`; calls on an ended session reach a guidance the car has ended
/// and show nothing (the host log says so). Resuming with route information needs a pause for
/// rerouting first, or the framework raises on the app's next main-queue turn.
@preconcurrency @MainActor
open class CPNavigationSession: NSObject {
    /// Why a trip is paused.
    public enum PauseReason: UInt, Sendable {
        /// Arrived.
        case arrived = 1
        /// Loading.
        case loading
        /// Locating.
        case locating
        /// Rerouting.
        case rerouting
        /// Proceed to route.
        case proceedToRoute
    }

    /// The trip guided.
    public let trip: CPTrip
    /// The next maneuvers, first first (the car shows the first's instruction, and a pause ends
    /// when some are set). Keep at least one while guiding.
    open var upcomingManeuvers: [CPManeuver] = [] {
        didSet {
            ContentChanges.note()
            if isActive, !upcomingManeuvers.isEmpty { pause = nil }   // the maneuvers replace a pause's card
            let list = upcomingManeuvers.map { "\"\($0.hostInstruction)\"" }.joined(separator: ", ")
            record("upcomingManeuvers = [\(list)]" + (isActive ? ": the car shows the first" : " after the session ended: \(CPNavigationSession.endedLine)"))
        }
    }
    /// The lane guidance now (iOS 17.4; kept: HeadUnit's screen shows no lanes).
    @available(iOS 17.4, *)
    open var currentLaneGuidance: CPLaneGuidance? { didSet { ContentChanges.note() } }
    /// The current road's name, longest first (iOS 17.4; kept).
    @available(iOS 17.4, *)
    open var currentRoadNameVariants: [String] = [] { didSet { ContentChanges.note() } }
    /// How close the next maneuver is (iOS 17.4; kept).
    @available(iOS 17.4, *)
    open var maneuverState: CPManeuverState = .continue { didSet { ContentChanges.note() } }
    /// The route's segments (iOS 26.4; kept).
    @available(iOS 26.4, *)
    open private(set) var routeSegments: [CPRouteSegment] = [] { didSet { ContentChanges.note() } }
    /// The segment being driven (iOS 26.4; before one is set, an empty segment at (0, 0)).
    @available(iOS 26.4, *)
    open var currentSegment: CPRouteSegment {
        get { storedSegment ?? CPNavigationSession.emptySegment }
        set { storedSegment = newValue }
    }
    private var storedSegment: CPRouteSegment? { didSet { ContentChanges.note() } }

    /// The map template that started the session.
    package private(set) weak var mapTemplate: CPMapTemplate? { didSet { ContentChanges.note() } }
    /// Why the trip is paused, and the words the car shows, while it is.
    package private(set) var pause: (reason: PauseReason, description: String?)? { didSet { ContentChanges.note() } }
    /// The reason of the last pause, as the framework keeps it (on an ended session too): set by
    /// `pauseTrip`, cleared by a resume, `finishTrip()` and `cancelTrip()`.
    private var pauseReason: PauseReason? { didSet { ContentChanges.note() } }
    /// False once the trip is finished or cancelled, or another session started.
    package private(set) var isActive = true { didSet { ContentChanges.note() } }
    /// The maneuvers added (iOS 17.4), in order.
    package private(set) var addedManeuvers: [CPManeuver] = [] { didSet { ContentChanges.note() } }
    /// The last estimates given for each maneuver.
    private var maneuverEstimates: [ObjectIdentifier: CPTravelEstimates] = [:] { didSet { ContentChanges.note() } }

    package init(trip: CPTrip, mapTemplate: CPMapTemplate) {
        self.trip = trip
        self.mapTemplate = mapTemplate
        super.init()
    }

    private static let emptySegment: CPRouteSegment = {
        let here = CPNavigationWaypoint(centerPoint: CPLocationCoordinate3D(), locationThreshold: nil, name: nil, address: nil, entryPoints: [], timeZone: nil)
        let none = CPTravelEstimates(distanceRemaining: Measurement(value: 0, unit: .meters), timeRemaining: 0)
        return CPRouteSegment(origin: here, destination: here, maneuvers: [], laneGuidances: [], currentManeuvers: [], currentLaneGuidance: CPLaneGuidance(),
                              tripTravelEstimates: none, maneuverTravelEstimates: none, coordinates: [])
    }()

    private func record(_ text: String) {
        mapTemplate?.recordInHostLog("navigation session: " + text)
    }

    /// What the host log says of a call on an ended session: the framework sends it on, to a
    /// guidance the car has ended.
    private static let endedLine = "the car shows nothing of it"

    /// True when the session still guides; otherwise records that `call` showed nothing.
    private func guiding(_ call: String) -> Bool {
        if !isActive { record("\(call) after the session ended: \(CPNavigationSession.endedLine)") }
        return isActive
    }

    /// Pauses the trip: the car shows `description`, or the reason, instead of the maneuver.
    open func pauseTrip(for reason: PauseReason, description: String?) {
        pauseReason = reason
        guard guiding("pauseTrip(for:description:)") else { return }
        pause = (reason, description)
        record("pauseTrip(for: .\(reason), description: \(description.map { "\"\($0)\"" } ?? "nil")): the car shows the trip paused")
    }

    /// Pauses the trip, with the pause card's colour (iOS 15.4; the colour is kept).
    @available(iOS 15.4, *)
    open func pauseTrip(for reason: PauseReason, description: String?, turnCardColor: UIColor?) {
        pauseTrip(for: reason, description: description)
    }

    /// Resumes the trip with a new route (iOS 17.4): its current maneuvers become the upcoming ones.
    /// The trip must be paused for `.rerouting` first: otherwise the framework raises
    /// `NSInternalInconsistencyException` on the app's next main-queue turn, then exits (B4).
    @available(iOS 17.4, *)
    open func resumeTrip(updatedRouteInformation routeInformation: CPRouteInformation) {
        if pauseReason != .rerouting {   // B4
            mapTemplate?.raiseLater("NSInternalInconsistencyException", reason: "Attempted to resume trip without pausing first.",
                                    call: "CPNavigationSession.resumeTrip(updatedRouteInformation:)")
        }
        pauseReason = nil
        guard guiding("resumeTrip(updatedRouteInformation:)") else { return }
        pause = nil
        record("resumeTrip(updatedRouteInformation:): the trip resumes")
        addedManeuvers = routeInformation.maneuvers
        currentLaneGuidance = routeInformation.currentLaneGuidance
        upcomingManeuvers = routeInformation.currentManeuvers
        mapTemplate?.updateEstimates(routeInformation.tripTravelEstimates, for: trip)
        if let first = routeInformation.currentManeuvers.first { maneuverEstimates[ObjectIdentifier(first)] = routeInformation.maneuverTravelEstimates }
    }

    /// Resumes the trip with new route segments (iOS 26.4): the current segment's maneuvers become
    /// the upcoming ones. No build of the framework read has this call, so HeadUnit asks for no
    /// pause before it (the host log says so when there was none).
    @available(iOS 26.4, *)
    open func resumeTrip(updatedRouteSegments routeSegments: [CPRouteSegment], currentSegment: CPRouteSegment, rerouteReason: CPRerouteReason) {
        if pauseReason != .rerouting { record("resumeTrip(updatedRouteSegments:currentSegment:rerouteReason:) with no pause for rerouting (no host rule yet)") }
        pauseReason = nil
        guard guiding("resumeTrip(updatedRouteSegments:currentSegment:rerouteReason:)") else { return }
        pause = nil
        record("resumeTrip(updatedRouteSegments: \(routeSegments.count) segments, rerouteReason: .\(rerouteReason)): the trip resumes")
        self.routeSegments = routeSegments
        self.currentSegment = currentSegment
        upcomingManeuvers = currentSegment.currentManeuvers
    }

    /// Adds route segments in order (iOS 26.4; kept).
    @available(iOS 26.4, *)
    open func addRouteSegments(_ routeSegments: [CPRouteSegment]) {
        guard guiding("addRouteSegments(_:)") else { return }
        self.routeSegments += routeSegments
        record("addRouteSegments(\(routeSegments.count) segments)")
    }

    /// Finishes the trip: guidance ends.
    open func finishTrip() {
        pauseReason = nil
        guard guiding("finishTrip()") else { return }
        end()
        record("finishTrip(): guidance ends")
    }

    /// Cancels the trip: guidance ends.
    open func cancelTrip() {
        pauseReason = nil
        guard guiding("cancelTrip()") else { return }
        end()
        record("cancelTrip(): guidance ends")
    }

    /// Adds maneuvers in order (iOS 17.4; kept for the car's own displays).
    @available(iOS 17.4, *)
    open func add(_ maneuvers: [CPManeuver]) {
        guard guiding("add(_ maneuvers:)") else { return }
        addedManeuvers += maneuvers
        record("add(\(maneuvers.count) maneuvers)")
    }

    /// Adds lane guidances in order (iOS 17.4; kept).
    @available(iOS 17.4, *)
    open func add(_ laneGuidances: [CPLaneGuidance]) {
        guard guiding("add(_ laneGuidances:)") else { return }
        record("add(\(laneGuidances.count) lane guidances)")
    }

    /// Updates the estimates of `maneuver`: the car shows them while it is the first upcoming one.
    open func updateEstimates(_ estimates: CPTravelEstimates, for maneuver: CPManeuver) {
        guard guiding("updateEstimates(_:for:)") else { return }
        maneuverEstimates[ObjectIdentifier(maneuver)] = estimates
        record("updateEstimates(\(estimates.hostLine), for: \"\(maneuver.hostInstruction)\")")
    }

    /// The session finished or was cancelled, or the car refused it: it no longer guides.
    package func end() {
        isActive = false
        pause = nil
        mapTemplate?.sessionEnded(self)
    }

    /// The words the car shows for the guidance: the pause, else the first maneuver.
    package var hostMessage: String? {
        hostPauseLine ?? upcomingManeuvers.first.map(\.hostInstruction)
    }

    /// The pause's words as the guidance card shows them, while the trip is paused.
    package var hostPauseLine: String? {
        pause.map { $0.description ?? "Paused: \($0.reason)" }
    }

    /// B10: the first two upcoming maneuvers as the guidance card draws them (none while paused).
    package var hostManeuverLooks: [GuidanceLook.Maneuver] {
        guard pause == nil else { return [] }
        return upcomingManeuvers.prefix(2).map { maneuver in
            let estimates = maneuverEstimates[ObjectIdentifier(maneuver)] ?? maneuver.initialTravelEstimates
            let variants = maneuver.instructionVariants.isEmpty ? [maneuver.hostInstruction] : maneuver.instructionVariants
            return GuidanceLook.Maneuver(instructionVariants: variants, symbol: maneuver.symbolImage?.look, distance: estimates?.hostDistance)
        }
    }

    /// The estimates line of the first upcoming maneuver, if the app gave any.
    package var hostManeuverLine: TemplateButton? {
        guard pause == nil, let first = upcomingManeuvers.first,
              let estimates = maneuverEstimates[ObjectIdentifier(first)] ?? first.initialTravelEstimates else { return nil }
        return TemplateButton(title: "Next maneuver", detail: estimates.hostLine)
    }
}
