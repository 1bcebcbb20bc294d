import Foundation

extension NSValue {
    /// A value holding `rect`, as apps keep a rectangle in a template's `userInfo`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
}
