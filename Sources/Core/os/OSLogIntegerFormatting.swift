/// How an interpolated integer is written: decimal, hexadecimal or octal, with a sign, a
/// prefix, upper case and a minimum of digits as asked.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    private init(radix: Int, explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) {
        self.radix = radix
        self.explicitPositiveSign = explicitPositiveSign
        self.includePrefix = includePrefix
        self.uppercase = uppercase
        self.minDigits = max(0, min(minDigits, 64))
    }

    /// Decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// Decimal, with a `+` on positive numbers if asked.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign)
    }
    /// Decimal with at least `minDigits` digits (zero-padded).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, minDigits: minDigits())
    }
    /// Hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// Hexadecimal, with a sign, a `0x` prefix and upper case as asked.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase)
    }
    /// Hexadecimal with at least `minDigits` digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
                               minDigits: minDigits())
    }
    /// Octal.
    public static let octal = OSLogIntegerFormatting(radix: 8)
    /// Octal, with a sign, a `0` prefix and upper case as asked.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase)
    }
    /// Octal with at least `minDigits` digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
                               minDigits: minDigits())
    }

    /// `value` written this way. Hexadecimal and octal write a negative number's bits, as
    /// `%x` does.
    func text<T: FixedWidthInteger>(_ value: T) -> String {
        let digits: String
        var sign = ""
        if radix == 10 {
            digits = String(value.magnitude)
            if value < 0 { sign = "-" } else if explicitPositiveSign { sign = "+" }
        } else {
            let bits = UInt64(truncatingIfNeeded: value) & (T.bitWidth >= 64 ? .max : (1 << UInt64(T.bitWidth)) - 1)
            digits = String(bits, radix: radix, uppercase: uppercase)
            if explicitPositiveSign { sign = "+" }
        }
        let padded = String(repeating: "0", count: max(0, minDigits - digits.count)) + digits
        let prefix = includePrefix ? (radix == 16 ? (uppercase ? "0X" : "0x") : "0") : ""
        return sign + prefix + padded
    }
}
