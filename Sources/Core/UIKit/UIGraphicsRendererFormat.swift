import Foundation

/// The settings of a renderer's drawing context. A renderer keeps its own copy, with its
/// bounds. Not main-actor, not Sendable, as UIKit's.
@available(iOS 10.0, *)
open class UIGraphicsRendererFormat: NSObject {
    /// The bounds of the context a renderer draws into (zero for a format of no renderer).
    public internal(set) var bounds: CGRect = .zero

    /// A format of default settings.
    public required override init() {}

    /// A format of default settings, for the device's screen (the phone's).
    open class func `default`() -> Self { Self() }

    /// A format of the settings best for the device's screen (the phone's).
    @available(iOS 11.0, *)
    open class func preferred() -> Self { Self() }

    /// A copy with `bounds`, for a renderer.
    func copy(bounds: CGRect) -> UIGraphicsRendererFormat {
        let copy = UIGraphicsRendererFormat()
        copy.bounds = bounds
        return copy
    }
}
