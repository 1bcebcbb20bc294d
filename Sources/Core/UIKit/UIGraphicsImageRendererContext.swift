import Foundation

/// What an image renderer's block draws with (`renderer.image { context in … }`).
@available(iOS 10.0, *)
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat
    /// The size and scale of the image being drawn.
    private let imageSize: CGSize, imageScale: CGFloat

    init(cgContext: CGContext, imageFormat: UIGraphicsImageRendererFormat, size: CGSize, scale: CGFloat) {
        self.imageFormat = imageFormat
        imageSize = size
        imageScale = scale
        super.init(cgContext: cgContext, format: imageFormat)
    }

    /// The image drawn so far: the renderer's size and scale (HeadUnit keeps no pixels).
    open var currentImage: UIImage { UIImage(renderedSize: imageSize, scale: imageScale) }

    /// The renderer's format (a copy).
    open override var format: UIGraphicsImageRendererFormat {
        (imageFormat.copy(bounds: imageFormat.bounds) as? UIGraphicsImageRendererFormat) ?? imageFormat
    }
}
