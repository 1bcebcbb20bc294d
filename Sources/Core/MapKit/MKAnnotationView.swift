import Foundation
import UIKit

/// The view of an annotation on a map (a pin). HeadUnit lays out and draws nothing: the view keeps
/// its annotation and look.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The identifier the map reuses the view by.
    open private(set) var reuseIdentifier: String?
    /// The image shown.
    open var image: UIImage?
    /// True to show a callout when selected (kept).
    open var canShowCallout = false
    /// False to ignore selection.
    open var isEnabled = true
    /// True while selected.
    open var isSelected = false
    /// True when the person can drag it (kept).
    open var isDraggable = false
    /// The offset of the image from the coordinate (kept).
    open var centerOffset = CGPoint.zero

    /// A view for `annotation`, reused by `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view decoded from an archive (HeadUnit has none: an empty view).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Selects or deselects the view.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Called before the map reuses the view.
    open func prepareForReuse() {}
}

/// A balloon-shaped marker for an annotation. HeadUnit draws nothing: the look is kept.
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor?
    /// The text in the balloon.
    open var glyphText: String?
    /// The image in the balloon.
    open var glyphImage: UIImage?
    /// The colour of the text or image in the balloon.
    open var glyphTintColor: UIColor?
}
