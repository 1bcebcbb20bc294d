/// One lane of a road: its arrow angles and whether it is on the route (iOS 17.4).
@available(iOS 17.4, *)
open class CPLane: NSObject, NSCopying {
    /// How good the lane is.
    open var status: CPLaneStatus { didSet { ContentChanges.note() } }
    /// Every angle of the lane's arrows but the highlighted one (iOS 18).
    @available(iOS 18.0, *)
    public var angles: [Measurement<UnitAngle>] { storedAngles }
    /// The angle highlighted when the lane is good or preferred (iOS 18).
    @available(iOS 18.0, *)
    public var highlightedAngle: Measurement<UnitAngle>? { storedHighlighted }
    private var storedAngles: [Measurement<UnitAngle>] { didSet { ContentChanges.note() } }
    private var storedHighlighted: Measurement<UnitAngle>? { didSet { ContentChanges.note() } }

    /// The highlighted angle (iOS 17.4's name).
    @available(iOS, introduced: 17.4, deprecated: 18.0, message: "Use highlightedAngle")
    open var primaryAngle: Measurement<UnitAngle> {
        get { storedHighlighted ?? Measurement(value: 0, unit: .degrees) }
        set { storedHighlighted = newValue }
    }

    /// The other angles (iOS 17.4's name).
    @available(iOS, introduced: 17.4, deprecated: 18.0, message: "Use angles")
    open var secondaryAngles: [Measurement<UnitAngle>] {
        get { storedAngles }
        set { storedAngles = newValue }
    }

    /// A lane that is not on the route, with no angles.
    @available(iOS, introduced: 17.4, deprecated: 18.0, message: "Use init(angles:) or init(angles:highlightedAngle:isPreferred:)")
    public override init() {
        status = .notGood
        storedAngles = []
        super.init()
    }

    /// A lane that is not on the route, with these arrow angles (iOS 18).
    @available(iOS 18.0, *)
    public init(angles: [Measurement<UnitAngle>]) {
        status = .notGood
        storedAngles = angles
        super.init()
    }

    /// A lane on the route: `highlightedAngle` is its way, `preferred` makes it the best lane (iOS 18).
    @available(iOS 18.0, *)
    public init(angles: [Measurement<UnitAngle>], highlightedAngle: Measurement<UnitAngle>, isPreferred preferred: Bool) {
        status = preferred ? .preferred : .good
        storedAngles = angles
        storedHighlighted = highlightedAngle
        super.init()
    }

    /// A lane of the same status and angles (NSCopying, as in the SDK).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CPLane(status: status, angles: storedAngles, highlighted: storedHighlighted)
        return copy
    }

    private init(status: CPLaneStatus, angles: [Measurement<UnitAngle>], highlighted: Measurement<UnitAngle>?) {
        self.status = status
        storedAngles = angles
        storedHighlighted = highlighted
        super.init()
    }
}
