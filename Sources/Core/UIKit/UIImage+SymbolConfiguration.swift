import Foundation

extension UIImage {
    /// How a symbol image is drawn: its point size, weight and scale. HeadUnit draws no symbols:
    /// the point size sets the image's `size` (a square of it; 17 points, the body text size,
    /// when none is given), and the rest is kept.
    @available(iOS 13.0, *)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size, 0 when unspecified (UIKit keeps it private too).
        package let pointSize: CGFloat
        /// The weight (UIKit keeps it private too).
        package let weight: SymbolWeight
        /// The scale (UIKit keeps it private too).
        package let scale: SymbolScale

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration with nothing specified.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified)

        /// Symbols of this point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// Symbols of this point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// Symbols of this weight.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        /// Symbols of this scale.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// This configuration with whatever `other` specifies put over it.
        func merged(with other: SymbolConfiguration) -> SymbolConfiguration {
            SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                                weight: other.weight != .unspecified ? other.weight : weight,
                                scale: other.scale != .unspecified ? other.scale : scale)
        }

        /// The side of the symbol's square: the point size, or 17 (the body text size).
        var side: CGFloat { pointSize > 0 ? pointSize : 17 }
    }

    /// A symbol's stroke weight.
    @available(iOS 13.0, *)
    public enum SymbolWeight: Int, Sendable {
        /// Unspecified.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// A symbol's size relative to the text beside it.
    @available(iOS 13.0, *)
    public enum SymbolScale: Int, Sendable {
        /// The default scale.
        case `default` = -1
        /// Unspecified.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }
}
