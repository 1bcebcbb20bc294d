import Foundation

/// A view whose content is larger than itself, moved by its content offset and scaled by its
/// zoom scale: what a navigation app's map in a `CPWindow` is often made of, the car's map
/// buttons calling its zoom and pan. HeadUnit draws and animates nothing, so every change is
/// there when the call returns; the offset is the bounds' origin, as in UIKit, and the zoom
/// scale changes only when the delegate gives a view to zoom, as in UIKit.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the content, in points.
    open var contentSize = CGSize.zero
    /// The point of the content at the view's top left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    /// Who is asked which view zooms.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// False to stop the person scrolling (kept: nobody touches the car's window here).
    open var isScrollEnabled = true
    /// False to hide the vertical indicator (kept).
    open var showsVerticalScrollIndicator = true
    /// False to hide the horizontal indicator (kept).
    open var showsHorizontalScrollIndicator = true
    /// False to stop at the content's edges without bouncing (kept).
    open var bounces = true
    /// False to stop at the zoom limits without bouncing (kept).
    open var bouncesZoom = true
    /// False to ignore a tap on the status bar (kept: the car has none).
    open var scrollsToTop = true
    /// The smallest zoom scale.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale.
    open var maximumZoomScale: CGFloat = 1
    /// The content's scale, within the minimum and maximum; 1 until a delegate gives a view to zoom.
    open var zoomScale: CGFloat {
        get { scale }
        set {
            guard delegate?.viewForZooming(in: self) != nil else { return }
            scale = min(max(newValue, minimumZoomScale), maximumZoomScale)
        }
    }
    private var scale: CGFloat = 1

    /// Moves the content to `contentOffset` (at once: HeadUnit animates nothing).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Sets the zoom scale (at once).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }

    /// Zooms so that `rect` of the content fills the view, centred (at once).
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        zoomScale = min(bounds.width / rect.width, bounds.height / rect.height)
        contentOffset = CGPoint(x: rect.midX * zoomScale - bounds.width / 2, y: rect.midY * zoomScale - bounds.height / 2)
    }
}
