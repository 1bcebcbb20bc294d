import CoreLocation
import Foundation

/// Something placed at a coordinate on a map. Not a main-actor protocol, as in the SDK. `title`
/// and `subtitle` are optional requirements: nil unless the type gives them.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// The annotation's title.
    var title: String? { get }
    /// The annotation's subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// Optional: by default `nil`.
    public var title: String? { nil }
    /// Optional: by default `nil`.
    public var subtitle: String? { nil }
}
