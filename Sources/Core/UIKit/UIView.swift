import Foundation

/// A rectangle on a screen and the views inside it: what a `CPWindow`'s root view controller
/// builds its map from. HeadUnit lays out and draws nothing: frames are what the scene sets (a
/// window's root view gets the window's bounds), constraints are kept and never solved, colours
/// and images are never painted. The view tree, its life-cycle calls (`didMoveToSuperview`,
/// `didMoveToWindow`, `layoutSubviews` when a layout is asked for) and every property are real, so
/// the scene's code runs as it does on a phone.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// How a view's frame follows its superview's size (kept, never applied).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// The options of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Flexible left margin.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// Flexible width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Flexible right margin.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// Flexible top margin.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// Flexible height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// Flexible bottom margin.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view lays out its content when its size changes (kept, never applied).
    public enum ContentMode: Int, Sendable {
        /// Scale to fill.
        case scaleToFill
        /// Scale aspect fit.
        case scaleAspectFit
        /// Scale aspect fill.
        case scaleAspectFill
        /// Redraw.
        case redraw
        /// Center.
        case center
        /// Top.
        case top
        /// Bottom.
        case bottom
        /// Left.
        case left
        /// Right.
        case right
        /// Top left.
        case topLeft
        /// Top right.
        case topRight
        /// Bottom left.
        case bottomLeft
        /// Bottom right.
        case bottomRight
    }

    /// The view's rectangle in its superview.
    open var frame: CGRect
    /// The view's rectangle in its own coordinates: its size, at the origin unless set.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
    /// The centre of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    private var boundsOrigin = CGPoint.zero
    /// The view this one is inside.
    open private(set) weak var superview: UIView?
    /// The views inside this one, back to front.
    open private(set) var subviews: [UIView] = []
    /// The window the view is in, if any.
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
    /// The background colour (kept: HeadUnit paints nothing).
    open var backgroundColor: UIColor?
    /// The tint colour (kept).
    open var tintColor: UIColor!
    /// True to hide the view.
    open var isHidden = false
    /// The view's opacity, 0…1 (kept).
    open var alpha: CGFloat = 1
    /// False when the view is opaque (kept).
    open var isOpaque = true
    /// True to clip subviews to the bounds (kept).
    open var clipsToBounds = false
    /// False to ignore touches (the car's screen never touches the window's views anyway).
    open var isUserInteractionEnabled = true
    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0
    /// How the frame follows the superview's size (kept, never applied).
    open var autoresizingMask: AutoresizingMask = []
    /// True to turn the autoresizing mask into constraints (kept).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How content is laid out (kept).
    open var contentMode: ContentMode = .scaleToFill
    /// The margins the view's content keeps from its edges (kept).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The part of the view no bar or panel covers: nothing covers it here (HeadUnit draws no
    /// map under the car's templates), so no insets.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The constraints the view holds (kept, never solved).
    open private(set) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to the view.
    open private(set) var layoutGuides: [UILayoutGuide] = []
    /// The traits the view is shown with: the car's (dark, 2×) in a car window.
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .dark, displayScale: 2) }
    /// The guide for the safe area (the bounds here).
    open private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = ownGuide()
    /// The guide for the layout margins (the bounds here).
    open private(set) lazy var layoutMarginsGuide: UILayoutGuide = ownGuide()

    /// True once `setNeedsLayout` was called and no layout has run since (a new view needs one).
    private var needsLayout = true
    /// The view controller whose root view this is: its layout calls wrap `layoutSubviews`.
    package weak var rootViewOf: UIViewController?

    /// A view with this frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view decoded from an archive (HeadUnit has none: an empty view).
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// A view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    private func ownGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.owningView = self
        return guide
    }

    // MARK: - The view tree

    /// Puts `view` on top of this view's subviews (taking it out of its old superview).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Puts `view` at `index` among the subviews (clamped to the subviews' range).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        let oldWindow = view.window
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
        } else {
            view.willMove(toSuperview: self)
            view.superview?.detach(view)
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        let moved = view.superview !== self
        view.superview = self
        if moved {
            view.didMoveToSuperview()
            didAddSubview(view)
        }
        view.windowChanged(from: oldWindow)
    }

    /// Puts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Puts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        superview.detach(self)
        didMoveToSuperview()
        windowChanged(from: oldWindow)
    }

    private func detach(_ view: UIView) {
        subviews.removeAll { $0 === view }
        if view.superview === self { view.superview = nil }
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// True when this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        self === view || (superview?.isDescendant(of: view) ?? false)
    }

    /// The view with this tag: this one or one inside it, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Called before the view moves to another superview (or none).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview (or none).
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window (or none).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window (or none).
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Tells the view and everything inside it that its window changed, as UIKit does.
    private func windowChanged(from oldWindow: UIWindow?) {
        let newWindow = window
        guard oldWindow !== newWindow else { return }
        notifyWindow(newWindow)
    }

    private func notifyWindow(_ newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        didMoveToWindow()
        for view in subviews { view.notifyWindow(newWindow) }
    }

    // MARK: - Layout (HeadUnit solves nothing: a layout calls `layoutSubviews` and the view
    // controller's layout calls, and frames stay what the scene set)

    /// Asks for a layout on the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs a pending layout now: the view controller's `viewWillLayoutSubviews`, this view's
    /// `layoutSubviews`, `viewDidLayoutSubviews`, then each subview's.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            rootViewOf?.viewWillLayoutSubviews()
            layoutSubviews()
            rootViewOf?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Lays out the subviews: nothing by default (override it, as on a phone).
    open func layoutSubviews() {}

    /// Asks for a redraw (HeadUnit draws nothing).
    open func setNeedsDisplay() {}

    /// The size that fits `size`: the view's own size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// Keeps `constraint` (never solved).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    /// Keeps `constraints` (never solved).
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    /// Drops `constraint`.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    /// Drops `constraints`.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        self.constraints.removeAll { c in constraints.contains { $0 === c } }
    }

    /// Adds `layoutGuide` to the view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        layoutGuides.append(layoutGuide)
    }

    /// Takes `layoutGuide` out of the view.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

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

    // MARK: - Animation

    /// Runs `animations` at once: HeadUnit shows no animation, so the end state is there when this
    /// returns.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` at once, then `completion` with `true` before returning (HeadUnit shows
    /// no animation).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true` before returning (HeadUnit shows
    /// no animation; the delay and options are ignored).
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// How an animation runs (kept: HeadUnit runs none).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// The options of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Layout subviews.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow user interaction.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Begin from current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Curve ease in out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Curve ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Curve ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Curve linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}
