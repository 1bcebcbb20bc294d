import Foundation

/// A relation between two layout attributes, as Auto Layout keeps it. HeadUnit lays out nothing:
/// a constraint keeps what it was made with (`constant`, `multiplier`, `priority`, `isActive`) so a
/// scene's layout code runs, and no frame changes because of it.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout direction: horizontal or vertical (`UIStackView.axis`).
    public enum Axis: Int, Sendable {
        /// Horizontal.
        case horizontal = 0
        /// Vertical.
        case vertical = 1
    }

    /// True while the constraint takes part in layout (HeadUnit keeps the flag only).
    open var isActive = false
    /// The constant added to the relation.
    open var constant: CGFloat
    /// The multiplier of the second attribute.
    public let multiplier: CGFloat
    /// How much the constraint matters.
    open var priority: UILayoutPriority = .required
    /// A name for debugging.
    open var identifier: String?

    package init(constant: CGFloat, multiplier: CGFloat) {
        self.constant = constant
        self.multiplier = multiplier
        super.init()
    }

    /// Activates each constraint (sets `isActive`).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (clears `isActive`).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// One edge, centre or dimension of a view or layout guide, to make constraints from. HeadUnit
/// lays out nothing: the constraints it makes are kept, never solved.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    package override init() { super.init() }

    /// This anchor equal to `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0, multiplier: 1)
    }

    /// This anchor at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0, multiplier: 1)
    }

    /// This anchor at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0, multiplier: 1)
    }

    /// This anchor equal to `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
    }

    /// This anchor at least `anchor` plus `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
    }

    /// This anchor at most `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
    }
}

/// A horizontal anchor: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor: top, bottom, centre Y.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension equal to `c` points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
    }

    /// This dimension at least `c` points.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
    }

    /// This dimension at most `c` points.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: 1)
    }

    /// This dimension `m` times `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0, multiplier: m)
    }

    /// This dimension `m` times `anchor`, plus `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c, multiplier: m)
    }
}
