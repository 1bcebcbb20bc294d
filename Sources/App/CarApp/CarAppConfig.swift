import Host

/// The app's numbers: what SPEC fixes (L2, L3, L4, L5, O2) and what the rig may change.
public struct CarAppConfig: Hashable, Sendable {
    /// L2: an attempt not up within this gives up.
    public var giveUpMs: Millis = 15_000
    /// L3: the ping interval.
    public var pingMs: Millis = 5_000
    /// L3: silence after a pong that drops the call.
    public var silenceDropMs: Millis = 20_000
    /// L4: delays before each retry.
    public var retryDelays: [Millis] = [2_000, 5_000, 15_000]
    /// L5: the retry window.
    public var retryWindowMs: Millis = 30_000
    /// O2: the landing's delay after unplugging.
    public var handoverMs: Millis = 3_000
    /// H12: the host's rate limit the navigator respects.
    public var stateRateLimitMs: Millis = 100
    /// Y5: the `Call telemetry` level.
    public var telemetryLevel = TelemetryBatcher.Level.debug
    /// A1-A3: how the app handles its audio engine (`standard`, or a broken teaching variant).
    public var engineHandling = AudioEngineController.Variant.standard
    /// The class the gear's panel is built with: a list (G2). A teaching example of H13 sets it
    /// to a class a voice conversation app may not use (`map`): pushing it crashes (B3).
    public var panelTemplate = TemplateKind.list
    /// Q8: the audio route's latency.
    public var routeLatencyMs: Millis = 0
    /// False when nothing keeps the app's log lines (the explorer): they are not built at all.
    public var keepsLog = true

    /// SPEC's numbers: a 15 s give-up, 5 s pings, a 20 s silence drop, retries after 2, 5 and 15 s
    /// within 30 s, a 3 s landing; telemetry at `debug`, the standard engine handling.
    public init() {}
}
