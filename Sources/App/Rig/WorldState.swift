import Host
import CarApp

/// What decides a world's future: the reducers' states, the fakes and the pending timers.
/// This is what the explorer fingerprints; `now` is kept out of it (timers count by time left).
public struct WorldState: Sendable {
    /// The strict head unit (H1-H13).
    public var host: HostState
    /// The app under test.
    public var app: CarScene
    /// Every pending timer, in firing order (its clock follows `now`).
    public var timers = VirtualClock<WorldTimer>()
    /// Events waiting their turn at the current instant (completions, server answers: H4's "later").
    public var later: [AppEvent] = []
    /// The app's server (L1, T3, C5).
    public var server: ServerFake
    /// The Realtime socket (L1, L3).
    public var realtime: RealtimeFake
    /// The car's cable is in.
    public var plugged = false
    /// The audio engine (A1-A3).
    public var engine = AudioEngineFake()
    /// The app crashed outside the host (the audio engine: A1-A3).
    public var appCrashed = false
    /// The virtual clock.
    public var now = Instant.zero {
        didSet { timers.now = now }
    }

    /// A world's state at time zero: `host` and `app` as given, the fakes as `server` and `realtime`.
    public init(host: HostState, app: CarScene, server: ServerFake = ServerFake(), realtime: RealtimeFake = RealtimeFake()) {
        self.host = host
        self.app = app
        self.server = server
        self.realtime = realtime
    }
}

/// Equal worlds: the same state at the same `now`, every stored property compared (synthesized;
/// the reducers' instants are absolute, so equality asks for the same clock). The hash, relative
/// to the clock, is consistent with it: equal states fingerprint alike.
extension WorldState: Hashable {
    /// Hashed by its fingerprint (`fingerprint`, relative to `now`).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprint)
    }
}

extension WorldState: Fingerprintable {
    /// The state's fingerprint, relative to `now`: what the explorer's visited set keeps.
    public var fingerprint: UInt64 { fingerprintValue }

    /// Feeds what decides the future, every instant relative to `now`: timers by time left,
    /// the reducers' instants by time since (DESIGN.md), so worlds that differ only in `now`
    /// fingerprint alike and the visited set hits. The server's next conversation number stays
    /// out: it only numbers conversations.
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(host)
        host.fingerprintInstants(into: &f, now: now)
        f.combine(app)
        app.fingerprintInstants(into: &f, now: now)
        f.combine(timers)
        f.combine(later)
        f.combine(server)
        f.combine(realtime)
        f.combine(plugged)
        f.combine(engine)
        f.combine(appCrashed)
    }
}
