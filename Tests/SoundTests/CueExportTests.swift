import CarApp
import Foundation
import Testing
@testable import Sound

@Suite struct CueExportTests {
    @Test func writesSevenFilesAndSummaries() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("headunit-sound-export-\(ProcessInfo.processInfo.processIdentifier)/nested")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }

        let files = try CueExport.writeAll(to: directory)
        #expect(files.map(\.name) == [
            "connected.wav", "heard.wav", "thinking.wav", "working.wav",
            "failed.wav", "ended.wav", "disconnected.wav",
        ])
        for file in files {
            let audio = try WAVFile.decode(Array(try Data(contentsOf: file.url)))
            #expect(audio.samples == CueSynth.samples(for: file.cue))
            #expect(file.durationMs == CueSynth.durationMs(of: file.cue))
        }
        #expect(files[0].summary == "connected.wav     240 ms  -12.0 dBFS")
        #expect(files[2].summary == "thinking.wav      40 ms  -28.0 dBFS")
    }
}
