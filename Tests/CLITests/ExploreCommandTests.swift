import Foundation
import Testing
@testable import CLI

@Suite("headunit explore: options, bad input, the written drill")
struct ExploreCommandTests {
    @Test("bad options are usage errors with one clear sentence", arguments: [
        (["--depth", "0"], "headunit explore: --depth wants a whole number from 1 to 64 (a depth of 0 explores nothing)"),
        (["--events", "0"], "headunit explore: --events wants a whole number from 1 to 64 (0 events explores nothing)"),
        (["--max-memory", "2.5G"], "headunit explore: --max-memory wants a size like 500M or 2G (K, M, G: 1024, 1024², 1024³ bytes)"),
        (["--max-memory", "0"], "headunit explore: --max-memory wants a size like 500M or 2G"),
        (["--max-memory", "99999999999G"], "headunit explore: --max-memory wants a size like 500M or 2G"),
        (["--max-states", "999999999999"], "headunit explore: --max-states wants a whole number from 1 to 200000000"),
        (["--navigator", "nave"], "headunit explore: --navigator is one of standard, naive, identity, no-completion"),
        (["--realtime", "sometimes"], "headunit explore: --realtime is manual, unreachable or auto:MS"),
    ])
    func badOptions(_ arguments: [String], _ message: String) async {
        let outcome = await CLIHarness.run(["explore"] + arguments)
        #expect(outcome.code == ExitCode.usage)
        #expect(outcome.err.hasPrefix(message), "\(outcome.err)")
    }

    @Test("an --around file with errors is bad input, its diagnostics printed")
    func aroundWithErrors() async {
        let outcome = await CLIHarness.run(["explore", "--around", CLIHarness.path("Tests/DrillTests/Fixtures/runner/bad-value.drill")])
        #expect(outcome.code == ExitCode.badInput)
        #expect(outcome.err.contains("error: [DL504]"), "\(outcome.err)")
    }

    @Test("naive: prints the shortest trace, writes a drill that `headunit drill` replays to the crash")
    func naiveWritesAReplayableDrill() async throws {
        try await CLIHarness.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("naive.drill").path
            let outcome = await CLIHarness.run(["explore", "--navigator", "naive", "--out", file])
            #expect(outcome.code == ExitCode.failed)
            #expect(outcome.out.contains("Reaches crash H2: plug → tap \"Continue conversation\"\n"))
            #expect(outcome.out.contains("wrote \(file)"))
            let replay = await CLIHarness.run(["drill", file, "--root", folder.path])
            #expect(replay.code == ExitCode.ok, "\(replay)")
        }
    }

    /// Issue 15 item 7: the counterexample written from this drill lost `given setting
    /// "animation" 400`, and with 300 ms animations its `wait 300ms` crashed nothing.
    @Test("--around: the written counterexample keeps every given of the drill and replays to the crash")
    func aroundKeepsTheDrillsGivens() async throws {
        try await CLIHarness.withTemporaryFolder { folder in
            let around = folder.appendingPathComponent("around.drill")
            try Data("""
            scenario "no-completion, slower animations"
              given navigator no-completion
              given setting "animation" 400
              given conversation open
              plug
              tap "Continue conversation"
              realtime up

            """.utf8).write(to: around)
            let file = folder.appendingPathComponent("counterexample.drill").path
            let outcome = await CLIHarness.run(["explore", "--around", around.path, "--out", file])
            #expect(outcome.code == ExitCode.failed, "\(outcome)")
            let written = try String(contentsOfFile: file, encoding: .utf8)
            #expect(written.contains("  given navigator no-completion\n"), "\(written)")
            #expect(written.contains("  given setting animation 400\n"), "\(written)")
            let replay = await CLIHarness.run(["drill", file, "--root", folder.path])
            #expect(replay.code == ExitCode.ok, "\(written)\n\(replay)")
        }
    }

    @Test("standard: clean, says how many states it covered")
    func standardIsClean() async {
        let outcome = await CLIHarness.run(["explore", "--depth", "5"])
        #expect(outcome.code == ExitCode.ok)
        #expect(outcome.out.contains("explore: clean — no crash and no broken invariant in "))
        #expect(outcome.out.contains("depth: reached 5, fully covered 5"))
    }

    @Test("--events: the bounds in the first line; two events and the clock reach gaveUp; each never with its reason")
    func events() async {
        let outcome = await CLIHarness.run(["explore", "--events", "2"])
        #expect(outcome.code == ExitCode.ok)
        #expect(outcome.outLines.first == "explore: navigator standard, profile strict, events 2 (clock steps not counted), depth 10")
        #expect(outcome.out.contains("  Retry: reached gaveUp, idle, retrying\n"))
        #expect(outcome.out.contains("\n    awaitingSecret: unreachable: the server mints the secret within the step that asks for it"))
        #expect(outcome.out.contains("\n    Listening: not within the bounds (events 2 (clock steps not counted), depth 10)\n"), "\(outcome.out)")
        await #expect(CLIHarness.run(["explore", "--depth", "3"]).outLines.first == "explore: navigator standard, profile strict, depth 3")
    }

    @Test("--max-memory: a size in bytes, K, M or G (binary multiples)")
    func sizes() {
        #expect(ExploreCommand.bytes("500M") == 500 << 20)
        #expect(ExploreCommand.bytes("2G") == 2 << 30)
        #expect(ExploreCommand.bytes("2g") == 2 << 30)
        #expect(ExploreCommand.bytes("64k") == 64 << 10)
        #expect(ExploreCommand.bytes("4096") == 4096)
        for bad in ["", "G", "M500", "1.5G", "2 G", "2GB", "٣M", "99999999999G"] { #expect(ExploreCommand.bytes(bad) == nil, "\(bad)") }
        #expect(ExploreCommand.size(3 << 29) == "1.50 GB")
        #expect(ExploreCommand.size(1 << 20) == "1.0 MB")
    }

    @Test("--max-memory stops the search and says so; every run prints its memory all-in, then the visited set's")
    func maxMemory() async {
        let outcome = await CLIHarness.run(["explore", "--depth", "3", "--max-memory", "1K"])
        #expect(outcome.code == ExitCode.ok)
        #expect(outcome.out.contains("stopped: --max-memory 1 KB reached ("), "\(outcome.out)")
        #expect(outcome.out.contains(" resident); every trace of 0 steps or fewer was tried\n"), "\(outcome.out)")
        #expect(outcome.out.contains("\nmemory, all-in: "))
        #expect(outcome.out.contains(" peak resident (the whole process), "))
        #expect(outcome.out.contains("\nmemory, visited set: 18.7 bytes a stored state"))
    }

    @Test("--max-states stops the search and says so")
    func maxStates() async {
        let outcome = await CLIHarness.run(["explore", "--max-states", "40"])
        #expect(outcome.code == ExitCode.ok)
        #expect(outcome.out.contains("stopped: --max-states 40 reached; every trace of "))
    }
}
