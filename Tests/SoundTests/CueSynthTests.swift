import CarApp
import Foundation
import Testing
@testable import Sound

@Suite struct CueSynthTests {
    /// The table in docs/CUES.md, in milliseconds; a change to the table must change this too.
    static let expectedDurationMs: [Cue: Int] = [
        .connected: 240, .heard: 70, .thinking: 40, .working: 220,
        .failed: 350, .ended: 320, .disconnected: 240,
    ]
    /// Q2, Q3: heard and thinking are quiet; the rest are soft.
    static let quiet: Set<Cue> = [.heard, .thinking]
    /// Q3-Q6: the low cues; connected, disconnected (Q1, Q6, M2) and heard sit high.
    static let low: Set<Cue> = [.thinking, .working, .failed, .ended]

    /// The measured pitch of each note of `cue`, in order.
    func pitches(_ cue: Cue) -> [Double?] {
        let samples = CueSynth.samples(for: cue)
        return CueSynth.notes(for: cue).map { note in
            estimatePitch(samples[note.startMs * 48 ..< note.endMs * 48], sampleRate: 48_000)
        }
    }

    @Test(arguments: Cue.allCases)
    func durationFollowsTheTable(_ cue: Cue) {
        #expect(CueSynth.durationMs(of: cue) == Self.expectedDurationMs[cue])
        #expect(CueSynth.samples(for: cue).count == CueSynth.durationMs(of: cue) * 48)
    }

    @Test(arguments: Cue.allCases)
    func peakIsTheNoteLevel(_ cue: Cue) {
        let level = CueSynth.notes(for: cue).map(\.levelDBFS).max()!
        let measured = CueSynth.peakDBFS(CueSynth.samples(for: cue))
        #expect(abs(measured - level) < 0.5, "\(cue) peaks at \(measured) dBFS, the table says \(level)")
    }

    @Test func quietCuesAreWellBelowSoftOnes() {
        let peaks = Dictionary(uniqueKeysWithValues: Cue.allCases.map { ($0, CueSynth.peakDBFS(CueSynth.samples(for: $0))) })
        for cue in Cue.allCases {
            if Self.quiet.contains(cue) {
                #expect(peaks[cue]! <= -24, "\(cue) should be quiet")
            } else {
                #expect((-18 ... -10).contains(peaks[cue]!), "\(cue) should be soft")
            }
        }
        let loudestQuiet = Self.quiet.map { peaks[$0]! }.max()!
        let softestSoft = Cue.allCases.filter { !Self.quiet.contains($0) }.map { peaks[$0]! }.min()!
        #expect(softestSoft - loudestQuiet >= 8)
    }

    @Test(arguments: Cue.allCases)
    func everyNoteSoundsAtItsPitch(_ cue: Cue) throws {
        for (note, measured) in zip(CueSynth.notes(for: cue), pitches(cue)) {
            let pitch = try #require(measured, "\(cue): no pitch found in the note at \(note.startMs) ms")
            #expect(abs(pitch - note.frequency) / note.frequency < 0.02,
                    "\(cue): note at \(note.startMs) ms sounds at \(pitch) Hz, the table says \(note.frequency)")
            if Self.low.contains(cue) {
                #expect(pitch < 400, "\(cue) should be low")
            } else {
                #expect(pitch > 600, "\(cue) should be high")
            }
        }
    }

    @Test func connectedRisesAndDisconnectedAndFailedFall() throws {
        let connected = try pitches(.connected).map { try #require($0) }
        let disconnected = try pitches(.disconnected).map { try #require($0) }
        let failed = try pitches(.failed).map { try #require($0) }
        #expect(connected.count == 2 && connected[0] < connected[1])     // Q1: rising
        #expect(failed.count == 2 && failed[0] > failed[1])              // Q5: falling
        #expect(disconnected.count == 2 && disconnected[0] > disconnected[1])  // Q6: falling
        // Q6: the same two pitches as connected, in reverse order.
        for (a, b) in zip(disconnected, connected.reversed()) {
            #expect(abs(a - b) / b < 0.01)
        }
        #expect(CueSynth.notes(for: .disconnected).map(\.frequency)
            == CueSynth.notes(for: .connected).map(\.frequency).reversed())
        // Q4: a pair; Q2, Q3, Q6 ended: one note.
        #expect(CueSynth.notes(for: .working).count == 2)
        #expect(CueSynth.notes(for: .heard).count == 1)
        #expect(CueSynth.notes(for: .thinking).count == 1)
        #expect(CueSynth.notes(for: .ended).count == 1)
    }

    @Test(arguments: Cue.allCases)
    func noClicks(_ cue: Cue) {
        let samples = CueSynth.samples(for: cue)
        let top = peak(samples[...])
        #expect(samples.first == 0 && samples.last == 0)
        // Every note starts and ends at zero, and stays near zero for its first and last 0.5 ms.
        for note in CueSynth.notes(for: cue) {
            let start = note.startMs * 48, end = note.endMs * 48
            #expect(samples[start] == 0 && samples[end - 1] == 0)
            #expect(peak(samples[start ..< start + 24]) * 100 <= top * 3)
            #expect(peak(samples[end - 24 ..< end]) * 100 <= top * 3)
        }
        // No jump between neighbouring samples that a sine at these pitches could not make.
        let biggestStep = zip(samples, samples.dropFirst()).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(biggestStep * 100 <= top * 35, "\(cue): a step of \(biggestStep) against a peak of \(top)")
    }

    @Test func synthesisIsDeterministic() {
        for cue in Cue.allCases {
            let once = WAVFile.encode(samples: CueSynth.render(cue), sampleRate: 48_000)
            let twice = WAVFile.encode(samples: CueSynth.render(cue), sampleRate: 48_000)
            #expect(once == twice)
            #expect(CueSynth.samples(for: cue) == CueSynth.render(cue))
        }
    }

    @Test func notesNeverOverlapWithinACue() {
        for cue in Cue.allCases {
            let notes = CueSynth.notes(for: cue)
            for (a, b) in zip(notes, notes.dropFirst()) {
                #expect(a.endMs <= b.startMs, "\(cue): notes overlap")
            }
        }
    }

    @Test func levelConvertsToLinearPeak() {
        let note = CueNote(frequency: 440, startMs: 0, durationMs: 10, levelDBFS: -6.020599913, partials: [1])
        #expect(abs(note.linearPeak - 0.5) < 1e-9)
        #expect(CueSynth.peakDBFS([]) == -.infinity)
        #expect(CueSynth.peakDBFS([32767]) == 0)
    }
}
