import CarApp
import Testing
@testable import Sound

/// The `///` examples in Sources/FrontEnds/Sound, compiled and checked (STYLE: doc examples live in a test).
@Suite struct DocExamplesTests {
    @Test func cueNoteExample() {
        let a = CueNote(frequency: 880, startMs: 0, durationMs: 70, levelDBFS: -26, partials: [1, 0.2])
        #expect(abs(a.linearPeak - 0.050) < 0.001)
        #expect(a.endMs == 70)
    }

    @Test func synthAndWAVExample() throws {
        let samples = CueSynth.samples(for: .connected)
        #expect(samples.count == 240 * 48)
        let wav = WAVFile.encode(samples: samples, sampleRate: CueSynth.sampleRate)
        let audio = try WAVFile.decode(wav)
        #expect(audio.sampleRate == 48_000 && audio.channels == 1)
    }

    @Test func trackExample() {
        let track = CueSynth.renderTrack(
            [CueOnset(cue: .connected, startMs: 0), CueOnset(cue: .ended, startMs: 2_000)],
            durationMs: 3_000)
        #expect(track.count == 3_000 * 48)
        #expect(WAVFile.encode(samples: track, sampleRate: CueSynth.sampleRate).count == 44 + 2 * 3_000 * 48)
    }
}
