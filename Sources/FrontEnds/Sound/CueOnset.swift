import CarApp

/// A cue that started at a moment of virtual time: one line of a drill's cue log.
///
/// ```swift
/// let track = CueSynth.renderTrack([CueOnset(cue: .connected, startMs: 0)], durationMs: 1000)
/// ```
public struct CueOnset: Hashable, Sendable {
    /// The cue that started.
    public var cue: Cue
    /// When it started, in virtual-time milliseconds from the start of the track.
    public var startMs: Int64

    /// `cue` starting at `startMs` milliseconds.
    public init(cue: Cue, startMs: Int64) {
        self.cue = cue
        self.startMs = startMs
    }
}
