import Foundation
import Sound

/// `headunit cues --out DIR`: writes every cue as a WAV file and prints one line per file.
public enum CuesCommand {
    /// The options `headunit cues` takes: parsing, usage errors and `--help` come from here.
    static let table = CommandOptions<Options>(
        command: "cues",
        summary: "write every cue (SPEC Q1-Q6) as a 48 kHz WAV",
        about: "Writes connected.wav … disconnected.wav (16-bit mono PCM, 48 kHz) into DIR, creating it if\nneeded, and prints each file's name, duration and peak level.",
        options: [
            .value("--out", "-o", value: .directory, help: "the directory to write the WAV files in", required: true) { $0.directory = $1 },
        ],
        footer: "Exit codes: 0 ok, 1 a file could not be written, 64 usage error.")

    /// The text `headunit cues --help` prints.
    public static var usage: String { table.help }

    /// The parsed options.
    struct Options {
        var directory = ""
    }

    /// Runs `headunit cues` with the arguments after `cues`; returns the exit code
    /// (0 ok, 1 a file could not be written, 64 usage error).
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        let directory: String
        switch table.resolve(arguments, defaults: Options(), out: &out, err: &err) {
        case .success(let parsed): directory = parsed.directory
        case .failure(let exit): return exit.code
        }
        do {
            let files = try CueExport.writeAll(to: URL(fileURLWithPath: directory, isDirectory: true))
            for file in files {
                print(file.summary, to: &out)
            }
            return ExitCode.ok
        } catch {
            print("headunit cues: cannot write into '\(directory)': \(error.localizedDescription) Check that it is a writable directory.", to: &err)
            return ExitCode.failed
        }
    }
}
