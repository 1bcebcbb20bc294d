import CarApp
import Foundation

/// Writes every cue as a WAV file (`headunit cues --out DIR`).
///
/// ```swift
/// let files = try CueExport.writeAll(to: URL(fileURLWithPath: "cues"))
/// for file in files { print(file.summary) }   // connected.wav     240 ms  -12.0 dBFS
/// ```
public enum CueExport {
    /// One file ``writeAll(to:)`` wrote.
    public struct WrittenFile: Hashable, Sendable {
        /// The cue in the file.
        public var cue: Cue
        /// The file's name, `<cue>.wav`.
        public var name: String
        /// Where it was written.
        public var url: URL
        /// How long the cue lasts, in milliseconds.
        public var durationMs: Int
        /// Its peak, in dBFS.
        public var peakDBFS: Double

        /// The line `headunit cues` prints: name, duration, peak.
        public var summary: String {
            let padded = name.padding(toLength: 18, withPad: " ", startingAt: 0)
            return "\(padded)\(durationMs) ms  \(String(format: "%.1f", peakDBFS)) dBFS"
        }
    }

    /// The file name of `cue` (`connected.wav`).
    public static func fileName(for cue: Cue) -> String { "\(cue.rawValue).wav" }

    /// Creates `directory` if needed and writes the seven cues into it as 16-bit mono 48 kHz
    /// WAV files, in `Cue.allCases` order.
    public static func writeAll(to directory: URL) throws -> [WrittenFile] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try Cue.allCases.map { cue in
            let samples = CueSynth.samples(for: cue)
            let url = directory.appendingPathComponent(fileName(for: cue))
            try WAVFile.write(samples: samples, sampleRate: CueSynth.sampleRate, to: url)
            return WrittenFile(
                cue: cue, name: fileName(for: cue), url: url,
                durationMs: samples.count / CueSynth.samplesPerMs,
                peakDBFS: CueSynth.peakDBFS(samples))
        }
    }
}
