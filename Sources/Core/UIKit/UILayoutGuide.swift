import Foundation

/// A rectangle in a view that constraints can refer to (`safeAreaLayoutGuide`, a `CPWindow`'s
/// `mapButtonSafeAreaLayoutGuide`). HeadUnit lays out nothing: its `layoutFrame` is its owning
/// view's bounds.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    open weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// The guide's rectangle in its view: the view's bounds here.
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    /// A guide that belongs to no view yet (`UIView.addLayoutGuide(_:)` gives it one).
    public override init() { super.init() }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}
