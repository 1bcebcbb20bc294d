import Foundation

/// The kind of a point of interest (`MKMapItem.pointOfInterestCategory`), as MapKit names it.
@available(iOS 13.0, *)
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    /// MapKit's name of the kind.
    public let rawValue: String
    /// The kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A car park.
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
}
