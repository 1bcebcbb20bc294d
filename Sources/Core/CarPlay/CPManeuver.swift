/// One instruction of a route ("Turn left onto Main Street"), with its symbol and estimates. Not
/// a main-actor class, as in the SDK. HeadUnit's screen shows the first instruction variant.
open class CPManeuver: NSObject, NSCopying {
    /// The symbol of the maneuver, for light and dark (iOS 12).
    @available(iOS, introduced: 12.0, deprecated: 13.0, renamed: "symbolImage")
    open var symbolSet: CPImageSet? {
        get { storedSymbolSet }
        set { storedSymbolSet = newValue }
    }
    private var storedSymbolSet: CPImageSet? { didSet { ContentChanges.note() } }
    /// The colour of the maneuver's card (iOS 15.4).
    @available(iOS 15.4, *)
    open var cardBackgroundColor: UIColor? { didSet { ContentChanges.note() } }
    /// The symbol of the maneuver.
    open var symbolImage: UIImage? { didSet { ContentChanges.note() } }
    /// A picture of the junction.
    open var junctionImage: UIImage? { didSet { ContentChanges.note() } }
    /// The instruction, longest first.
    open var instructionVariants: [String] = [] { didSet { ContentChanges.note() } }
    /// The estimates from the end of the maneuver before.
    open var initialTravelEstimates: CPTravelEstimates? { didSet { ContentChanges.note() } }
    /// The instruction with inline images, longest first (preferred over `instructionVariants`).
    open var attributedInstructionVariants: [NSAttributedString] = [] { didSet { ContentChanges.note() } }
    /// The symbol on the dashboard (iOS 14).
    open var dashboardSymbolImage: UIImage? { didSet { ContentChanges.note() } }
    /// The junction picture on the dashboard (iOS 14).
    open var dashboardJunctionImage: UIImage? { didSet { ContentChanges.note() } }
    /// The instruction on the dashboard, longest first (iOS 14).
    open var dashboardInstructionVariants: [String] = [] { didSet { ContentChanges.note() } }
    /// The instruction with inline images on the dashboard (iOS 14).
    open var dashboardAttributedInstructionVariants: [NSAttributedString] = [] { didSet { ContentChanges.note() } }
    /// The symbol in a notification (iOS 14).
    open var notificationSymbolImage: UIImage? { didSet { ContentChanges.note() } }
    /// The instruction in a notification, longest first (iOS 14).
    open var notificationInstructionVariants: [String] = [] { didSet { ContentChanges.note() } }
    /// The instruction with inline images in a notification (iOS 14).
    open var notificationAttributedInstructionVariants: [NSAttributedString] = [] { didSet { ContentChanges.note() } }
    /// The kind of maneuver (iOS 17.4).
    @available(iOS 17.4, *)
    open var maneuverType: CPManeuverType = .noTurn { didSet { ContentChanges.note() } }
    /// The road after the maneuver, longest first (iOS 17.4).
    open var roadFollowingManeuverVariants: [String]? { didSet { ContentChanges.note() } }
    /// The side traffic drives on (iOS 17.4).
    @available(iOS 17.4, *)
    open var trafficSide: CPTrafficSide = .right { didSet { ContentChanges.note() } }
    /// The kind of junction (iOS 17.4).
    @available(iOS 17.4, *)
    open var junctionType: CPJunctionType = .intersection { didSet { ContentChanges.note() } }
    /// The angle of the road out of the junction (iOS 17.4).
    open var junctionExitAngle: Measurement<UnitAngle>? { didSet { ContentChanges.note() } }
    /// The angles of the junction's other roads (iOS 17.4).
    open var junctionElementAngles: Set<Measurement<UnitAngle>>? { didSet { ContentChanges.note() } }
    /// The lane guidance of the maneuver (iOS 17.4).
    @available(iOS 17.4, *)
    open var linkedLaneGuidance = CPLaneGuidance() { didSet { ContentChanges.note() } }
    /// A highway exit's label ("Exit 123", iOS 17.4).
    open var highwayExitLabel = "" { didSet { ContentChanges.note() } }
    /// Anything the app keeps with the maneuver.
    open var userInfo: Any? { didSet { ContentChanges.note() } }

    /// A maneuver with no instruction.
    public override init() { super.init() }

    /// The instruction as the car shows it: the first variant, else the first attributed one.
    package var hostInstruction: String {
        instructionVariants.first ?? attributedInstructionVariants.first?.string ?? ""
    }

    /// A maneuver of the same words, images, estimates and geometry (NSCopying, as in the SDK);
    /// its lane guidance is copied too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CPManeuver()
        copy.storedSymbolSet = storedSymbolSet
        copy.cardBackgroundColor = cardBackgroundColor
        copy.symbolImage = symbolImage
        copy.junctionImage = junctionImage
        copy.instructionVariants = instructionVariants
        copy.initialTravelEstimates = initialTravelEstimates
        copy.attributedInstructionVariants = attributedInstructionVariants
        copy.dashboardSymbolImage = dashboardSymbolImage
        copy.dashboardJunctionImage = dashboardJunctionImage
        copy.dashboardInstructionVariants = dashboardInstructionVariants
        copy.dashboardAttributedInstructionVariants = dashboardAttributedInstructionVariants
        copy.notificationSymbolImage = notificationSymbolImage
        copy.notificationInstructionVariants = notificationInstructionVariants
        copy.notificationAttributedInstructionVariants = notificationAttributedInstructionVariants
        copy.maneuverType = maneuverType
        copy.roadFollowingManeuverVariants = roadFollowingManeuverVariants
        copy.trafficSide = trafficSide
        copy.junctionType = junctionType
        copy.junctionExitAngle = junctionExitAngle
        copy.junctionElementAngles = junctionElementAngles
        copy.highwayExitLabel = highwayExitLabel
        copy.userInfo = userInfo
        copy.linkedLaneGuidance = linkedLaneGuidance.copy() as! CPLaneGuidance
        return copy
    }
}
