/// What a map shows.
public enum MKMapType: UInt, Sendable {
    /// Standard.
    case standard = 0
    /// Satellite.
    case satellite
    /// Hybrid.
    case hybrid
    /// Satellite flyover.
    case satelliteFlyover
    /// Hybrid flyover.
    case hybridFlyover
    /// Muted standard.
    case mutedStandard
}
