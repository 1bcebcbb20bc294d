import Host

/// The seven sounds a call makes (SPEC Q1-Q6). Drill files name them by `rawValue`.
public enum Cue: String, CaseIterable, Hashable, Sendable, Codable {
    /// Q1: two soft rising notes — a call came up, or a lost microphone came back.
    case connected
    /// Q2: one short quiet note — the app heard the person stop talking.
    case heard
    /// Q3: a quiet low tick about once a second while the reply is awaited.
    case thinking
    /// Q4: a soft low pair of notes while a tool runs.
    case working
    /// Q5: two low falling notes — something failed, at most once a turn.
    case failed
    /// Q6: one soft low note — the person hung up.
    case ended
    /// Q6: the connected notes falling — the call dropped or the microphone was lost.
    case disconnected

    /// How long the cue sounds (docs/CUES.md), for the cue log's end times and the cue gate (Q8).
    public var durationMs: Int64 {
        switch self {
        case .connected, .disconnected: return 240
        case .heard: return 70
        case .thinking: return 40
        case .working: return 220
        case .failed: return 350
        case .ended: return 320
        }
    }
}

extension Cue: Fingerprintable {
    /// The cue's tag, one of seven.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .connected: tag = 0
        case .heard: tag = 1
        case .thinking: tag = 2
        case .working: tag = 3
        case .failed: tag = 4
        case .ended: tag = 5
        case .disconnected: tag = 6
        }
        f.combine(tag: tag, of: 7)
    }
}
