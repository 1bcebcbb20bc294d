import Host

/// A teaching example of what N2 prevents: **comparing `presentedTemplate` by identity**.
///
/// It queues (N1) and passes completions (N3) like the real navigator, but to decide whether
/// its call screen is still up it asks the car: `interfaceController.presentedTemplate ===
/// callScreen`. CarPlay hands back a stand-in, never the instance that was presented (H5), so
/// the answer is always no: when the call ends the navigator believes the screen is already
/// gone and never dismisses it. The seed's words: "When it compared the two by identity, the
/// call screen stayed up after the car gave up." The rig reports that as the invariant N2
/// (a call screen with no call), and the next attempt's present is refused (H3).
///
/// Select it with `given navigator identity` or `headunit explore --navigator identity`.
public struct IdentityNavigator: NavigatorReducer, Hashable, Sendable {
    private var inner = Navigator(presentedCheck: .identity)

    public init(rateLimitMs: Millis = 100) {
        inner.rateLimitMs = rateLimitMs
    }

    /// True when nothing is queued or animating.
    public var isIdle: Bool { inner.isIdle }

    /// The navigator's instants, relative to `now`.
    @inline(__always)
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        inner.fingerprintInstants(into: &f, now: now)
    }

    /// Handles one event like `Navigator`, with the identity check for dismissals.
    public mutating func reduce(_ event: NavigatorEvent, now: Instant, host: HostView, into out: inout [Effect]) {
        inner.reduce(event, now: now, host: host, into: &out)
    }
}

extension IdentityNavigator: Fingerprintable {
    /// The navigator inside (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(inner)
    }
}
