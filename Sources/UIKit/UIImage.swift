import Foundation

/// An image, as CarPlay's signatures take it. HeadUnit draws no bitmaps from it: it keeps the
/// name it was made with, so a picture of the car can label it.
///
/// ```swift
/// let gear = UIImage(systemName: "gearshape")!
/// gear.systemName   // "gearshape"
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    /// The SF Symbol name, for `init?(systemName:)`.
    public let systemName: String?
    /// The asset name, for `init?(named:)`.
    public let assetName: String?

    /// An empty image.
    public override init() {
        systemName = nil
        assetName = nil
    }

    /// The system symbol `name`. Never nil here (any name is accepted: HeadUnit has no symbol set).
    public init?(systemName name: String) {
        systemName = name
        assetName = nil
    }

    /// The image named `name` in the app's assets. Never nil here.
    public init?(named name: String) {
        systemName = nil
        assetName = name
    }

    /// The image named `name` in `bundle`, for `traitCollection`. Never nil here.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image's name as a picture labels it: the symbol, the asset, or nothing.
    public var name: String? { systemName ?? assetName }

    /// The same image (HeadUnit keeps no colours).
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    /// The same image (HeadUnit keeps no rendering modes).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    open override var description: String {
        if let systemName { return "<UIImage systemName: \(systemName)>" }
        if let assetName { return "<UIImage named: \(assetName)>" }
        return "<UIImage>"
    }
}
