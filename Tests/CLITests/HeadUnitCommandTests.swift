import CLI
import Foundation
import Testing

/// Where the CLI tests find the package's files, and how they run the command line in-process.
enum CLIHarness {
    /// The package root (this file is Tests/CLITests/HeadUnitCommandTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The shipped drill.
    static let drill = path("Scenarios/drill")
    /// The drill parser's malformed fixtures (one problem each, marked in the file).
    static let malformed = path("Tests/DrillTests/Fixtures/malformed")
    /// The runner's fixtures: `failing.drill` (one pass, one DL501), `bad-value.drill` (DL504, DL505).
    static let runnerFixtures = path("Tests/DrillTests/Fixtures/runner")
    /// The guard fixture trees.
    static func tree(_ name: String) -> String { path("Tests/GuardTests/Fixtures/trees/\(name)") }

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// What one run printed and returned.
    struct Outcome: CustomStringConvertible {
        var code: Int32
        var out: String
        var err: String

        var outLines: [String] { out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        /// `file:line` of each PASS line.
        var passed: [String] { scenarios("PASS") }
        var failed: [String] { scenarios("FAIL") }

        private func scenarios(_ verdict: String) -> [String] {
            outLines.filter { $0.hasPrefix(verdict + "  ") }.map { line in
                String(line.dropFirst(verdict.count + 2).prefix { $0 != " " })
            }
        }

        var description: String { "exit \(code)\n--- stdout\n\(out)--- stderr\n\(err)" }
    }

    /// `headunit ARGS…`, in-process.
    static func run(_ arguments: [String]) async -> Outcome {
        var out = ""
        var err = ""
        let code = await HeadUnitCommand.run(arguments, out: &out, err: &err)
        return Outcome(code: code, out: out, err: err)
    }

    /// `headunit drill ARGS…` with the package root as the include root.
    static func drill(_ arguments: [String]) async -> Outcome {
        await run(["drill"] + arguments + ["--root", root.path])
    }

    /// A fresh temporary folder, removed when `body` returns.
    static func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    /// The files directly in `folder`, sorted.
    static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The first bytes of a file.
    static func head(_ url: URL, _ count: Int) -> [UInt8] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        return Array(data.prefix(count))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

/// `headunit`: the commands and their exit codes (0 ok, 1 failed, 64 usage, 65 bad input).
@Suite struct HeadUnitCommandTests {
    @Test(arguments: [
        ([], 0),
        (["--help"], 0),
        (["-h"], 0),
        (["help"], 0),
        (["version"], 0),
        (["--version"], 0),
        (["frobnicate"], 64),
        (["Drill"], 64),
        (["drill", "--help"], 0),
        (["drill", "--frobnicate"], 64),
        (["drill", "--shard", "0/2"], 64),
        (["drill", "--shard", "3/2"], 64),
        (["drill", "--shard", "1/0"], 64),
        (["drill", "--shard", "1"], 64),
        (["drill", "--shard", "a/b"], 64),
        (["drill", "--shard"], 64),
        (["drill", "--seed", "-1"], 64),
        (["drill", "--seed", "0xZZ"], 64),
        (["drill", "--format", "xml"], 64),
        (["drill", "--junit"], 64),
        (["drill", "--junit", "--trace"], 64),
        (["drill", "--filter"], 64),
        (["cues"], 64),
        (["cues", "--out"], 64),
        (["cues", "--frobnicate"], 64),
        (["cues", "--help"], 0),
        (["guard"], 64),
        (["guard", "--help"], 0),
    ] as [([String], Int32)])
    func exitCodes(arguments: [String], code: Int32) async {
        let outcome = await CLIHarness.run(arguments)
        #expect(outcome.code == code, "\(outcome)")
        if code == 64 {
            #expect(!outcome.err.isEmpty, "a usage error says what is wrong on stderr")
        } else {
            #expect(outcome.err.isEmpty, "\(outcome)")
            #expect(!outcome.out.isEmpty)
        }
    }

    @Test(arguments: [
        (["drill", CLIHarness.drill], 0),
        (["drill", CLIHarness.runnerFixtures + "/failing.drill"], 1),
        (["drill", CLIHarness.runnerFixtures + "/bad-value.drill"], 65),
        (["drill", CLIHarness.malformed + "/unknown-word.drill"], 65),
        (["drill", CLIHarness.path("Scenarios/drill/nowhere.drill")], 65),
        (["guard", CLIHarness.tree("clean")], 0),
        (["guard", CLIHarness.tree("violations")], 1),
    ] as [([String], Int32)])
    func exitCodesOfRealRuns(arguments: [String], code: Int32) async {
        let outcome = await CLIHarness.run(arguments + (arguments[0] == "drill" ? ["--root", CLIHarness.root.path] : []))
        #expect(outcome.code == code, "\(outcome)")
    }

    @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
    func helpPrintsTheUsage(arguments: [String]) async {
        let outcome = await CLIHarness.run(arguments)
        #expect(outcome.code == 0)
        #expect(outcome.out == HeadUnitCommand.usage)
        #expect(outcome.out.contains("USAGE: headunit <command> [options]"))
        for command in ["drill", "guard", "cues", "version", "help"] {
            #expect(outcome.out.contains("\n  \(command) "), "the help names `\(command)`")
        }
        #expect(outcome.out.contains("Exit codes: 0 ok, 1 a drill, guard or exploration failed, 64 usage error, 65 bad input file."))
    }

    @Test func versionPrintsTheVersion() async {
        let outcome = await CLIHarness.run(["version"])
        #expect(outcome.out == "headunit \(HeadUnitCommand.version)\n")
    }

    @Test func anUnknownCommandSaysHowToGetHelp() async {
        let outcome = await CLIHarness.run(["frobnicate"])
        #expect(outcome.code == ExitCode.usage)
        #expect(outcome.out == "")
        #expect(outcome.err == "headunit: unknown command 'frobnicate'. Run `headunit --help` for the commands.\n")
    }

    @Test func aMistypedCommandGetsTheNearestOne() async {
        let outcome = await CLIHarness.run(["drll", "Scenarios"])
        #expect(outcome.code == ExitCode.usage)
        #expect(outcome.err == "headunit: unknown command 'drll'. Did you mean 'drill'? Run `headunit --help` for the commands.\n")
    }

    @Test func theGuardCommandFindsTheViolations() async {
        let clean = await CLIHarness.run(["guard", CLIHarness.tree("clean")])
        #expect(clean.code == ExitCode.ok)
        #expect(clean.err == "")
        let violations = await CLIHarness.run(["guard", CLIHarness.tree("violations")])
        #expect(violations.code == ExitCode.failed)
        #expect(violations.err.contains(": error: [S"), "\(violations)")
    }

    @Test func theExitCodesAreDesignsNumbers() {
        #expect([ExitCode.ok, ExitCode.failed, ExitCode.usage, ExitCode.badInput] == [0, 1, 64, 65])
    }
}
