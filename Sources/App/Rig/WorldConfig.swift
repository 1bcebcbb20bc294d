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
    /// Conversation 1 is open: the car shows Continue and New (T1).
    case open
    /// No conversation yet: New alone (T2).
    case none
    /// Conversation 1 was ended: New alone, and going back (C5) reaches it.
    case ended
}

/// Everything a world is set up with (`given …` in a drill).
public struct WorldConfig: Hashable, Sendable {
    /// The head unit's numbers and rules (`given profile`, `given setting "animation" 400`), read
    /// as SPEC writes them: the built-in app's world keeps SPEC's rules (HostFidelity.spec).
    public var host = HostConfig(fidelity: .spec)
    /// The app's numbers, its `Call telemetry` level and its engine handling (A1-A3).
    public var app = CarAppConfig()
    /// The navigator under test, by name (`given navigator naive`; `AnyNavigator.names`).
    public var navigator = "standard"
    /// How the Realtime socket comes up (`given realtime manual|auto D|unreachable`).
    public var realtime = RealtimeMode.manual
    /// `given secret slow D`: the server takes this long to mint a secret.
    public var secretDelayMs: Millis = 0
    /// The conversation the server starts with (`given conversation open|none|ended`).
    public var conversation = ConversationSetup.open
    /// False to launch the app in the background (`given app background`).
    public var appForeground = true
    /// Voice settings the app starts with (`given setting NAME VALUE`), by panel row.
    public var settings: [String: String] = [:]
    /// The seed of the world's generator (printed on failure).
    public var seed: UInt64 = 0

    /// SPEC's defaults: the strict host, the standard navigator, sockets up on `realtime up`,
    /// conversation 1 open, the app in front.
    public init() {}
}
