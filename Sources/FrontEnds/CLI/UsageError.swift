/// A usage error: what is wrong with the command line, in one sentence (exit 64, DESIGN.md,
/// The CLI). An option's validation throws it with its own words:
///
/// ```swift
/// throw UsageError("--seed wants a whole number (decimal or 0x hex)")
/// ```
public struct UsageError: Error, Hashable, Sendable {
    /// The sentence, without the `headunit COMMAND: ` the command line puts before it.
    public let message: String

    /// The usage error that says `message`.
    public init(_ message: String) {
        self.message = message
    }
}
