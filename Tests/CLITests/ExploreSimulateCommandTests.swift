import Foundation
import Testing
import CLI

@Suite("headunit explore --simulate and --shard: options, the same bytes for the same seed, drills that replay")
struct ExploreSimulateCommandTests {
    @Test("options that do not go together, or bad values, are usage errors with one clear sentence", arguments: [
        (["--simulate", "0"], "headunit explore: --simulate wants a whole number of walks from 1 to 1000000000"),
        (["--simulate", "10", "--walk-length", "0"], "headunit explore: --walk-length wants a whole number from 1 to 10000"),
        (["--simulate", "10", "--seed", "x"], "headunit explore: --seed wants a whole number (decimal or 0x hex)"),
        (["--seed", "3"], "headunit explore: --seed goes with --simulate N (an exhaustive run chooses nothing at random)"),
        (["--walk-length=30"], "headunit explore: --walk-length goes with --simulate N (an exhaustive run chooses nothing at random)"),
        (["--simulate", "10", "--depth", "4"], "headunit explore: --depth is for the exhaustive search; --simulate walks from the start, each walk at most --walk-length steps"),
        (["--simulate", "10", "--max-states=40"], "headunit explore: --max-states is for the exhaustive search; --simulate walks from the start, each walk at most --walk-length steps"),
        (["--shard", "3/2"], "headunit explore: --shard wants I/N with 1 ≤ I ≤ N, like 2/4 (got 3/2)"),
    ])
    func badOptions(_ arguments: [String], _ message: String) async {
        let outcome = await CLIHarness.run(["explore"] + arguments)
        #expect(outcome.code == ExitCode.usage)
        #expect(outcome.err.hasPrefix(message + "\n"), "\(outcome.err)")
    }

    @Test("no-completion: the shrunk walk is written as a drill that `headunit drill` replays; the same seed, the same bytes")
    func simulateWritesAReplayableDrill() async throws {
        try await CLIHarness.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("walk.drill").path
            let arguments = ["explore", "--simulate", "50", "--seed", "0x2a", "--navigator", "no-completion", "--out", file]
            let outcome = await CLIHarness.run(arguments)
            #expect(outcome.code == ExitCode.failed, "\(outcome)")
            #expect(outcome.out.hasPrefix("simulate: navigator no-completion, profile strict, 50 walks of up to 200 steps, --seed 42, shard 1/1\n"))
            #expect(outcome.out.contains("\nReaches crash H"))
            #expect(outcome.out.contains("\nfound: walk "))
            #expect(outcome.out.contains("wrote \(file)"))
            #expect(outcome.err.hasPrefix("simulate: "), "the rate goes to stderr")
            let written = try String(contentsOfFile: file, encoding: .utf8)
            #expect(written.contains("random walk "))
            let replay = await CLIHarness.run(["drill", file, "--root", folder.path])
            #expect(replay.code == ExitCode.ok, "\(replay)")
            let again = await CLIHarness.run(arguments)
            #expect(again.out == outcome.out)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == written)
        }
    }

    @Test("standard: the walks are clean, say what they reached, exit 0")
    func simulateClean() async {
        let outcome = await CLIHarness.run(["explore", "--simulate", "20", "--walk-length", "50", "--shard", "2/3"])
        #expect(outcome.code == ExitCode.ok, "\(outcome)")
        #expect(outcome.out.contains("walks: 20 taken, 1000 steps\n"))
        #expect(outcome.out.contains("coverage (what the walks reached; walks sample, so what they did not reach may still be reachable):\n"))
        #expect(outcome.out.hasSuffix("simulate: clean — no crash and no broken invariant in 20 walks (1000 steps)\n"))
    }

    @Test("--shard on the exhaustive search says where it split and how much was this shard's")
    func shardedExplore() async {
        let outcome = await CLIHarness.run(["explore", "--depth", "5", "--shard", "2/2"])
        #expect(outcome.code == ExitCode.ok, "\(outcome)")
        #expect(outcome.out.contains("\nshard 2/2: the 431 worlds at depth 4 split by fingerprint; this shard expanded "))
        let shallow = await CLIHarness.run(["explore", "--depth", "3", "--shard", "1/2"])
        #expect(shallow.out.contains("\nshard 1/2: the search ended before a level of 128 worlds, so this shard explored the whole (as every shard did)\n"))
    }
}
