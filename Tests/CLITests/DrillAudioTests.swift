import Foundation
import Testing
import CarApp
import CLI
import Drill
import WorldDrill
import Rig
import Sound

/// `headunit drill --audio`: the unplug drill's track, onset by onset, is the cue log laid on the
/// virtual timeline (to the sample), with silence between the cues.
@Suite("drill --audio: the unplug drill's cue onsets, to the sample")
struct DrillAudioTests {
    @Test("D2's WAV has each cue of the cue log starting at start × 48 samples, silence before it")
    func onsetsMatchTheCueLog() async throws {
        let file = CLIHarness.path("Scenarios/drill/d2-handover.drill")
        var options = DrillSuite.Options()
        options.paths = [file]
        options.root = CLIHarness.root.path
        let suite = await DrillSuite.run(options)
        let result = try #require(suite.results.first)
        let cues = result.record.cues
        #expect(!cues.isEmpty)
        try await CLIHarness.withTemporaryFolder { folder in
            let outcome = await CLIHarness.run(["drill", file, "--root", CLIHarness.root.path, "--audio", folder.path])
            #expect(outcome.code == 0, "\(outcome)")
            let wav = try #require(CLIHarness.files(in: folder).first { $0.hasSuffix(".wav") })
            let audio = try WAVFile.decode(Array(try Data(contentsOf: folder.appendingPathComponent(wav))))
            #expect(audio.sampleRate == 48_000 && audio.channels == 1 && audio.bitsPerSample == 16)
            let samples = audio.samples
            var previousEnd = 0
            for cue in cues {
                let onset = Int(cue.start.ms) * 48
                // Silence from the previous cue's end up to the onset…
                #expect(samples[previousEnd..<onset].allSatisfy { $0 == 0 }, "\(cue.name) at \(cue.start): not silent before")
                // …and the cue's own samples from the onset, exactly as synthesized.
                let sound = CueSynth.samples(for: try #require(Cue(rawValue: cue.name)))
                #expect(Array(samples[onset..<onset + sound.count]) == sound, "\(cue.name) at \(cue.start) does not start at sample \(onset)")
                previousEnd = onset + sound.count
            }
        }
    }
}
