import Foundation

/// What a scroll view asks and tells its delegate: every method optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The view to scale when the scroll view zooms; nil (the default) and it does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    /// Optional: by default no view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
