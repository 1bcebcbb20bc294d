import Foundation

/// An item's artwork: its largest size and a handler that makes the image at a size asked for.
/// A picture of the car's Now Playing screen calls the handler at the artwork's full size and
/// draws the image by its name (B10); `image(at:)` calls it when your code or a test asks.
///
/// ```swift
/// let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { _ in cover }
/// ```
@available(iOS 3.0, *)
open class MPMediaItemArtwork: NSObject {
    private let requestHandler: (CGSize) -> UIImage

    /// The artwork's largest size, at the origin.
    public let bounds: CGRect

    /// Artwork of `boundsSize` whose image `requestHandler` makes at the size asked for (no
    /// larger than `boundsSize`).
    @available(iOS 10.0, *)
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        self.requestHandler = requestHandler
        self.bounds = CGRect(origin: .zero, size: boundsSize)
        super.init()
    }

    /// Artwork of one full-size image (HeadUnit keeps no image sizes: its bounds are empty).
    @available(iOS, introduced: 5.0, deprecated: 10.0, message: "Use init(boundsSize:requestHandler:)")
    public convenience init(image: UIImage) {
        self.init(boundsSize: .zero) { _ in image }
    }

    /// The artwork at `size`, from the request handler.
    public func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
