import Foundation

/// The direction a device points, relative to north. Core Location makes headings; HeadUnit has
/// no compass, so a scene sees one only where its own test hands it to the delegate.
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees from magnetic north.
    public let magneticHeading: CLLocationDirection
    /// Degrees from true north (negative: invalid).
    public let trueHeading: CLLocationDirection
    /// The uncertainty, in degrees (negative: invalid).
    public let headingAccuracy: CLLocationDirection
    /// When the heading was measured.
    public let timestamp: Date

    package init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection, timestamp: Date) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
        super.init()
    }
}
