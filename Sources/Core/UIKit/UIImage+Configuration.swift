import Foundation

extension UIImage {
    /// The traits and settings an image is drawn with; `SymbolConfiguration` is the one scene
    /// code makes (`UIImage(systemName:withConfiguration:)`).
    @available(iOS 13.0, *)
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is for, if any.
        public let traitCollection: UITraitCollection?

        /// No traits.
        public override init() {
            traitCollection = nil
        }
    }
}
