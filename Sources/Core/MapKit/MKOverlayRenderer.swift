import Foundation
import UIKit

/// What draws an overlay on a map. HeadUnit draws nothing: a renderer keeps its overlay and the
/// look the scene gives it.
open class MKOverlayRenderer: NSObject {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// The opacity, 0…1.
    open var alpha: CGFloat = 1
    /// The scale of the drawing.
    open var contentScaleFactor: CGFloat { 2 }

    /// A renderer for `overlay`.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// Asks for a redraw (HeadUnit draws nothing).
    open func setNeedsDisplay() {}
}

/// A renderer that strokes and fills a path (the base of the polyline renderer). HeadUnit draws
/// nothing: the look is kept.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The fill colour.
    open var fillColor: UIColor?
    /// The stroke colour.
    open var strokeColor: UIColor?
    /// The stroke width, in points.
    open var lineWidth: CGFloat = 0
    /// How line ends are drawn.
    open var lineCap: CGLineCap = .round
    /// How corners are drawn.
    open var lineJoin: CGLineJoin = .round
    /// The miter limit.
    open var miterLimit: CGFloat = 10
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// The dash pattern, in points (nil: a solid line).
    open var lineDashPattern: [NSNumber]?
}

/// A renderer for a polyline: a route's line.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// The polyline drawn.
    open var polyline: MKPolyline { overlay as? MKPolyline ?? MKPolyline(points: []) }
    /// Where the stroke starts along the line, 0…1.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the line, 0…1.
    open var strokeEnd: CGFloat = 1

    /// A renderer for `polyline`.
    public init(polyline: MKPolyline) {
        super.init(overlay: polyline)
    }

    /// A renderer for `overlay`.
    public override init(overlay: any MKOverlay) {
        super.init(overlay: overlay)
    }
}
