/// Whether an instrument cluster setting is on (iOS 15.4).
public enum CPInstrumentClusterSetting: UInt, Sendable {
    /// Unspecified.
    case unspecified = 0
    /// Enabled.
    case enabled
    /// Disabled.
    case disabled
    /// User preference.
    case userPreference
}
