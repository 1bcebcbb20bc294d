import CarApp
import Testing
@testable import Sound

@Suite struct CueTrackTests {
    @Test func cuesLandExactlyAtTheirOnsets() throws {
        let onsets = [
            CueOnset(cue: .connected, startMs: 0),
            CueOnset(cue: .thinking, startMs: 1_000),
            CueOnset(cue: .working, startMs: 2_500),
            CueOnset(cue: .heard, startMs: 2_777),
            CueOnset(cue: .ended, startMs: 4_000),
        ]
        let track = CueSynth.renderTrack(onsets, durationMs: 5_000)
        #expect(track.count == 5_000 * 48)

        var silentFrom = 0
        for onset in onsets {
            let samples = CueSynth.samples(for: onset.cue)
            let start = Int(onset.startMs) * 48
            // Silence up to the onset, then the cue's own samples, bit for bit.
            #expect(track[silentFrom ..< start].allSatisfy { $0 == 0 }, "noise before \(onset.cue)")
            #expect(Array(track[start ..< start + samples.count]) == samples)
            let lead = try #require(firstNonZero(samples))
            #expect(firstNonZero(track, from: start) == start + lead)
            silentFrom = start + samples.count
        }
        #expect(track[silentFrom...].allSatisfy { $0 == 0 })
    }

    @Test func overlappingCuesMixWithSaturation() {
        let connected = CueSynth.samples(for: .connected)
        let twice = CueSynth.renderTrack(
            [CueOnset(cue: .connected, startMs: 0), CueOnset(cue: .connected, startMs: 0)], durationMs: 300)
        #expect(Array(twice[..<connected.count]) == connected.map { $0 * 2 })

        // Ten at once would overflow: it clips at full scale instead of wrapping.
        let ten = CueSynth.renderTrack(Array(repeating: CueOnset(cue: .connected, startMs: 0), count: 10), durationMs: 300)
        #expect(Array(ten[..<connected.count]) == connected.map { Int16(clamping: Int32($0) * 10) })
        #expect(ten.contains(Int16.max) && ten.contains(Int16.min))
    }

    @Test func cuesAreCutAtTheEdges() {
        let ended = CueSynth.samples(for: .ended)
        let tail = CueSynth.renderTrack([CueOnset(cue: .ended, startMs: 900)], durationMs: 1_000)
        #expect(tail.count == 48_000)
        #expect(Array(tail[(900 * 48)...]) == Array(ended[..<(100 * 48)]))

        let head = CueSynth.renderTrack([CueOnset(cue: .ended, startMs: -100)], durationMs: 1_000)
        #expect(Array(head[..<(ended.count - 100 * 48)]) == Array(ended[(100 * 48)...]))

        #expect(CueSynth.renderTrack([CueOnset(cue: .ended, startMs: 2_000)], durationMs: 1_000).allSatisfy { $0 == 0 })
        #expect(CueSynth.renderTrack([CueOnset(cue: .ended, startMs: 0)], durationMs: 0).isEmpty)
    }
}
