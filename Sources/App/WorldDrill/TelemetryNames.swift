/// The names of the telemetry events the built-in app sends (Y1), for `expect telemetry`,
/// `expect telemetry sent` and `expect no telemetry`: a misspelt name is bad input (DL504) with
/// the nearest as a hint, found before anything runs, not an expectation that can never hold
/// (or, for `expect no telemetry`, one that always does). A test runs every shipped scenario
/// and checks each event sent is named here.
public enum TelemetryNames {
    /// The names, grouped by what they are about.
    public static let all: [String] = [
        "call.start", "call.secret", "call.connected", "call.failed", "call.end", "call.state", "call.mute",
        "call.handover", "call.client", "call.conversation_switched",
        "car.tap", "car.screen", "retry.scheduled", "retry.gave_up",
        "speech.start", "speech.stop", "reply.start", "reply.audio", "reply.end", "reply.latency", "reply.interrupted", "reply.truncated",
        "tool.start", "tool.end", "transcript.line", "realtime.error", "settings.changed", "settings.reset",
        "cue", "cue.thinking_timeout", "mic.permission", "mic.stall", "mic.lost", "mic.back", "mic.gave_up",
        "audio.session", "audio.route", "audio.interruption", "engine.start", "engine.restart", "app.background",
    ]
}
