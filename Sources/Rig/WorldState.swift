import Host
import CarApp

/// What decides a world's future: the reducers' states, the fakes and the pending timers.
/// This is what the explorer fingerprints; `now` is kept out of it (timers count by time left).
public struct WorldState: Sendable {
    public var host: HostState
    public var app: CarScene
    public var timers = TimerQueue()
    /// Events waiting their turn at the current instant (completions, server answers: H4's "later").
    public var later: [AppEvent] = []
    /// The server: the open conversation, the next conversation's number.
    public var serverConversation: Int?
    public var nextConversation = 1
    /// The conversation before the open one (C5: going back reaches it).
    public var earlierConversation: Int?
    /// The Realtime fake: the attempt waiting for `realtime up`, and whether the socket is quiet.
    public var realtimeAttempt: Int?
    public var realtimeQuiet = false
    public var plugged = false
    /// The audio engine (A1-A3).
    public var engine = AudioEngineFake()
    /// The app crashed outside the host (the audio engine: A1-A3).
    public var appCrashed = false
    public var now = Instant.zero {
        didSet { timers.now = now }
    }
}

extension WorldState: Hashable {
    /// Equal worlds: the same state at the same `now` (the reducers' instants are absolute, so
    /// equality asks for the same clock; the hash, relative to the clock, is consistent with it).
    public static func == (a: WorldState, b: WorldState) -> Bool {
        a.now == b.now && a.host == b.host && a.app == b.app && a.timers == b.timers && a.later == b.later
            && a.serverConversation == b.serverConversation && a.earlierConversation == b.earlierConversation && a.realtimeAttempt == b.realtimeAttempt
            && a.realtimeQuiet == b.realtimeQuiet && a.plugged == b.plugged && a.engine == b.engine && a.appCrashed == b.appCrashed
    }
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
    /// fingerprint alike and the visited set hits. The next conversation's number stays out:
    /// it only numbers conversations.
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(host)
        host.fingerprintInstants(into: &f, now: now)
        f.combine(app)
        app.fingerprintInstants(into: &f, now: now)
        f.combine(timers)
        f.combine(later)
        f.combine(serverConversation)
        f.combine(earlierConversation)
        f.combine(realtimeAttempt)
        f.combine(realtimeQuiet)
        f.combine(plugged)
        f.combine(engine)
        f.combine(appCrashed)
    }
}
