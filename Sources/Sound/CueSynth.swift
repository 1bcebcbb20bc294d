import CarApp
import Foundation

/// Synthesizes the seven cues (SPEC Q1-Q6, M2) as 16-bit mono PCM at 48 kHz.
///
/// Pure sample math: every cue is a short list of ``CueNote``s (sine partials under a
/// raised-cosine attack and release), so the same cue gives the same samples on every run.
/// docs/CUES.md holds the same table with the reasons.
///
/// ```swift
/// let samples = CueSynth.samples(for: .connected)   // [Int16], 240 ms at 48 kHz
/// let wav = WAVFile.encode(samples: samples, sampleRate: CueSynth.sampleRate)
/// ```
public enum CueSynth {
    /// Samples per second of every cue and track.
    public static let sampleRate = 48_000
    /// Samples per millisecond (`sampleRate / 1000`): a cue at `startMs` starts at `startMs × 48`.
    public static let samplesPerMs = 48
    /// The raised-cosine attack of every note, in milliseconds: the note starts at exactly zero.
    public static let attackMs = 5
    /// The raised-cosine release of every note, in milliseconds: the note ends at exactly zero.
    public static let releaseMs = 15

    // The palette. Pitches: equal temperament, A4 = 440 Hz. "Soft" cues peak at -12…-16 dBFS,
    // "quiet" ones at -26…-28 dBFS; "low" notes sit below 400 Hz, the connection notes above 600.
    static let e5 = 659.26, a5 = 880.0
    static let a3 = 220.0, c4 = 261.63, d4 = 293.66, e4 = 329.63
    /// A warm note: the fundamental with a little octave and twelfth.
    static let bell: [Double] = [1.0, 0.25, 0.08]
    /// A tick: brighter overtones on a very short note.
    static let tick: [Double] = [1.0, 0.3, 0.12]

    /// The notes of `cue`, in order of their start (the table in docs/CUES.md).
    public static func notes(for cue: Cue) -> [CueNote] {
        switch cue {
        case .connected:
            // Q1, M2: two soft rising notes — a call came up, or the microphone came back.
            return [
                CueNote(frequency: e5, startMs: 0, durationMs: 110, levelDBFS: -12, partials: bell),
                CueNote(frequency: a5, startMs: 130, durationMs: 110, levelDBFS: -12, partials: bell),
            ]
        case .heard:
            // Q2: one short quiet note — the app heard the person stop talking.
            return [CueNote(frequency: a5, startMs: 0, durationMs: 70, levelDBFS: -26, partials: bell)]
        case .thinking:
            // Q3: a quiet low tick, about once a second while the reply is awaited.
            return [CueNote(frequency: a3, startMs: 0, durationMs: 40, levelDBFS: -28, partials: tick)]
        case .working:
            // Q4: a soft low pair — a tool is running.
            return [
                CueNote(frequency: d4, startMs: 0, durationMs: 80, levelDBFS: -16, partials: bell),
                CueNote(frequency: d4, startMs: 140, durationMs: 80, levelDBFS: -16, partials: bell),
            ]
        case .failed:
            // Q5: two low falling notes — something failed, at most once a turn.
            return [
                CueNote(frequency: e4, startMs: 0, durationMs: 150, levelDBFS: -14, partials: bell),
                CueNote(frequency: a3, startMs: 170, durationMs: 180, levelDBFS: -14, partials: bell),
            ]
        case .ended:
            // Q6: one soft low note — the person hung up.
            return [CueNote(frequency: c4, startMs: 0, durationMs: 320, levelDBFS: -14, partials: bell)]
        case .disconnected:
            // Q6, M2: the connected notes falling — the call dropped or the microphone was lost.
            return [
                CueNote(frequency: a5, startMs: 0, durationMs: 110, levelDBFS: -12, partials: bell),
                CueNote(frequency: e5, startMs: 130, durationMs: 110, levelDBFS: -12, partials: bell),
            ]
        }
    }

    /// How long `cue` lasts, in milliseconds (the end of its last note).
    public static func durationMs(of cue: Cue) -> Int {
        notes(for: cue).map(\.endMs).max() ?? 0
    }

    /// The samples of `cue`, rendered once and kept (the player and the track renderer use these).
    public static func samples(for cue: Cue) -> [Int16] {
        rendered[cue] ?? render(cue)
    }

    /// Every cue rendered once; a `let` of plain values, so it is safe from any thread.
    private static let rendered: [Cue: [Int16]] = Dictionary(
        uniqueKeysWithValues: Cue.allCases.map { ($0, render($0)) }
    )

    /// Renders `cue` from its notes, without the cache (the bench measures this).
    public static func render(_ cue: Cue) -> [Int16] {
        render(notes: notes(for: cue))
    }

    /// Renders any list of notes: `durationMs × 48` samples, notes mixed where they overlap.
    public static func render(notes: [CueNote]) -> [Int16] {
        let length = (notes.map(\.endMs).max() ?? 0) * samplesPerMs
        var mix = [Double](repeating: 0, count: length)
        for note in notes {
            add(note, into: &mix)
        }
        return mix.map(quantize)
    }

    /// The peak of `samples` in dBFS (0 dBFS = 32767); `-infinity` for silence.
    public static func peakDBFS(_ samples: [Int16]) -> Double {
        let peak = samples.reduce(0) { max($0, Int($1.magnitude)) }
        return peak == 0 ? -.infinity : 20 * log10(Double(peak) / 32767)
    }

    /// Adds one note's samples to `mix` (full scale = 32767).
    static func add(_ note: CueNote, into mix: inout [Double]) {
        let start = note.startMs * samplesPerMs
        let count = note.durationMs * samplesPerMs
        guard count > 0 else { return }
        let attack = min(attackMs * samplesPerMs, count / 2)
        let release = min(releaseMs * samplesPerMs, count - attack)
        let scale = note.linearPeak * 32767 / peakOfPartials(note.partials)
        let step = 2 * Double.pi * note.frequency / Double(sampleRate)
        for n in 0..<count where start + n < mix.count {
            // Envelope: raised cosine up from exactly 0, hold at 1, raised cosine down to
            // exactly 0 on the last sample, so the note never clicks.
            var envelope = 1.0
            if n < attack {
                envelope = 0.5 * (1 - cos(Double.pi * Double(n) / Double(attack)))
            }
            let fromEnd = count - 1 - n
            if fromEnd < release {
                envelope = min(envelope, 0.5 * (1 - cos(Double.pi * Double(fromEnd) / Double(release))))
            }
            let phase = step * Double(n)
            var wave = 0.0
            for (k, weight) in note.partials.enumerated() where weight != 0 {
                wave += weight * sin(Double(k + 1) * phase)
            }
            mix[start + n] += scale * envelope * wave
        }
    }

    /// The peak of the sum of the partials over one period, so a note's level is its real peak.
    static func peakOfPartials(_ partials: [Double]) -> Double {
        let steps = 8192
        var peak = 0.0
        for i in 0..<steps {
            let theta = 2 * Double.pi * Double(i) / Double(steps)
            var wave = 0.0
            for (k, weight) in partials.enumerated() {
                wave += weight * sin(Double(k + 1) * theta)
            }
            peak = max(peak, abs(wave))
        }
        return peak > 0 ? peak : 1
    }

    /// Rounds to the nearest 16-bit sample, saturating at full scale.
    static func quantize(_ x: Double) -> Int16 {
        Int16(max(-32768, min(32767, x.rounded())))
    }
}
