import Foundation

extension UIColor {
    /// The colour of these Display P3 components, each 0…1, kept as extended sRGB as UIKit keeps
    /// it: `getRed(_:green:blue:alpha:)` gives the sRGB components, outside 0…1 for a colour sRGB
    /// cannot show (`displayP3Red: 1, green: 0, blue: 0` is red above 1 and green and blue below 0).
    @available(iOS 10.0, *)
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Both spaces have sRGB's transfer curve and D65 white: decode, change primaries, encode.
        let p3 = [displayP3Red, green, blue].map(UIColor.linear)
        let red = 1.2249401 * p3[0] - 0.2249404 * p3[1]
        let green = -0.0420569 * p3[0] + 1.0420571 * p3[1]
        let blue = -0.0196376 * p3[0] - 0.0786361 * p3[1] + 1.0982735 * p3[2]
        self.init(red: UIColor.encoded(red), green: UIColor.encoded(green), blue: UIColor.encoded(blue), alpha: alpha)
    }

    /// sRGB's curve, decoded (mirrored below 0, as extended sRGB is).
    private static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let decoded = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -decoded : decoded
    }

    /// sRGB's curve, encoded (mirrored below 0).
    private static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
