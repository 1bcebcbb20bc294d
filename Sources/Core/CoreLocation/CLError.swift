import Foundation

/// The error domain of Core Location's errors.
public let kCLErrorDomain: String = "kCLErrorDomain"

/// A Core Location error, as a location manager's delegate receives it
/// (`locationManager(_:didFailWithError:)`; HeadUnit's manager never fails, so only a test
/// hands one over).
public struct CLError: CustomNSError, Hashable, @unchecked Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable, Equatable {
        /// The location is not known yet; Core Location keeps trying.
        case locationUnknown = 0
        /// The person denied access to location.
        case denied = 1
        /// The network failed.
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// Region monitoring was denied.
        case regionMonitoringDenied = 4
        /// Region monitoring failed.
        case regionMonitoringFailure = 5
        /// Region monitoring could not start at once.
        case regionMonitoringSetupDelayed = 6
        /// Region events may be delayed.
        case regionMonitoringResponseDelayed = 7
        /// A geocode found nothing.
        case geocodeFoundNoResult = 8
        /// A geocode found part of the answer.
        case geocodeFoundPartialResult = 9
        /// A geocode was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Deferred updates need location updates running.
        case deferredNotUpdatingLocation = 12
        /// Deferred updates need a finer accuracy.
        case deferredAccuracyTooLow = 13
        /// Deferred updates need no distance filter.
        case deferredDistanceFiltered = 14
        /// Deferred updates were cancelled.
        case deferredCanceled = 15
        /// Ranging is unavailable.
        case rangingUnavailable = 16
        /// Ranging failed.
        case rangingFailure = 17
        /// The person declined the prompt.
        case promptDeclined = 18
        /// Historical locations failed.
        case historicalLocationError = 19
    }

    /// What went wrong.
    public let code: Code
    /// Extra information.
    public let errorUserInfo: [String: Any]

    /// An error of `code`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.errorUserInfo = userInfo
    }

    /// `kCLErrorDomain`.
    public static var errorDomain: String { kCLErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// Two errors of one code are equal.
    public static func == (lhs: CLError, rhs: CLError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
