import CarApp

extension CueSynth {
    /// The synthesis real-time factor for `headunit bench`: seconds of cue audio rendered per
    /// second of machine time, rendering all seven cues `iterations` times without the cache.
    ///
    /// This reads the machine's clock (`ContinuousClock`), so it lives here in Sound and is never
    /// called by tests or the core.
    ///
    /// ```swift
    /// let factor = CueSynth.measureRealTimeFactor(iterations: 20)   // several thousand in a release build
    /// ```
    ///
    /// One untimed pass first, so the figure leaves out one-time costs (page faults, the
    /// envelope tables), then `iterations` timed passes.
    public static func measureRealTimeFactor(iterations: Int = 20) -> Double {
        for cue in Cue.allCases { _ = render(cue) }
        let clock = ContinuousClock()
        var rendered = 0
        let elapsed = clock.measure {
            for _ in 0..<max(1, iterations) {
                for cue in Cue.allCases {
                    rendered += render(cue).count
                }
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let audioSeconds = Double(rendered) / Double(sampleRate)
        return seconds > 0 ? audioSeconds / seconds : .infinity
    }
}
