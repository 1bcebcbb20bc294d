/// A log message: a string literal with interpolated values, each with its privacy and format
/// (`"Playing \(title, privacy: .public) at \(rate, format: .fixed(precision: 1))x"`). Values
/// are kept as closures and evaluated only when the message is written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The literal parts and the values.
    let interpolation: OSLogInterpolation

    /// A message of literal text.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// A message of literal text and interpolated values.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// The message as HeadUnit writes it: values evaluated, formatted, aligned, hidden ones as
    /// `<private>`.
    var text: String { interpolation.text }
}
