/// A failure of the app under test, as a value: a crash the host raised (H4, H7, H9, H13, H6,
/// H10), or an invariant the rig found broken. After a crash the app is dead (H4).
public struct CrashReport: Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: String, Hashable, Sendable {
        /// The app crashed (an uncaught exception or trap).
        case crash
        /// The app kept running but broke an invariant (a call screen left up, N2).
        case invariant
    }

    /// A crash of the app, or an invariant the rig found broken.
    public var kind: Kind
    /// The rule that fired (`H2`, `N2`).
    public var rule: String
    /// The uncaught exception CarPlay raises (`NSGenericException`, `NSInvalidArgumentException`),
    /// when the crash is one; nil for a trap, an invariant, and the built-in app's records (SPEC's
    /// reading keeps the words they always had).
    public var exception: String?
    /// The framework's words: the exception's reason (or the invariant's words).
    public var message: String
    /// The call that caused it, as it was made.
    public var call: String
    /// The host's state at the time.
    public var hostState: String
    /// When it happened.
    public var at: Instant

    /// A report of `rule` firing at `at`: the `exception` raised, if one was, with the framework's
    /// `message` (its reason), the `call` that caused it and the host's state then.
    public init(kind: Kind = .crash, rule: String, exception: String? = nil, message: String, call: String, hostState: String, at: Instant) {
        self.kind = kind
        self.rule = rule
        self.exception = exception
        self.message = message
        self.call = call
        self.hostState = hostState
        self.at = at
    }

    /// The crash as the app's console prints it: for an exception, CarPlay's frame
    /// (`*** Terminating app due to uncaught exception 'NSGenericException', reason: '…'`); else
    /// the message.
    public var printed: String {
        exception.map { HostMessages.uncaught($0, reason: message) } ?? message
    }

    /// The report as the drill and the explorer print it: the kind, rule, time and what the
    /// console prints, then the call and the host's state on lines of their own.
    public var description: String {
        "\(kind == .crash ? "crash" : "invariant") \(rule) at \(at): \(printed)\n  call: \(call)\n  host: \(hostState)"
    }
}

extension CrashReport: Fingerprintable {
    /// Every field but `exception` (nil in the built-in world; elsewhere the message names it),
    /// `at` as the absolute instant (as its synthesized `Hashable` has it).
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(kind)
        f.combine(rule)
        f.combine(message)
        f.combine(call)
        f.combine(hostState)
        f.combine(at)
    }
}

extension CrashReport.Kind: Fingerprintable {
    /// The kind's tag, one of two.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .crash: f.combine(tag: 0, of: 2)
        case .invariant: f.combine(tag: 1, of: 2)
        }
    }
}
