import Host

/// The navigator the app runs: the real one or a known-broken teaching example, chosen by name.
/// A struct holding the real navigator's state in place, not an enum of navigators: reading an
/// enum's payload (is it idle? its fingerprint) copies the whole navigator, and the explorer
/// reads it after every event. The broken navigators built another way sit in `other`, nil for
/// the real one, so a world running it copies nothing more.
public struct AnyNavigator: Reducer, Hashable, Sendable {
    /// N1: a navigator's answers are the host calls and timers the world carries out.
    public typealias Output = Effect

    /// Which navigator runs.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The real navigator (N1-N5).
        case standard
        /// `NaiveNavigator`: no queue, no completions (H2, H4).
        case naive
        /// A teaching example of what N2 prevents: **comparing `presentedTemplate` by
        /// identity**. It queues (N1) and passes completions (N3) like the real navigator, but
        /// to decide whether its call screen is still up it asks the car:
        /// `interfaceController.presentedTemplate === callScreen`. CarPlay hands back a
        /// stand-in, never the instance that was presented (H5), so the answer is always no:
        /// when the call ends the navigator believes the screen is already gone and never
        /// dismisses it. The seed's words: "When it compared the two by identity, the call
        /// screen stayed up after the car gave up." The rig reports that as the invariant N2 (a
        /// call screen with no call), and the next attempt's present is refused (H3). It is the
        /// real navigator's reducer with `Navigator.PresentedCheck.identity`.
        case identity
        /// `NoCompletionNavigator`: a queue paced by an assumed animation time, no completions.
        case noCompletion = "no-completion"
    }

    /// Which navigator this is.
    public let kind: Kind
    /// The state of the real navigator, and of the identity one (the same reducer).
    private var core: Navigator
    /// The state of a navigator built another way; nil for the two above.
    private var other: Other?

    /// Boxed (`indirect`): a world running the real navigator carries one pointer for it.
    private indirect enum Other: Hashable, Sendable {
        case naive(NaiveNavigator)
        case noCompletion(NoCompletionNavigator)
    }

    /// The real navigator, with `navigator`'s state.
    public static func standard(_ navigator: Navigator) -> AnyNavigator {
        AnyNavigator(kind: .standard, core: navigator, other: nil)
    }

    /// The names `given navigator NAME` and `--navigator NAME` accept.
    public static let names = Kind.allCases.map(\.rawValue)

    /// The navigator called `name`, or nil.
    public static func named(_ name: String, rateLimitMs: Millis = 100) -> AnyNavigator? {
        guard let kind = Kind(rawValue: name) else { return nil }
        switch kind {
        case .standard: return .standard(Navigator(rateLimitMs: rateLimitMs))
        case .naive: return AnyNavigator(kind: kind, core: Navigator(), other: .naive(NaiveNavigator()))
        case .identity: return AnyNavigator(kind: kind, core: Navigator(rateLimitMs: rateLimitMs, presentedCheck: .identity), other: nil)
        case .noCompletion: return AnyNavigator(kind: kind, core: Navigator(), other: .noCompletion(NoCompletionNavigator()))
        }
    }

    /// This navigator's name.
    public var name: String { kind.rawValue }

    /// Whether the navigator's log lines are built (the real one's; the others write none).
    public var keepsLog: Bool {
        get { core.keepsLog }
        set { core.keepsLog = newValue }
    }

    /// True when no change is queued, animating or held (the rig checks invariants then).
    public var isIdle: Bool {
        switch other {
        case nil: return core.isIdle
        case .naive?: return true
        case .noCompletion(let n)?: return n.isIdle
        }
    }

    /// Hashed by its fingerprint.
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// The navigator's instants, relative to `now` (its `fingerprint(into:)` leaves them out).
    @inline(__always)
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        if other == nil { core.fingerprintInstants(into: &f, now: now) }
    }

    /// True for the one navigator that reads the host (the identity navigator: its check asks
    /// for `presentedTemplate`, N2's bug); the others go by their own record and never read it.
    public var readsHost: Bool { kind == .identity }

    /// H5: keeps what the host's getters return now (`host`, built only then) for the navigator
    /// that reads them, before it runs; the others never see it.
    @inline(__always)
    public mutating func see(_ host: () -> HostView) {
        if readsHost { core.hostView = host() }
    }

    /// Handles one event, in place: host calls and timers appended to the world's buffer (N1-N5).
    public mutating func reduce(_ event: NavigatorEvent, now: Instant, into out: inout [Effect]) {
        guard var o = other.take() else { return core.reduce(event, now: now, into: &out) }
        switch o {
        case .naive(var n):
            o = .naive(NaiveNavigator())   // the only copy of `n` while it changes
            n.reduce(event, now: now, into: &out)
            o = .naive(n)
        case .noCompletion(var n):
            o = .naive(NaiveNavigator())
            n.reduce(event, now: now, into: &out)
            o = .noCompletion(n)
        }
        other = o
    }
}

extension AnyNavigator: Fingerprintable {
    /// Which navigator, then its state.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch other {
        case nil:
            f.combine(tag: kind == .standard ? 0 : 2, of: 4)
            f.combine(core)
        case .naive(let n)?: f.combine(tag: 1, of: 4); f.combine(n)
        case .noCompletion(let n)?: f.combine(tag: 3, of: 4); f.combine(n)
        }
    }
}
