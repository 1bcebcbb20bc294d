import CLI
import Foundation
import Testing

/// `headunit cues`: every cue as a WAV.
@Suite struct CuesCommandTests {
    static let cues = ["connected", "heard", "thinking", "working", "failed", "ended", "disconnected"]

    @Test(arguments: [["--out"], ["-o"], ["--out="]])
    func writesSevenWAVs(option: [String]) async throws {
        try await CLIHarness.withTemporaryFolder { dir in
            let out = dir.appendingPathComponent("cues/nested")
            let arguments = option == ["--out="] ? ["cues", "--out=" + out.path] : ["cues"] + option + [out.path]
            let outcome = await CLIHarness.run(arguments)
            #expect(outcome.code == ExitCode.ok, "\(outcome)")
            #expect(outcome.err == "")
            let files = CLIHarness.files(in: out)
            #expect(files == Self.cues.map { "\($0).wav" }.sorted())
            for file in files {
                let url = out.appendingPathComponent(file)
                let header = CLIHarness.head(url, 12)
                #expect(Array(header.prefix(4)) == Array("RIFF".utf8), "\(file)")
                #expect(Array(header.suffix(4)) == Array("WAVE".utf8), "\(file)")
                let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
                #expect(size > 44, "\(file) has samples after its header")
            }
            #expect(outcome.outLines.filter { !$0.isEmpty }.count == 7, "a line per file")
            for cue in Self.cues {
                #expect(outcome.out.contains(cue), "\(cue) is listed")
            }
        }
    }

    @Test func withoutOutItIsAUsageError() async {
        let outcome = await CLIHarness.run(["cues"])
        #expect(outcome.code == ExitCode.usage)
        #expect(outcome.out == "")
        #expect(outcome.err == "headunit cues: missing --out DIR, the directory to write the WAV files in\n" + Self.usageTail)
    }

    /// What follows the sentence of every usage error of `headunit cues`.
    static let usageTail = "USAGE: headunit cues --out DIR\nSee `headunit cues --help`.\n"

    @Test(arguments: [
        (["cues", "--out"], "headunit cues: --out needs a directory\n"),
        (["cues", "--out", ""], "headunit cues: --out needs a directory\n"),
        (["cues", "--out="], "headunit cues: --out needs a directory\n"),
        (["cues", "--loud"], "headunit cues: unknown option '--loud'; did you mean '--out'?\n"),
        (["cues", "--frobnicate"], "headunit cues: unknown option '--frobnicate'\n"),
        (["cues", "--out", "x", "more"], "headunit cues: unexpected argument 'more': `headunit cues` takes only options\n"),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], err: String) async {
        let outcome = await CLIHarness.run(arguments)
        #expect(outcome.code == ExitCode.usage)
        #expect(outcome.err == err + Self.usageTail)
    }

    @Test func aFileInTheWayFailsTheRun() async throws {
        try await CLIHarness.withTemporaryFolder { dir in
            let file = dir.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: file)
            let outcome = await CLIHarness.run(["cues", "--out", file.path])
            #expect(outcome.code == ExitCode.failed, "\(outcome)")
            #expect(outcome.err.hasPrefix("headunit cues: cannot write into '\(file.path)': "))
        }
    }

    @Test func helpPrintsTheUsage() async {
        let outcome = await CLIHarness.run(["cues", "--help"])
        #expect(outcome.code == ExitCode.ok)
        #expect(outcome.out == CuesCommand.usage)
    }
}
