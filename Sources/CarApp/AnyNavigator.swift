import Host

/// The navigator the app runs: the real one or a known-broken teaching example, chosen by name.
/// An enum rather than an existential so worlds stay `Hashable` and cheap to copy.
public enum AnyNavigator: NavigatorReducer, Hashable, Sendable {
    case standard(Navigator)
    case naive(NaiveNavigator)
    case identity(IdentityNavigator)
    case noCompletion(NoCompletionNavigator)

    /// The names `given navigator NAME` and `--navigator NAME` accept.
    public static let names = ["standard", "naive", "identity", "no-completion"]

    /// The navigator called `name`, or nil.
    public static func named(_ name: String, rateLimitMs: Millis = 100) -> AnyNavigator? {
        switch name {
        case "standard": return .standard(Navigator(rateLimitMs: rateLimitMs))
        case "naive": return .naive(NaiveNavigator())
        case "identity": return .identity(IdentityNavigator(rateLimitMs: rateLimitMs))
        case "no-completion": return .noCompletion(NoCompletionNavigator())
        default: return nil
        }
    }

    /// This navigator's name.
    public var name: String {
        switch self {
        case .standard: return "standard"
        case .naive: return "naive"
        case .identity: return "identity"
        case .noCompletion: return "no-completion"
        }
    }

    /// True when no change is queued, animating or held (the rig checks invariants then).
    public var isIdle: Bool {
        switch self {
        case .standard(let n): return n.isIdle
        case .naive: return true
        case .identity(let n): return n.isIdle
        case .noCompletion(let n): return n.isIdle
        }
    }

    /// The navigator's instants, relative to `now` (its `fingerprint(into:)` leaves them out).
    @inline(__always)
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        switch self {
        case .standard(let n): n.fingerprintInstants(into: &f, now: now)
        case .identity(let n): n.fingerprintInstants(into: &f, now: now)
        case .naive, .noCompletion: break
        }
    }

    /// Handles one event. The navigator is taken out of `self` while it changes, so its queue
    /// and record are not shared with a second copy (which would copy them on every change).
    public mutating func reduce(_ event: NavigatorEvent, now: Instant, host: HostView, into out: inout [Effect]) {
        switch self {
        case .standard(var n):
            self = .naive(NaiveNavigator())
            n.reduce(event, now: now, host: host, into: &out)
            self = .standard(n)
        case .naive(var n):
            self = .noCompletion(NoCompletionNavigator())
            n.reduce(event, now: now, host: host, into: &out)
            self = .naive(n)
        case .identity(var n):
            self = .naive(NaiveNavigator())
            n.reduce(event, now: now, host: host, into: &out)
            self = .identity(n)
        case .noCompletion(var n):
            self = .naive(NaiveNavigator())
            n.reduce(event, now: now, host: host, into: &out)
            self = .noCompletion(n)
        }
    }
}

/// A navigator: one event in, host calls and timers appended to the world's buffer (N1-N5).
public protocol NavigatorReducer {
    /// Handles one event and appends what it needs done to `out`.
    mutating func reduce(_ event: NavigatorEvent, now: Instant, host: HostView, into out: inout [Effect])
}

extension NavigatorReducer {
    /// Handles one event and returns what it needs done (for callers without a buffer).
    public mutating func reduce(_ event: NavigatorEvent, now: Instant, host: HostView) -> [Effect] {
        var out: [Effect] = []
        reduce(event, now: now, host: host, into: &out)
        return out
    }
}

extension AnyNavigator: Fingerprintable {
    /// Which navigator, then its state (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .standard(let n): f.combine(tag: 0, of: 4); f.combine(n)
        case .naive(let n): f.combine(tag: 1, of: 4); f.combine(n)
        case .identity(let n): f.combine(tag: 2, of: 4); f.combine(n)
        case .noCompletion(let n): f.combine(tag: 3, of: 4); f.combine(n)
        }
    }
}
