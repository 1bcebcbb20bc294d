import Foundation
import CarApp
import Testing
@testable import Sound

@Suite struct WAVFileTests {
    /// Little-endian readers written here, independently of the decoder under test.
    func u16(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 }
    func u32(_ b: [UInt8], _ at: Int) -> Int { u16(b, at) | u16(b, at + 2) << 16 }
    func tag(_ b: [UInt8], _ at: Int) -> String { String(decoding: b[at..<at + 4], as: UTF8.self) }

    @Test func headerFieldsAreCanonicalPCM() {
        let samples: [Int16] = [0, 1, -1, 32767, -32768]
        let bytes = WAVFile.encode(samples: samples, sampleRate: 48_000)
        #expect(bytes.count == 44 + 10)
        #expect(tag(bytes, 0) == "RIFF")
        #expect(u32(bytes, 4) == 36 + 10)
        #expect(tag(bytes, 8) == "WAVE")
        #expect(tag(bytes, 12) == "fmt ")
        #expect(u32(bytes, 16) == 16)          // fmt chunk size
        #expect(u16(bytes, 20) == 1)           // PCM
        #expect(u16(bytes, 22) == 1)           // mono
        #expect(u32(bytes, 24) == 48_000)      // sample rate
        #expect(u32(bytes, 28) == 96_000)      // byte rate
        #expect(u16(bytes, 32) == 2)           // block align
        #expect(u16(bytes, 34) == 16)          // bits per sample
        #expect(tag(bytes, 36) == "data")
        #expect(u32(bytes, 40) == 10)
        #expect(Array(bytes[44...]) == [0x00, 0x00, 0x01, 0x00, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x80])
    }

    @Test func decodeRoundTripsEveryCue() throws {
        for cue in Cue.allCases {
            let samples = CueSynth.samples(for: cue)
            let audio = try WAVFile.decode(WAVFile.encode(samples: samples, sampleRate: CueSynth.sampleRate))
            #expect(audio == WAVFile.Audio(sampleRate: 48_000, channels: 1, bitsPerSample: 16, samples: samples))
            #expect(audio.durationMs == CueSynth.durationMs(of: cue))
        }
    }

    @Test func decodeSkipsOtherChunks() throws {
        var bytes = WAVFile.encode(samples: [5, -5], sampleRate: 48_000)
        // Insert an odd-sized LIST chunk (padded to even) between fmt and data.
        let list: [UInt8] = Array("LIST".utf8) + [3, 0, 0, 0] + [1, 2, 3, 0]
        bytes.insert(contentsOf: list, at: 36)
        let riffSize = bytes.count - 8
        bytes[4] = UInt8(riffSize & 0xFF)
        bytes[5] = UInt8(riffSize >> 8)
        #expect(try WAVFile.decode(bytes).samples == [5, -5])
    }

    @Test func decodeRefusesBrokenFiles() {
        let good = WAVFile.encode(samples: [1, 2, 3], sampleRate: 48_000)

        #expect(throws: WAVFile.DecodeError.truncated("RIFF header")) { try WAVFile.decode(Array(good[..<8])) }

        var notRIFF = good
        notRIFF[0] = UInt8(ascii: "X")
        #expect(throws: WAVFile.DecodeError.badTag(expected: "RIFF", found: "XIFF")) { try WAVFile.decode(notRIFF) }

        var float = good
        float[20] = 3
        #expect(throws: WAVFile.DecodeError.unsupportedFormat("format code 3")) { try WAVFile.decode(float) }

        var badAlign = good
        badAlign[32] = 4
        #expect(throws: WAVFile.DecodeError.self) { try WAVFile.decode(badAlign) }

        #expect(throws: WAVFile.DecodeError.truncated("'data' chunk")) { try WAVFile.decode(Array(good.dropLast(2))) }

        let noData = Array(good[..<36])
        #expect(throws: WAVFile.DecodeError.missingChunk("data")) { try WAVFile.decode(noData) }
    }

    @Test func decodeErrorsSayWhatWasExpected() {
        #expect(WAVFile.DecodeError.badTag(expected: "WAVE", found: "AVI ").description
            == "WAV file has 'AVI ' where 'WAVE' belongs.")
        #expect(WAVFile.DecodeError.unsupportedFormat("8 bits per sample").description
            == "WAV format not supported: 8 bits per sample (expected 16-bit PCM).")
    }

    /// sox reads what we write (skipped, with a note, where sox is not installed).
    @Test func soxReadsTheHeader() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/sox" }
        guard let sox = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("soxReadsTheHeader: sox is not on PATH; header checked by the other tests only.")
            return
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("headunit-sound-sox-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("connected.wav")
        try WAVFile.write(samples: CueSynth.samples(for: .connected), sampleRate: 48_000, to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: sox)
        process.arguments = ["--i", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "sox --i said: \(output)")
        let fields = Dictionary(
            output.split(separator: "\n").compactMap { line -> (String, String)? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces))
            },
            uniquingKeysWith: { first, _ in first })
        #expect(fields["Sample Rate"] == "48000")
        #expect(fields["Channels"] == "1")
        #expect(fields["Precision"] == "16-bit")
        #expect(fields["Sample Encoding"] == "16-bit Signed Integer PCM")
    }
}
