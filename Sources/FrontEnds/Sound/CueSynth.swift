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
        guard length > 0 else { return [] }
        var mix = [Double](repeating: 0, count: length)
        var peaks: [[Double]: Double] = [:]   // per call: notes of a cue share their partials
        mix.withUnsafeMutableBufferPointer { mix in
            for note in notes {
                let peak = peaks[note.partials] ?? peakOfPartials(note.partials)
                peaks[note.partials] = peak
                add(note, peakOfPartials: peak, into: mix)
            }
        }
        return [Int16](unsafeUninitializedCapacity: length) { out, count in
            mix.withUnsafeBufferPointer { mix in
                for i in 0..<length { out[i] = quantize(mix[i]) }
            }
            count = length
        }
    }

    /// The peak of `samples` in dBFS (0 dBFS = 32767); `-infinity` for silence.
    public static func peakDBFS(_ samples: [Int16]) -> Double {
        let peak = samples.reduce(0) { max($0, Int($1.magnitude)) }
        return peak == 0 ? -.infinity : 20 * log10(Double(peak) / 32767)
    }

    /// Adds one note's samples to `mix` (full scale = 32767):
    /// `scale × envelope(n) × Σ partials[k] × sin((k+1) × step × n)`, where `scale` puts the
    /// note's peak at its level (`peakOfPartials` is ``peakOfPartials(_:)`` of its partials).
    ///
    /// Works in blocks of ``Rotor/block`` samples: the fundamental's cos and sin come from a
    /// ``Rotor`` (no `sin` call per sample), the harmonics from the Chebyshev recurrence
    /// `sin((k+1)θ) = 2 cos θ sin(kθ) − sin((k−1)θ)`, and the envelope from the attack and
    /// release curves (``standardRise`` and ``standardFall`` for every note of 40 ms or more).
    /// Every step is a plain loop over the block, so the compiler vectorizes it. Checked against
    /// calling `sin` and `cos` for every sample and partial: the seven cues come out the same,
    /// bit for bit.
    static func add(_ note: CueNote, peakOfPartials: Double, into mix: UnsafeMutableBufferPointer<Double>) {
        let start = note.startMs * samplesPerMs
        let count = note.durationMs * samplesPerMs
        let limit = min(count, mix.count - start)
        guard count > 0, start >= 0, limit > 0 else { return }
        let attack = min(attackMs * samplesPerMs, count / 2)
        let release = min(releaseMs * samplesPerMs, count - attack)
        let scale = note.linearPeak * 32767 / peakOfPartials
        let weights = note.partials
        guard let first = weights.first else { return }

        // Envelope: raised cosine up from exactly 0, hold at 1, raised cosine down to exactly 0
        // on the last sample, so the note never clicks. rise[n] for n < attack, fall[m] for the
        // sample m before the last (m < release).
        let rise = attack == standardRise.count ? standardRise : raisedCosine(attack)
        let fall = release == standardFall.count ? standardFall : raisedCosine(release)
        let holdFrom = attack, holdTo = count - release   // the envelope is exactly 1 in holdFrom..<holdTo

        let rotor = Rotor(step: 2 * Double.pi * note.frequency / Double(sampleRate))
        let block = Rotor.block
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 5 * block) { scratch in
            let c = scratch.baseAddress!, s = c + block, previous = c + 2 * block
            let current = c + 3 * block, wave = c + 4 * block
            let out = mix.baseAddress! + start
            rise.withUnsafeBufferPointer { rise in
            fall.withUnsafeBufferPointer { fall in
            weights.withUnsafeBufferPointer { weights in
                var base = 0
                while base < limit {
                    let n = min(block, limit - base)
                    rotor.fill(from: base, count: n, cos: c, sin: s)
                    // Harmonic 1, then each next one from the two before it.
                    if weights.count <= 3 {
                        // The palette's case, all in registers (a missing partial weighs 0).
                        let second = weights.count > 1 ? weights[1] : 0
                        let third = weights.count > 2 ? weights[2] : 0
                        for j in 0..<n {
                            let cj = c[j], sj = s[j]
                            let s2 = 2 * cj * sj
                            let s3 = 2 * cj * s2 - sj
                            wave[j] = first * sj + second * s2 + third * s3
                        }
                    } else {
                        for j in 0..<n {
                            wave[j] = first * s[j]
                            previous[j] = 0
                            current[j] = s[j]
                        }
                        for k in 1..<weights.count {
                            let weight = weights[k]
                            for j in 0..<n {
                                let next = 2 * c[j] * current[j] - previous[j]
                                previous[j] = current[j]
                                current[j] = next
                            }
                            if weight != 0 {
                                for j in 0..<n { wave[j] += weight * current[j] }
                            }
                        }
                    }
                    let o = out + base
                    if base >= holdFrom && base + n <= holdTo {
                        for j in 0..<n { o[j] += scale * wave[j] }
                    } else {
                        for j in 0..<n {
                            let i = base + j
                            var envelope = 1.0
                            if i < attack { envelope = rise[i] }
                            let fromEnd = count - 1 - i
                            if fromEnd < release { envelope = min(envelope, fall[fromEnd]) }
                            o[j] += scale * envelope * wave[j]
                        }
                    }
                    base += n
                }
            }
            }
            }
        }
    }

    /// The attack and release curves of every note of at least 40 ms (all the palette's notes),
    /// computed once like a sine table; shorter notes get their own.
    static let standardRise = raisedCosine(attackMs * samplesPerMs)
    static let standardFall = raisedCosine(releaseMs * samplesPerMs)

    /// `0.5 × (1 − cos(π × n / length))` for n in `0..<length`: exactly 0 at n = 0, rising towards 1.
    static func raisedCosine(_ length: Int) -> [Double] {
        guard length > 0 else { return [] }
        let rotor = Rotor(step: Double.pi / Double(length))
        return [Double](unsafeUninitializedCapacity: length) { curve, initialized in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * Rotor.block) { scratch in
                let c = scratch.baseAddress!, s = c + Rotor.block
                var base = 0
                while base < length {
                    let n = min(Rotor.block, length - base)
                    rotor.fill(from: base, count: n, cos: c, sin: s)
                    for j in 0..<n { curve[base + j] = 0.5 * (1 - c[j]) }
                    base += n
                }
            }
            initialized = length
        }
    }

    /// The peak of the sum of the partials over one period, so a note's level is its real peak:
    /// the largest `|Σ partials[k] × sin((k+1) × θ)|` over the 8192 angles `θ = 2π i / 8192`.
    ///
    /// Gives exactly the value of scanning all 8192 angles, with far fewer `sin` calls: a
    /// coarse pass every 64 angles finds each hump, a binary search on the slope finds its top
    /// on the fine grid, and the exact sum is taken there and at the neighbours.
    static func peakOfPartials(_ partials: [Double]) -> Double {
        let steps = 8192
        func exact(_ index: Int) -> Double {
            let i = ((index % steps) + steps) % steps
            let theta = 2 * Double.pi * Double(i) / Double(steps)
            var wave = 0.0
            for (k, weight) in partials.enumerated() {
                wave += weight * sin(Double(k + 1) * theta)
            }
            return abs(wave)
        }
        guard partials.contains(where: { $0 != 0 }) else { return 1 }
        // Many harmonics make humps narrower than the coarse pass: scan every angle.
        guard partials.count <= 8 else {
            let peak = (0..<steps).reduce(0.0) { max($0, exact($1)) }
            return peak > 0 ? peak : 1
        }
        // The coarse pass only picks the humps, so a rotation recurrence (two trig calls) will do.
        let stride = 64, coarse = steps / stride
        let turn = 2 * Double.pi / Double(coarse)
        let turnCos = cos(turn), turnSin = sin(turn)
        var level = [Double](repeating: 0, count: coarse)
        var c = 1.0, s = 0.0
        for i in 0..<coarse {
            var previous = 0.0, current = s, wave = 0.0
            for (k, weight) in partials.enumerated() {
                if k > 0 { (previous, current) = (current, 2 * c * current - previous) }
                wave += weight * current
            }
            level[i] = abs(wave)
            (c, s) = (c * turnCos - s * turnSin, s * turnCos + c * turnSin)
        }
        var peak = 0.0
        for i in 0..<coarse {
            let here = level[i]
            guard here >= level[(i + coarse - 1) % coarse], here >= level[(i + 1) % coarse] else { continue }
            // The hump's top lies within one coarse step either side: binary search on the slope.
            var low = (i - 1) * stride, high = (i + 1) * stride
            while high - low > 2 {
                let middle = (low + high) / 2
                if exact(middle + 1) > exact(middle) { low = middle + 1 } else { high = middle }
            }
            for index in (low - 2)...(high + 2) { peak = max(peak, exact(index)) }
        }
        return peak > 0 ? peak : 1
    }

    /// Rounds to the nearest 16-bit sample (halves away from zero), saturating at full scale.
    ///
    /// The same as `Int16(max(-32768, min(32767, x.rounded())))`, but with no call to `round`,
    /// no branch and no checked conversion, so a loop of it vectorizes: adding 1.5 × 2⁵² rounds
    /// the magnitude to the nearest integer (ties to even) and leaves that integer in the low bits
    /// of the mantissa; a tie that went to even is moved up (the remainder is exact).
    @inline(__always)
    static func quantize(_ x: Double) -> Int16 {
        let magic = 6_755_399_441_055_744.0   // 1.5 × 2⁵²
        let clamped = max(-32768, min(32767, x))
        let magnitude = abs(clamped)
        let nearest = (magnitude + magic) - magic
        let rounded = nearest + (magnitude - nearest == 0.5 ? 1 : 0)
        let signed = clamped < 0 ? -rounded : rounded
        return Int16(truncatingIfNeeded: (signed + magic).bitPattern)
    }
}

/// cos and sin of `step × n` for runs of consecutive `n`, without a `sin` call per sample.
///
/// Holds cos and sin of `step × j` for `j < block` (built from 2 × 16 exact pairs); a run of up
/// to `block` values from `from` takes one exact cos/sin pair of `step × from` and the
/// angle-addition formula, so there is no drift however long the note, and every value is
/// within a few ulp of `cos`/`sin`.
struct Rotor {
    /// The longest run ``fill(from:count:cos:sin:)`` writes at once.
    static let block = 256
    static let side = 16   // block = side × side
    let step: Double
    private let tableCos: [Double]
    private let tableSin: [Double]

    init(step: Double) {
        self.step = step
        let side = Rotor.side
        let fineCos = (0..<side).map { cos(step * Double($0)) }
        let fineSin = (0..<side).map { sin(step * Double($0)) }
        let coarseCos = (0..<side).map { cos(step * Double($0 * side)) }
        let coarseSin = (0..<side).map { sin(step * Double($0 * side)) }
        var tableCos = [Double](repeating: 0, count: Rotor.block)
        var tableSin = [Double](repeating: 0, count: Rotor.block)
        for i in 0..<side {
            for j in 0..<side {
                tableCos[i * side + j] = coarseCos[i] * fineCos[j] - coarseSin[i] * fineSin[j]
                tableSin[i * side + j] = coarseSin[i] * fineCos[j] + coarseCos[i] * fineSin[j]
            }
        }
        self.tableCos = tableCos
        self.tableSin = tableSin
    }

    /// Writes `cos(step × (from + j))` to `c[j]` and `sin(step × (from + j))` to `s[j]` for `j < count ≤ block`.
    @inline(__always)
    func fill(from: Int, count: Int, cos c: UnsafeMutablePointer<Double>, sin s: UnsafeMutablePointer<Double>) {
        precondition(count <= Rotor.block)
        let angle = step * Double(from)
        let baseCos = Foundation.cos(angle), baseSin = Foundation.sin(angle)
        tableCos.withUnsafeBufferPointer { tc in
            tableSin.withUnsafeBufferPointer { ts in
                for j in 0..<count {
                    c[j] = baseCos * tc[j] - baseSin * ts[j]
                    s[j] = baseSin * tc[j] + baseCos * ts[j]
                }
            }
        }
    }
}
