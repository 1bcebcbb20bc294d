import Foundation

/// Makes images by running a drawing block (`renderer.image { context in … }`), as scene code
/// makes artwork for list rows and buttons. HeadUnit draws no pixels: the block runs, once, with
/// a context that accepts every drawing call, and the image has the renderer's size and scale
/// and is labelled "rendered" in pictures of the car. Not main-actor, as UIKit's.
///
/// ```swift
/// let format = UIGraphicsImageRendererFormat()
/// format.scale = interfaceController.carTraitCollection.displayScale
/// let badge = UIGraphicsImageRenderer(size: CPListItem.maximumImageSize, format: format).image { context in
///     UIColor.systemBlue.setFill()
///     context.fill(CGRect(origin: .zero, size: CPListItem.maximumImageSize))
/// }
/// badge.size   // CPListItem.maximumImageSize
/// ```
@available(iOS 10.0, *)
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A renderer of `bounds`; a format that is not an image format counts as the default one.
    public override init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let imageFormat = (format as? UIGraphicsImageRendererFormat) ?? UIGraphicsImageRendererFormat()
        super.init(bounds: bounds, format: imageFormat)
    }

    /// A renderer of images of `size` points with the default format (the phone's scale).
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of images of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    override class func defaultFormat() -> UIGraphicsRendererFormat { UIGraphicsImageRendererFormat() }

    /// The renderer's format, with its bounds (a copy: changing it changes nothing).
    open override var format: UIGraphicsImageRendererFormat {
        (rendererFormat.copy(bounds: rendererFormat.bounds) as? UIGraphicsImageRendererFormat) ?? UIGraphicsImageRendererFormat()
    }

    /// Image renderers make images.
    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` with a drawing context, once, and returns the image: the renderer's size
    /// (none when the bounds are empty or not finite) at the format's scale (the phone's 3 when
    /// the format's is not positive).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = self.format
        let size = Self.drawableSize(format.bounds)
        let scale = format.scale.isFinite && format.scale > 0 ? format.scale : UITraitCollection.phone.displayScale
        let context = UIGraphicsImageRendererContext(
            cgContext: CoreGraphicsBridge.context(width: CoreGraphicsBridge.pixels(size.width, scale: scale),
                                                  height: CoreGraphicsBridge.pixels(size.height, scale: scale)),
            imageFormat: format, size: size, scale: scale)
        actions(context)
        return UIImage(renderedSize: size, scale: scale)
    }

    /// The size of `bounds`, or zero when it is empty or not finite.
    private static func drawableSize(_ bounds: CGRect) -> CGSize {
        let size = bounds.standardized.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return .zero }
        return size
    }
}
