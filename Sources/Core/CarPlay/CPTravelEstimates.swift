/// The distance and time left, for a trip or a maneuver.
open class CPTravelEstimates: NSObject {
    /// The distance left.
    public let distanceRemaining: Measurement<UnitLength>
    /// The distance left as the car shows it (iOS 17.4; the distance left unless given).
    @available(iOS 17.4, *)
    public var distanceRemainingToDisplay: Measurement<UnitLength> { displayed }
    private let displayed: Measurement<UnitLength>
    /// The time left, in seconds.
    public let timeRemaining: TimeInterval

    /// Estimates of this distance and time left.
    public init(distanceRemaining: Measurement<UnitLength>, timeRemaining time: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        self.displayed = distanceRemaining
        self.timeRemaining = time
        super.init()
    }

    /// Estimates of this distance and time left, with the distance the car shows (iOS 17.4).
    @available(iOS 17.4, *)
    public init(distanceRemaining: Measurement<UnitLength>, distanceRemainingToDisplay: Measurement<UnitLength>, timeRemaining time: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        self.displayed = distanceRemainingToDisplay
        self.timeRemaining = time
        super.init()
    }

    /// `12 km, 15 min`: how HeadUnit's screen line shows the estimates (whole units, no locale).
    package var hostLine: String { "\(hostDistance), \(hostTime)" }

    /// `12.4 km`, `350 m`: the distance as the car shows it.
    package var hostDistance: String {
        let metres = displayed.converted(to: .meters).value
        return metres >= 1000 ? String(format: "%.1f km", metres / 1000) : String(format: "%.0f m", metres)
    }

    /// `15 min`: the time as the car shows it.
    package var hostTime: String { String(format: "%.0f min", timeRemaining / 60) }
}
