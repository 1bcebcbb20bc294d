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
    /// The framework's words (or the invariant's).
    public var message: String
    /// The call that caused it, as it was made.
    public var call: String
    /// The host's state at the time.
    public var hostState: String
    /// When it happened.
    public var at: Instant

    /// A report of `rule` firing at `at`, with the framework's `message`, the `call` that caused it
    /// and the host's state then.
    public init(kind: Kind = .crash, rule: String, message: String, call: String, hostState: String, at: Instant) {
        self.kind = kind
        self.rule = rule
        self.message = message
        self.call = call
        self.hostState = hostState
        self.at = at
    }

    /// The report as the drill and the explorer print it: the kind, rule, time and message, then
    /// the call and the host's state on lines of their own.
    public var description: String {
        "\(kind == .crash ? "crash" : "invariant") \(rule) at \(at): \(message)\n  call: \(call)\n  host: \(hostState)"
    }
}

extension CrashReport: Fingerprintable {
    /// Every field, `at` as the absolute instant (as its synthesized `Hashable` has it).
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
