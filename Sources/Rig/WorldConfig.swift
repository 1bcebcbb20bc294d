import Host
import CarApp

/// How the Realtime fake answers (DESIGN.md): by hand, by itself, or never.
public enum RealtimeMode: Hashable, Sendable {
    /// An attempt waits for a `realtime up` step (or an error, or the 15 s give-up).
    case manual
    /// Every attempt comes up by itself this long after its socket opens.
    case auto(Millis)
    /// Every attempt fails at once with a socket error (the secret points nowhere).
    case unreachable
}

/// The conversation the server starts with.
public enum ConversationSetup: String, Hashable, Sendable {
    case open, none, ended
}

/// Everything a world is set up with (`given …` in a drill).
public struct WorldConfig: Hashable, Sendable {
    public var host = HostConfig()
    public var app = CarAppConfig()
    public var navigator = "standard"
    public var realtime = RealtimeMode.manual
    /// `given secret slow D`: the server takes this long to mint a secret.
    public var secretDelayMs: Millis = 0
    public var conversation = ConversationSetup.open
    public var appForeground = true
    /// Voice settings the app starts with (`given setting NAME VALUE`), by panel row.
    public var settings: [String: String] = [:]
    /// The seed of the world's generator (printed on failure).
    public var seed: UInt64 = 0

    public init() {}
}
