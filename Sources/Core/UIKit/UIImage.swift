import Foundation

/// An image, as CarPlay's signatures take it. HeadUnit keeps no pixels: an image knows how it
/// was made (the symbol, the asset or the file it came from, or "rendered"), so a picture of
/// the car can label it, and its real `size` and `scale` where the phone's would have them:
/// read from a PNG, JPEG, GIF or WebP header (`init?(data:)`, `init?(contentsOfFile:)`, with
/// the scale of an `@2x`/`@3x` file name), a `CGImage`'s pixels, a renderer's size.
///
/// ```swift
/// let gear = UIImage(systemName: "gearshape")!
/// gear.isSymbolImage   // true
/// let cover = UIImage(data: pngData)!
/// cover.size           // the PNG's width and height, in points at scale 1
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image was made, and what it is: one value, so a copy changes one field.
    struct Content {
        var systemName: String?
        var assetName: String?
        /// A label for the other ways: a file's name, "rendered".
        var label: String?
        var size = CGSize.zero
        var scale: CGFloat = 1
        var cgImage: CGImage?
        var traitCollection: UITraitCollection?
        var configuration: Configuration?
        var renderingMode = RenderingMode.automatic
        var orientation = Orientation.up
    }

    private let content: Content
    /// The asset whose variant this image is, set when it is registered in one.
    private let asset = Locked<UIImageAsset?>(nil)

    init(content: Content) {
        self.content = content
    }

    /// An empty image: no size, no name.
    public override init() {
        content = Content()
    }

    // MARK: Symbols and assets

    /// The system symbol `name`. Never nil here (any name is accepted: HeadUnit has no symbol
    /// set); its size is a square of 17 points (the body text size), at the phone's scale.
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn with `configuration`: a `SymbolConfiguration`'s point
    /// size sets the image's size (a square of it). Never nil here.
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = (configuration as? SymbolConfiguration) ?? .unspecified
        self.init(content: Content(systemName: name, size: CGSize(width: symbol.side, height: symbol.side),
                                   scale: UIImage.currentScale, traitCollection: configuration?.traitCollection,
                                   configuration: configuration))
    }

    /// The system symbol `name` for `traitCollection`. Never nil here.
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The image named `name` in the app's assets. Never nil here: HeadUnit has no asset
    /// catalog, so the image keeps the name and has no size.
    public convenience init?(named name: String) {
        self.init(content: Content(assetName: name, scale: UIImage.currentScale))
    }

    /// The image named `name` in `bundle`, for `traitCollection`: as `init?(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image named `name` in `bundle`, with `configuration`: as `init?(named:)`.
    @available(iOS 13.0, *)
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(content: Content(assetName: name, scale: UIImage.currentScale, configuration: configuration))
    }

    /// The image of an image literal, `#imageLiteral(resourceName: "dot_green")`: as
    /// `init?(named:)` (never missing here).
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(content: Content(assetName: name, scale: UIImage.currentScale))
    }

    // MARK: Data, files and bitmaps

    /// The image in `data` (PNG, JPEG, GIF or WebP), at scale 1; nil for anything else.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` at `scale` (a scale that is not positive counts as 1); nil when
    /// `data` is not a PNG, JPEG, GIF or WebP.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let header = ImageHeader(data) else { return nil }
        self.init(pixels: header, scale: scale, label: nil)
    }

    /// The image in the file at `path`, with the scale its name gives (`cover@2x.png` is 2;
    /// 1 without one); nil when the file cannot be read or is not an image HeadUnit reads.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let header = ImageHeader(data) else { return nil }
        let file = (path as NSString).lastPathComponent
        self.init(pixels: header, scale: UIImage.fileNameScale(file), label: file)
    }

    private convenience init(pixels: ImageHeader, scale: CGFloat, label: String?) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(content: Content(label: label,
                                   size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale),
                                   scale: scale,
                                   cgImage: CoreGraphicsBridge.image(width: pixels.width, height: pixels.height)))
    }

    /// The image of `cgImage`'s pixels, at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// The image of `cgImage`'s pixels at `scale` (not positive: 1), shown with `orientation`
    /// (a sideways one swaps width and height).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let width = CGFloat(cgImage.width) / scale, height = CGFloat(cgImage.height) / scale
        self.init(content: Content(size: orientation.isSideways ? CGSize(width: height, height: width) : CGSize(width: width, height: height),
                                   scale: scale, cgImage: cgImage, orientation: orientation))
    }

    /// A renderer's image: the renderer's size and scale, labelled "rendered" (HeadUnit draws
    /// no pixels).
    package convenience init(renderedSize size: CGSize, scale: CGFloat) {
        self.init(content: Content(label: "rendered", size: size, scale: scale,
                                   cgImage: CoreGraphicsBridge.image(width: CoreGraphicsBridge.pixels(size.width, scale: scale),
                                                                     height: CoreGraphicsBridge.pixels(size.height, scale: scale))))
    }

    // MARK: What an image is

    /// The size in points: pixels divided by `scale`, turned by the orientation.
    public var size: CGSize { content.size }
    /// Pixels per point.
    public var scale: CGFloat { content.scale }
    /// The pixels, when the image has any: made from a `CGImage`, read from data or a file,
    /// rendered, or a symbol (on Linux; on macOS only an image made from a `CGImage` has one).
    public var cgImage: CGImage? {
        if let cgImage = content.cgImage { return cgImage }
        guard content.systemName != nil else { return nil }
        return CoreGraphicsBridge.image(width: CoreGraphicsBridge.pixels(size.width, scale: scale),
                                        height: CoreGraphicsBridge.pixels(size.height, scale: scale))
    }
    /// Which way up the pixels are shown.
    public var imageOrientation: Orientation { content.orientation }
    /// How the image is drawn: as it is, or as a template the tint colours.
    public var renderingMode: RenderingMode { content.renderingMode }
    /// Whether the image is a system symbol.
    @available(iOS 13.0, *)
    public var isSymbolImage: Bool { content.systemName != nil }
    /// The traits the image is for: those it was registered or configured with, and its scale.
    @available(iOS 8.0, *)
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [content.traitCollection ?? UITraitCollection(), UITraitCollection(displayScale: scale)])
    }
    /// The configuration the image was made with, if any.
    @available(iOS 13.0, *)
    public var configuration: Configuration? { content.configuration }
    /// The symbol configuration the image was made with, if any.
    @available(iOS 13.0, *)
    public var symbolConfiguration: SymbolConfiguration? { content.configuration as? SymbolConfiguration }
    /// The asset whose variants this image stands for: the one it came from or was registered in.
    public var imageAsset: UIImageAsset? { asset.withLock { $0 } }

    /// The SF Symbol name, for `init?(systemName:)`.
    package var systemName: String? { content.systemName }
    /// The asset name, for `init?(named:)`.
    package var assetName: String? { content.assetName }
    /// The label of an image made another way: a file's name, "rendered".
    package var label: String? { content.label }
    /// The image's name as a picture labels it: the symbol, the asset, the file, "rendered".
    package var name: String? { content.systemName ?? content.assetName ?? content.label }

    // MARK: Variants

    /// A copy with one part of the content changed (and the asset kept).
    func with(_ change: (inout Content) -> Void) -> UIImage {
        var copy = content
        change(&copy)
        let image = UIImage(content: copy)
        image.attach(to: imageAsset)
        return image
    }

    /// Records `asset` as the asset this image belongs to, unless it has one.
    func attach(to asset: UIImageAsset?) {
        guard let asset else { return }
        self.asset.withLock { if $0 == nil { $0 = asset } }
    }

    /// The same image drawn with `configuration` (a symbol takes its point size).
    @available(iOS 13.0, *)
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        with { content in
            content.configuration = configuration
            if content.systemName != nil, let symbol = configuration as? SymbolConfiguration {
                content.size = CGSize(width: symbol.side, height: symbol.side)
            }
        }
    }

    /// The same image with `configuration`'s specified parts put over its symbol configuration.
    @available(iOS 13.0, *)
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        withConfiguration((symbolConfiguration ?? .unspecified).merged(with: configuration))
    }

    /// The same image, tinted with `color` and drawn as it is (HeadUnit keeps no colours).
    @available(iOS 13.0, *)
    open func withTintColor(_ color: UIColor) -> UIImage {
        with { $0.renderingMode = .alwaysOriginal }
    }

    /// The same image, tinted with `color` and drawn in `renderingMode` (HeadUnit keeps no colours).
    @available(iOS 13.0, *)
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        with { $0.renderingMode = renderingMode }
    }

    /// The same image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        with { $0.renderingMode = renderingMode }
    }

    // MARK: Drawing

    /// Draws the image into `rect` of the current renderer. HeadUnit draws no pixels:
    /// accepted, changes nothing.
    open func draw(in rect: CGRect) {}

    /// Draws the image at `point` of the current renderer. HeadUnit draws no pixels:
    /// accepted, changes nothing.
    open func draw(at point: CGPoint) {}

    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic = 0
        /// As it is, never tinted.
        case alwaysOriginal = 1
        /// As a template the tint colours.
        case alwaysTemplate = 2
    }

    /// What the image is, e.g. `<UIImage systemName: gearshape>`, `<UIImage rendered 40.0×40.0 @3.0x>`.
    open override var description: String {
        if let systemName = content.systemName { return "<UIImage systemName: \(systemName)>" }
        if let assetName = content.assetName { return "<UIImage named: \(assetName)>" }
        let size = "\(content.size.width)×\(content.size.height) @\(content.scale)x"
        if let label = content.label { return "<UIImage \(label) \(size)>" }
        return content.size == .zero ? "<UIImage>" : "<UIImage \(size)>"
    }

    /// The scale a file name gives: `name@2x.png` and `name@3x~iphone.png` give 2 and 3; 1 without.
    package static func fileNameScale(_ file: String) -> CGFloat {
        var base = (file as NSString).deletingPathExtension
        if let tilde = base.lastIndex(of: "~") { base = String(base[..<tilde]) }
        guard let at = base.lastIndex(of: "@"), base.hasSuffix("x") else { return 1 }
        let digits = base[base.index(after: at)..<base.index(before: base.endIndex)]
        guard let scale = Int(digits), (1...4).contains(scale) else { return 1 }
        return CGFloat(scale)
    }

    /// The scale a symbol or asset image has: the current traits' (the phone's 3), or 1.
    private static var currentScale: CGFloat {
        let scale = UITraitCollection.current.displayScale
        return scale > 0 ? scale : 1
    }
}

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as with Apple's UIKit.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type of an image literal with no other type asked for, as Apple's UIKit says.
public typealias _ImageLiteralType = UIImage
