import CoreLocation
import Foundation

/// An annotation that covers an area of the map (a route's polyline). Not a main-actor protocol,
/// as in the SDK.
public protocol MKOverlay: MKAnnotation {
    /// The smallest rectangle holding the overlay.
    var boundingMapRect: MKMapRect { get }
    /// True when the overlay covers `mapRect` (by default: when its bounding rectangle does).
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// True when the overlay hides the map beneath it (false by default).
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    /// Optional: by default `boundingMapRect.intersects(mapRect)`.
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    /// Optional: by default `false`.
    public var canReplaceMapContent: Bool { false }
}

/// Where an overlay sits among the map's layers.
public enum MKOverlayLevel: Int, Sendable {
    /// Above roads, below labels.
    case aboveRoads = 0
    /// Above labels.
    case aboveLabels = 1
}
