/// An image-row element of an image alone, in a grid (iOS 26).
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class CPListImageRowItemGridElement: CPListImageRowItemElement {
    /// A grid element showing `image`.
    public override init(image: UIImage) {
        super.init(image: image)
    }
}
