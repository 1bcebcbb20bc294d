// Measurements the sound tests make on samples: pitch from zero crossings, peaks, onsets.

/// The pitch of `samples` in hertz, from the zero crossings between the first and the last
/// (linearly interpolated); nil with fewer than three crossings. Zero samples are skipped, so a
/// quantized fade does not count as crossings.
func estimatePitch(_ samples: ArraySlice<Int16>, sampleRate: Int) -> Double? {
    var crossings: [Double] = []
    var previous: (index: Int, value: Int)?
    for (index, sample) in zip(samples.indices, samples) where sample != 0 {
        let value = Int(sample)
        if let previous, (previous.value < 0) != (value < 0) {
            let fraction = Double(-previous.value) / Double(value - previous.value)
            crossings.append(Double(previous.index) + fraction * Double(index - previous.index))
        }
        previous = (index, value)
    }
    guard crossings.count >= 3, let first = crossings.first, let last = crossings.last else { return nil }
    let periods = Double(crossings.count - 1) / 2
    return periods / ((last - first) / Double(sampleRate))
}

/// The largest magnitude in `samples`.
func peak(_ samples: ArraySlice<Int16>) -> Int {
    samples.reduce(0) { max($0, Int($1.magnitude)) }
}

/// The index of the first non-zero sample at or after `start`, or nil.
func firstNonZero(_ samples: [Int16], from start: Int = 0) -> Int? {
    samples[start...].firstIndex { $0 != 0 }
}
