import Foundation
import Sound

/// `headunit cues --out DIR`: writes every cue as a WAV file and prints one line per file.
public enum CuesCommand {
    /// The usage line, also printed after a usage error.
    public static let usage = """
    USAGE: headunit cues --out DIR

    Writes connected.wav … disconnected.wav (16-bit mono PCM, 48 kHz) into DIR, creating it if
    needed, and prints each file's name, duration and peak level.

    """

    /// Runs `headunit cues` with the arguments after `cues`; returns the exit code
    /// (0 ok, 1 a file could not be written, 64 usage error).
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        var directory: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(usage, terminator: "", to: &out)
                return ExitCode.ok
            case "--out", "-o":
                guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                    print("headunit cues: --out needs a directory, as in `headunit cues --out cues/`.", to: &err)
                    return ExitCode.usage
                }
                directory = arguments[index + 1]
                index += 2
            default:
                if argument.hasPrefix("--out=") {
                    directory = String(argument.dropFirst("--out=".count))
                    index += 1
                } else {
                    print("headunit cues: unknown argument '\(argument)'. Run `headunit cues --help`.", to: &err)
                    return ExitCode.usage
                }
            }
        }
        guard let directory, !directory.isEmpty else {
            print("headunit cues: missing --out DIR, the directory to write the WAV files in.", to: &err)
            print(usage, terminator: "", to: &err)
            return ExitCode.usage
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
