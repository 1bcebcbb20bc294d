import Host

/// Durations as drill files write them: a whole or decimal number glued to a unit, `300ms`,
/// `2s`, `1.5s`, `1m`, converted to whole milliseconds.
///
/// ```swift
/// DurationLiteral.parse("1.5s")    // 1500
/// DurationLiteral.parse("1.5ms")   // nil: a fraction of a millisecond
/// ```
public enum DurationLiteral {
    /// The hint every bad duration gets.
    public static let expectedForm = "expected a duration like 300ms, 2s, 1.5s or 1m"

    /// The duration `text` stands for, in milliseconds, or nil if it is not one.
    public static func parse(_ text: String) -> Millis? {
        try? milliseconds(text)
    }

    /// The duration `text` stands for, or why it is not one (a phrase for a message).
    static func milliseconds(_ text: String) throws(Problem) -> Millis {
        let bytes = Array(text.utf8)
        var i = 0
        if bytes.first == UInt8(ascii: "-") { throw .negative }
        var whole: Millis = 0
        var digits = 0
        while i < bytes.count, let d = digit(bytes[i]) {
            (whole, digits, i) = (try appendDigit(whole, d), digits + 1, i + 1)
        }
        var fraction: [Millis] = []
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count, let d = digit(bytes[i]) {
                fraction.append(d)
                i += 1
            }
            if fraction.isEmpty { throw .notANumber }
        }
        if digits == 0 { throw .notANumber }
        let unit = String(decoding: bytes[i...], as: UTF8.self)
        let scale: Millis
        switch unit {
        case "ms": scale = 1
        case "s": scale = 1_000
        case "m": scale = 60_000
        case "": throw .missingUnit
        default: throw .unknownUnit(unit)
        }
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: scale)
        if overflow { throw .tooLarge }
        // The fraction must come to whole milliseconds: 1.5s is 1500ms, 1.0005s is not.
        var part: Millis = 0
        var place = scale
        for d in fraction {
            guard place % 10 == 0 else {
                if d != 0 { throw .fractionOfAMillisecond }
                continue
            }
            place /= 10
            part += d * place
        }
        let (total, overflow2) = scaled.addingReportingOverflow(part)
        if overflow2 { throw .tooLarge }
        return total
    }

    private static func digit(_ byte: UInt8) -> Millis? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Millis(byte - UInt8(ascii: "0")) : nil
    }

    private static func appendDigit(_ value: Millis, _ d: Millis) throws(Problem) -> Millis {
        let (times10, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(d)
        if o1 || o2 { throw .tooLarge }
        return sum
    }

    /// Why a text is not a duration.
    enum Problem: Error, Equatable {
        case negative
        case notANumber
        case missingUnit
        case unknownUnit(String)
        case fractionOfAMillisecond
        case tooLarge

        /// A phrase for the diagnostic's message.
        var phrase: String {
            switch self {
            case .negative: "a duration cannot be negative"
            case .notANumber: "it does not start with a number"
            case .missingUnit: "it has no unit (ms, s or m, glued to the number)"
            case .unknownUnit(let unit): "'\(unit)' is not a unit (ms, s or m)"
            case .fractionOfAMillisecond: "it is a fraction of a millisecond"
            case .tooLarge: "it is too large"
            }
        }
    }
}
