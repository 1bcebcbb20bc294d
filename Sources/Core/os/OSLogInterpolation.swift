import Foundation

/// The parts of a log message, as the compiler builds them from a string interpolation: each
/// `appendInterpolation` overload is one kind of value Apple's `os` accepts, with the same
/// parameters. Optionals other than an error or an object are not accepted, as on Apple's
/// (write `\(String(describing: value))`).
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// A literal part, or a value to evaluate, format and align, or hide.
    private enum Part {
        case literal(String)
        case value(privacy: OSLogPrivacy, align: OSLogStringAlignment, text: () -> String)
    }

    private var parts: [Part] = []

    /// An empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
        parts.reserveCapacity(max(0, min(interpolationCount, 64)) * 2 + 1)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
        parts.append(.literal(literal))
    }

    private mutating func append(_ privacy: OSLogPrivacy, _ align: OSLogStringAlignment = .none, _ text: @escaping () -> String) {
        parts.append(.value(privacy: privacy, align: align, text: text))
    }

    /// The message as written.
    var text: String {
        parts.map { part in
            switch part {
            case .literal(let literal): literal
            case .value(let privacy, let align, let text): align.apply(privacy.hidesValue ? "<private>" : text())
            }
        }.joined()
    }

    // MARK: Strings

    /// Appends a string.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align, argumentString)
    }

    /// Appends a string with attributes for log tools (HeadUnit writes none).
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String) {
        append(privacy, align, argumentString)
    }

    // MARK: Signed integers

    /// Appends an `Int`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends an `Int8`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends an `Int16`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends an `Int32`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends an `Int64`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    // MARK: Unsigned integers

    /// Appends a `UInt`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends a `UInt8`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends a `UInt16`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends a `UInt32`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends a `UInt64`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends any fixed-width integer, with attributes for log tools (HeadUnit writes none).
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto, attributes: String) {
        append(privacy, align) { format.text(number()) }
    }

    // MARK: Floating point

    /// Appends a `Double` (six places unless `format` says otherwise).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends a `Double` with attributes for log tools (HeadUnit writes none).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String) {
        append(privacy, align) { format.text(number()) }
    }

    /// Appends a `Float` (six places unless `format` says otherwise).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { format.text(Double(number())) }
    }

    /// Appends a `Float` with attributes for log tools (HeadUnit writes none).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String) {
        append(privacy, align) { format.text(Double(number())) }
    }

    // MARK: Booleans

    /// Appends a `Bool`: `true`/`false`, or `YES`/`NO`.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        append(privacy) { format.text(boolean()) }
    }

    // MARK: Other values

    /// Appends any value's `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { value().description }
    }

    /// Appends any value's `description`, with attributes for log tools (HeadUnit writes none).
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto, attributes: String) {
        append(privacy, align) { value().description }
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy, align) { String(describing: value()) }
    }

    /// Appends a type's name, with attributes for log tools (HeadUnit writes none).
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String) {
        append(privacy, align) { String(describing: value()) }
    }

    /// Appends an object's `description`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        append(privacy) { argumentObject().description }
    }

    /// Appends an object's `description`, with attributes for log tools (HeadUnit writes none).
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto,
                                             attributes: String) {
        append(privacy) { argumentObject().description }
    }

    /// Appends an object's `description`, or `(null)`.
    public mutating func appendInterpolation(_ object: @autoclosure @escaping () -> NSObject?, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {
        append(privacy) { object()?.description ?? "(null)" }
    }

    /// Appends an error's description.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {
        append(privacy) { String(describing: error()) }
    }

    /// Appends an error's description, or `(null)`.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> (any Error)?, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {
        append(privacy) { error().map { String(describing: $0) } ?? "(null)" }
    }
}
