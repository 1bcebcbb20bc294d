/// What a map shows.
public enum MKMapType: UInt, Sendable {
    case standard = 0
    case satellite
    case hybrid
    case satelliteFlyover
    case hybridFlyover
    case mutedStandard
}
