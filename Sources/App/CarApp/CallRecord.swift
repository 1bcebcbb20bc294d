import Host

/// Y1: what an attempt's events record, as data (`LiveCall.Output.record`): the scene turns one
/// into a `TelemetryEvent` only when telemetry is kept (Y5: nothing is built at `off`).
///
/// ```swift
/// CallRecord.replyEnded(failed: false, audioMs: 900, durationMs: 1_200).event
/// // reply.end audio_ms=900 duration_ms=1200 outcome=completed
/// ```
public enum CallRecord: Hashable, Sendable {
    /// L1: `call.secret`, the attempt's secret minted.
    case secret(attempt: Int)
    /// `speech.start`.
    case speechStarted
    /// `reply.interrupted`: the person talked over the reply after `audioMs` of its audio (all of
    /// it heard).
    case replyInterrupted(audioMs: Millis)
    /// `speech.stop`.
    case speechStopped
    /// `reply.start`.
    case replyStarted
    /// `reply.latency`: from the end of speech to the reply.
    case replyLatency(ms: Millis)
    /// `reply.audio`: the reply's first audio, `afterStartMs` after it started and `firstAudioMs`
    /// after the end of speech (when the person had spoken).
    case replyAudio(afterStartMs: Millis, firstAudioMs: Millis?)
    /// `reply.end`: its outcome, how much of its audio played and how long it took.
    case replyEnded(failed: Bool, audioMs: Millis, durationMs: Millis)
    /// `tool.start`, by the tool's name.
    case toolStarted(name: String)
    /// `tool.end`, by its outcome.
    case toolEnded(failed: Bool)
    /// C7: `realtime.error`, by the length of its text.
    case realtimeError(message: String)
    /// Y3: a transcript line, by its length, never its words (`TelemetryBatcher.transcriptLine`).
    case transcriptLine(String)
    /// L8: `call.mute`, the microphone now sent as silence (`muted`) or not, on call `call`.
    case muted(Bool, call: Int)

    /// The telemetry event it records.
    public var event: TelemetryEvent {
        switch self {
        case .secret(let attempt): return TelemetryEvent("call.secret", ["attempt": "\(attempt)"])
        case .speechStarted: return TelemetryEvent("speech.start")
        case .replyInterrupted(let ms): return TelemetryEvent("reply.interrupted", ["audio_ms": "\(ms)", "heard_ms": "\(ms)"])
        case .speechStopped: return TelemetryEvent("speech.stop")
        case .replyStarted: return TelemetryEvent("reply.start")
        case .replyLatency(let ms): return TelemetryEvent("reply.latency", ["reply_ms": "\(ms)"])
        case .replyAudio(let afterStart, let firstAudio):
            var fields = ["after_start_ms": "\(afterStart)"]
            if let firstAudio { fields["first_audio_ms"] = "\(firstAudio)" }
            return TelemetryEvent("reply.audio", fields)
        case .replyEnded(let failed, let audio, let duration):
            return TelemetryEvent("reply.end", ["outcome": failed ? "failed" : "completed", "audio_ms": "\(audio)", "duration_ms": "\(duration)"])
        case .toolStarted(let name): return TelemetryEvent("tool.start", ["name": name])
        case .toolEnded(let failed): return TelemetryEvent("tool.end", ["outcome": failed ? "failed" : "completed"])
        case .realtimeError(let message): return TelemetryEvent("realtime.error", ["length": "\(message.count)"])
        case .transcriptLine(let text): return TelemetryBatcher.transcriptLine(text)
        case .muted(let muted, let call): return TelemetryEvent("call.mute", ["muted": "\(muted)", "call": "\(call)"])
        }
    }
}
