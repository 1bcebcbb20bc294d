/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The person has not been asked yet (HeadUnit never asks: every manager stays here).
    case notDetermined = 0
    /// Location services are restricted on the device.
    case restricted = 1
    /// The person refused.
    case denied = 2
    /// The app may use location services at any time.
    case authorizedAlways = 3
    /// The app may use location services while it is in use.
    case authorizedWhenInUse = 4
}

/// How precise the locations the app may receive are.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Full precision.
    case fullAccuracy = 0
    /// Approximate locations only.
    case reducedAccuracy = 1
}
