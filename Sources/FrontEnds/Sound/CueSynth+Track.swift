import CarApp

extension CueSynth {
    /// Lays a drill's cues on a silent timeline so a person can hear the drill.
    ///
    /// Each cue's samples start at sample `startMs × 48`; cues that overlap are mixed by
    /// saturating addition; whatever runs past `durationMs` is cut off, and a cue that would
    /// start before 0 loses its head. The result is `durationMs × 48` samples.
    ///
    /// ```swift
    /// let track = CueSynth.renderTrack(
    ///     [CueOnset(cue: .connected, startMs: 0), CueOnset(cue: .ended, startMs: 2_000)],
    ///     durationMs: 3_000)
    /// let wav = WAVFile.encode(samples: track, sampleRate: CueSynth.sampleRate)
    /// ```
    public static func renderTrack(_ entries: [CueOnset], durationMs: Int64) -> [Int16] {
        let length = Int(max(0, durationMs)) * samplesPerMs
        var track = [Int16](repeating: 0, count: length)
        for entry in entries {
            let samples = samples(for: entry.cue)
            let start = Int(entry.startMs) * samplesPerMs
            let from = max(0, -start)
            let to = min(samples.count, length - start)
            guard from < to else { continue }
            for i in from..<to {
                let sum = Int32(track[start + i]) + Int32(samples[i])
                track[start + i] = Int16(clamping: sum)
            }
        }
        return track
    }
}
