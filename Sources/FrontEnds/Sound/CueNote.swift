import Foundation

/// One note of a cue: a pitch made of sine partials, placed in time inside the cue, at a level.
///
/// The level is the note's peak (the partials are normalized so their sum peaks at exactly
/// this level), so "quiet" and "soft" are peaks you can measure in the written WAV.
///
/// ```swift
/// let a = CueNote(frequency: 880, startMs: 0, durationMs: 70, levelDBFS: -26, partials: [1, 0.2])
/// a.linearPeak   // ≈ 0.050 of full scale
/// ```
public struct CueNote: Hashable, Sendable {
    /// The fundamental, in hertz.
    public var frequency: Double
    /// Where the note starts, in milliseconds from the start of the cue.
    public var startMs: Int
    /// How long the note lasts, attack and release included, in milliseconds.
    public var durationMs: Int
    /// The note's peak, in dB relative to full scale (0 dBFS = 32767).
    public var levelDBFS: Double
    /// The relative amplitudes of the harmonics: `partials[k]` weighs `(k + 1) × frequency`.
    /// Keep every overtone well below half the fundamental so the wave crosses zero exactly
    /// twice a period (the tests estimate pitch from zero crossings).
    public var partials: [Double]

    /// A note of `frequency` Hz from `startMs` for `durationMs`, peaking at `levelDBFS`.
    public init(frequency: Double, startMs: Int, durationMs: Int, levelDBFS: Double, partials: [Double]) {
        self.frequency = frequency
        self.startMs = startMs
        self.durationMs = durationMs
        self.levelDBFS = levelDBFS
        self.partials = partials
    }

    /// The peak as a fraction of full scale (`10^(dBFS/20)`).
    public var linearPeak: Double { pow(10, levelDBFS / 20) }

    /// Where the note ends, in milliseconds from the start of the cue.
    public var endMs: Int { startMs + durationMs }
}
