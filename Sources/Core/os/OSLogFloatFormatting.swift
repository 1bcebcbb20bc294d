import Foundation

/// How an interpolated floating-point number is written: fixed (`%f`, six places unless a
/// precision is given), exponential (`%e`), hybrid (`%g`) or hexadecimal (`%a`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    private init(_ conversion: Character, precision: Int? = nil, explicitPositiveSign: Bool = false, uppercase: Bool = false) {
        self.conversion = conversion
        self.precision = precision.map { max(0, min($0, 64)) }
        self.explicitPositiveSign = explicitPositiveSign
        self.uppercase = uppercase
    }

    /// Fixed point, six places.
    public static let fixed = OSLogFloatFormatting("f")
    /// Fixed point with `precision` places.
    public static func fixed(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed point, six places, with a sign and upper case as asked.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("f", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Hexadecimal.
    public static let hex = OSLogFloatFormatting("a")
    /// Hexadecimal, with a sign and upper case as asked.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("a", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential.
    public static let exponential = OSLogFloatFormatting("e")
    /// Exponential with `precision` places.
    public static func exponential(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential, with a sign and upper case as asked.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("e", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed or exponential, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting("g")
    /// Hybrid with `precision` significant digits.
    public static func hybrid(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Hybrid, with a sign and upper case as asked.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting("g", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `value` written this way.
    func text(_ value: Double) -> String {
        let conversion = uppercase ? String(conversion).uppercased() : String(conversion)
        let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + conversion
        return String(format: format, value)
    }
}
