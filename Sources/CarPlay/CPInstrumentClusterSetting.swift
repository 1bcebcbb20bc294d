/// Whether an instrument cluster setting is on (iOS 15.4).
public enum CPInstrumentClusterSetting: UInt, Sendable {
    case unspecified = 0, enabled, disabled, userPreference
}
