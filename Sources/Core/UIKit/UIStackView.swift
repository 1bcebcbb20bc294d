import Foundation

/// A view that lines its arranged subviews up in a row or a column. HeadUnit lays out nothing:
/// the arrangement and its settings are kept, frames are not computed.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views fill the stack along its axis (kept).
    public enum Distribution: Int, Sendable {
        /// Fill.
        case fill
        /// Fill equally.
        case fillEqually
        /// Fill proportionally.
        case fillProportionally
        /// Equal spacing.
        case equalSpacing
        /// Equal centering.
        case equalCentering
    }

    /// How arranged views line up across the stack's axis (kept).
    public enum Alignment: Int, Sendable {
        /// Fill.
        case fill
        /// Leading.
        case leading
        /// First baseline.
        case firstBaseline
        /// Center.
        case center
        /// Trailing.
        case trailing
        /// Last baseline.
        case lastBaseline
        /// The top, in a horizontal stack.
        public static let top = Alignment.leading
        /// The bottom, in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// The views lined up, in order (each is also a subview).
    open private(set) var arrangedSubviews: [UIView] = []
    /// Row or column.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How the arranged views fill the axis.
    open var distribution: Distribution = .fill
    /// How the arranged views line up across the axis.
    open var alignment: Alignment = .fill
    /// The space between arranged views, in points.
    open var spacing: CGFloat = 0
    /// True to lay out within the layout margins.
    open var isLayoutMarginsRelativeArrangement = false

    /// A stack of these views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `stackIndex` in the arrangement (clamped) and adds it as a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` out of the arrangement (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// A subview removed from the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }
}
