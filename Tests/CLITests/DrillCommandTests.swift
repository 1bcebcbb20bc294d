import CLI
import Foundation
import Testing

/// `headunit drill` in-process: what it prints, its exit codes, and the files it writes.
@Suite struct DrillCommandTests {
    static let failing = CLIHarness.runnerFixtures + "/failing.drill"

    /// `drill: N passed, M failed`, the last line.
    static func summary(_ outcome: CLIHarness.Outcome) -> (passed: Int, failed: Int)? {
        guard let last = outcome.outLines.dropLast().last, last.hasPrefix("drill: ") else { return nil }
        let numbers = last.split(separator: " ").compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    @Test func theShippedDrillPasses() async throws {
        let outcome = await CLIHarness.drill([CLIHarness.drill])
        #expect(outcome.code == ExitCode.ok, "\(outcome)")
        #expect(outcome.err == "")
        let summary = try #require(Self.summary(outcome), "\(outcome)")
        #expect(summary.failed == 0)
        #expect(summary.passed >= 8)
        #expect(outcome.passed.count == summary.passed, "a PASS line per scenario")
        #expect(outcome.failed == [])
        #expect(outcome.passed.allSatisfy { $0.hasPrefix(CLIHarness.drill + "/d") })
        #expect(outcome.out.hasSuffix("\ndrill: \(summary.passed) passed, 0 failed\n"))
    }

    @Test func twoShardsTogetherRunEveryScenarioExactlyOnce() async throws {
        let all = await CLIHarness.drill([CLIHarness.drill]).passed
        let first = await CLIHarness.drill([CLIHarness.drill, "--shard", "1/2"])
        let second = await CLIHarness.drill([CLIHarness.drill, "--shard", "2/2"])
        #expect(first.code == 0 && second.code == 0)
        #expect(!first.passed.isEmpty && !second.passed.isEmpty, "both shards do some work")
        #expect(Set(first.passed).isDisjoint(with: second.passed))
        #expect((first.passed + second.passed).sorted() == all.sorted())
        #expect(abs(first.passed.count - second.passed.count) <= 1, "the shares are even")
        await #expect(CLIHarness.drill([CLIHarness.drill, "--shard", "1/1"]).passed == all)
    }

    /// Issue 18 item 5: `--shard 3/3` over two scenarios exited 1.
    @Test func anEmptyShardExitsZeroAndSaysSo() async {
        let outcome = await CLIHarness.drill([CLIHarness.drill, "--filter", "gear", "--shard", "3/3"])
        #expect(outcome.code == ExitCode.ok, "\(outcome)")
        #expect(outcome.err == "")
        #expect(outcome.out.contains("drill: shard 3/3 held no scenarios (2 scenarios for 3 shards): nothing to run here, the other shards run them\n"), "\(outcome)")
        await #expect(CLIHarness.drill([CLIHarness.drill, "--filter", "gear", "--shard", "2/3"]).passed.count == 1)
    }

    @Test func theShardArgumentIsChecked() async {
        let outcome = await CLIHarness.drill([CLIHarness.drill, "--shard", "0/2"])
        #expect(outcome.code == ExitCode.usage)
        #expect(outcome.out == "")
        #expect(outcome.err.hasPrefix("headunit drill: --shard wants I/N with 1 ≤ I ≤ N, like 2/4 (got 0/2)\nUSAGE: headunit drill [PATH…] "))
        #expect(outcome.err.hasSuffix("\nSee `headunit drill --help`.\n"))
    }

    @Test(arguments: [("D5", ["d5-new.drill:2"]), ("d8-", ["d8-buttons.drill:3", "d8-buttons.drill:19"]), ("zzz", [])])
    func theFilterPicksScenariosByNameOrFile(filter: String, expected: [String]) async {
        let outcome = await CLIHarness.drill([CLIHarness.drill, "--filter", filter])
        // A run that checks nothing fails: a filter matching no scenario exits 1.
        #expect(outcome.code == (expected.isEmpty ? ExitCode.failed : ExitCode.ok))
        #expect(outcome.passed == expected.map { CLIHarness.drill + "/" + $0 }, "\(outcome)")
        #expect(outcome.out.hasSuffix("drill: \(expected.count) passed, 0 failed\n"))
    }

    @Test(arguments: [
        "bad-duration.drill", "binary-junk.drill", "empty.drill", "grammar.drill", "include-cycle.drill",
        "include-outside-root.drill", "missing-include.drill", "unknown-cue.drill", "unknown-word.drill",
        "unterminated-string.drill",
    ])
    func aMalformedFileIsBadInput(name: String) async {
        let outcome = await CLIHarness.run(["drill", CLIHarness.malformed + "/" + name, "--root", CLIHarness.malformed])
        #expect(outcome.code == ExitCode.badInput, "\(outcome)")
        #expect(outcome.err.contains(": error: [DL"), "\(outcome)")
        if name != "include-cycle.drill" {
            #expect(outcome.passed == [] && outcome.failed == [], "a file with errors does not run")
        }
    }

    /// A scenario whose include has an error (here a cycle, and a `scenario` line in the
    /// included part) runs anyway, with the steps that could be read, and prints PASS (and is
    /// a passing testcase in JUnit) though the run exits 65: DrillSuite skips only scenarios
    /// whose own file has an error, not those whose included files do.
    @Test func aScenarioWhoseIncludeHasAnErrorDoesNotRun() async {
        let outcome = await CLIHarness.run(["drill", CLIHarness.malformed + "/include-cycle.drill", "--root", CLIHarness.malformed])
        #expect(outcome.code == ExitCode.badInput)
                #expect(outcome.passed == [], "\(outcome)")
    }

    /// Issue 18 item 4: a drill named from another folder includes what is beside it; the
    /// root was the working directory, so the include "left" it (DL402).
    @Test func aDrillNamedFromElsewhereIncludesWhatIsBesideIt() async throws {
        try await CLIHarness.withTemporaryFolder { folder in
            try Data("scenario \"beside\"\n  include \"plugged.drillpart\"\n  expect car home \"Continue conversation\" \"New conversation\"\n".utf8)
                .write(to: folder.appendingPathComponent("x.drill"))
            try Data("plug\n".utf8).write(to: folder.appendingPathComponent("plugged.drillpart"))
            let outcome = await CLIHarness.run(["drill", folder.appendingPathComponent("x.drill").path])
            #expect(outcome.code == ExitCode.ok, "\(outcome)")
            #expect(outcome.err == "")
        }
    }

    @Test func aMalformedFileIsReportedAtItsPosition() async {
        let file = CLIHarness.malformed + "/unknown-word.drill"
        let outcome = await CLIHarness.drill([file])
        #expect(outcome.code == ExitCode.badInput)
        #expect(outcome.err == """
        \(file):4:3: error: [DL101] unknown word 'tapp'
              tapp "Continue conversation"
              ^~~~
        hint: did you mean 'tap'?

        """)
        #expect(outcome.out.hasSuffix("; 1 input error(s)\ndrill: 0 passed, 0 failed\n"), "\(outcome)")
    }

    @Test func unknownValuesAreBadInputFoundBeforeRunning() async {
        let file = CLIHarness.runnerFixtures + "/bad-value.drill"
        let outcome = await CLIHarness.drill([file])
        #expect(outcome.code == ExitCode.badInput)
        #expect(outcome.err.contains("\(file):4:19: error: [DL504] unknown navigator \"naiv\"\n"))
        #expect(outcome.err.contains("hint: did you mean \"naive\"? known: standard, naive, identity, no-completion\n"))
        #expect(outcome.err.contains("\(file):6:7: error: [DL505] no screen of the car shows \"Continue conversaton\"\n"))
        #expect(outcome.err.contains("hint: did you mean \"Continue conversation\"?\n"))
        #expect(outcome.passed == [] && outcome.failed == [])
    }

    @Test func aFailingScenarioExitsOneAndPrintsTheFailure() async throws {
        let outcome = await CLIHarness.drill([Self.failing])
        #expect(outcome.code == ExitCode.failed)
        #expect(outcome.err == "")
        #expect(outcome.passed == ["\(Self.failing):3"])
        #expect(outcome.failed == ["\(Self.failing):8"])
        let lines = outcome.outLines
        let fail = try #require(lines.firstIndex { $0.hasPrefix("FAIL") })
        #expect(lines[fail] == "FAIL  \(Self.failing):8  Fails without realtime up  (3 steps, 1.300s simulated)")
        #expect(Array(lines[(fail + 1)...(fail + 7)]) == [
            "      \(Self.failing):11:3: error: [DL501] expected the car to show the call screen in \"Listening\"",
            "            expect car call \"Listening\"",
            "            ^~~~~~~~~~~~~~~~~~~~~~~~~~~",
            "      hint: the car showed call[Connecting…]; the phone showed app (after waiting 1000ms, the settle window)",
            "        the car showed:   call[Connecting…]",
            "        the phone showed: app",
            "        the last lines of the log:",
        ])
        #expect(lines.contains("        seed: 0 (rerun with --seed 0)"))
        #expect(outcome.out.hasSuffix("\ndrill: 1 passed, 1 failed\n"))
    }

    @Test(arguments: [("7", 7), ("0x2A", 42)])
    func theSeedOptionIsPrintedOnFailure(option: String, seed: Int) async {
        let outcome = await CLIHarness.drill([Self.failing, "--seed", option])
        #expect(outcome.code == ExitCode.failed)
        #expect(outcome.outLines.contains("        seed: \(seed) (rerun with --seed \(seed))"), "\(outcome)")
    }

    @Test func theGithubFormatAddsOneAnnotationPerFailingScenario() async {
        let outcome = await CLIHarness.drill([Self.failing, "--format", "github"])
        #expect(outcome.code == ExitCode.failed)
        let annotations = outcome.outLines.filter { $0.hasPrefix("::") }
        #expect(annotations == [
            "::error file=\(Self.failing),line=11,col=3,title=Fails without realtime up::[DL501] expected the car to show the call screen in \"Listening\" — the car showed call[Connecting…]",
        ])
        let text = await CLIHarness.drill([Self.failing, "--format", "text"])
        #expect(!text.out.contains("::error"))
        await #expect(CLIHarness.drill([CLIHarness.drill, "--format", "github"]).outLines.filter { $0.hasPrefix("::") } == [])
    }

    @Test func theGithubFormatAnnotatesBadInputToo() async {
        let file = CLIHarness.runnerFixtures + "/bad-value.drill"
        let outcome = await CLIHarness.drill([file, "--format", "github"])
        #expect(outcome.code == ExitCode.badInput)
        #expect(outcome.outLines.filter { $0.hasPrefix("::") } == [
            "::error file=\(file),line=4,col=19,title=DL504::unknown navigator \"naiv\"",
            "::error file=\(file),line=6,col=7,title=DL505::no screen of the car shows \"Continue conversaton\"",
        ])
    }

    @Test func coveragePrintsTheRuleTable() async {
        let outcome = await CLIHarness.drill([Self.failing, "--coverage"])
        #expect(outcome.out.contains("\nrule scenarios\nH1   — none\n"), "\(outcome)")
        #expect(outcome.out.contains("\nD1   1: \(Self.failing):3\n"))
        #expect(outcome.out.contains("\n1 of 82 rules held by a passing scenario\n"))
    }

    /// docs/DRILL_LANGUAGE.md's `expect shot` example runs (issue 18 item 1; DocumentationTests
    /// runs the others, without pictures): recorded once (a recording fails the run), then it
    /// holds.
    @Test func theDocumentedShotExampleRuns() async throws {
        let line = #"expect shot "d1-home.png""#
        let page = try String(contentsOfFile: CLIHarness.path("docs/DRILL_LANGUAGE.md"), encoding: .utf8)
        #expect(page.contains("```drill\n\(line)\n```"), "the page shows the example")
        try await CLIHarness.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("shot.drill")
            try Data("scenario \"docs: expect shot\"\n  plug\n  \(line)\n".utf8).write(to: file)
            let shots = folder.appendingPathComponent("failures").path
            let recorded = await CLIHarness.run(["drill", file.path, "--rebaseline-missing", "--shots", shots])
            #expect(recorded.code == ExitCode.failed, "\(recorded)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("d1-home.png").path), "the golden is beside the scenario")
            let verified = await CLIHarness.run(["drill", file.path, "--shots", shots])
            #expect(verified.code == ExitCode.ok, "\(verified)")
        }
    }

    @Test func theReportsAreWrittenWhereAsked() async throws {
        try await CLIHarness.withTemporaryFolder { dir in
            let junit = dir.appendingPathComponent("reports/junit.xml")
            let trace = dir.appendingPathComponent("reports/trace.json")
            let logs = dir.appendingPathComponent("logs")
            let audio = dir.appendingPathComponent("audio")
            let shots = dir.appendingPathComponent("shots")
            let outcome = await CLIHarness.drill([CLIHarness.drill, "--filter", "D5",
                                            "--junit", junit.path, "--trace", trace.path, "--log", logs.path,
                                            "--audio", audio.path, "--shots", shots.path])
            #expect(outcome.code == ExitCode.ok, "\(outcome)")
            #expect(outcome.passed.count == 1)
            let slug = "d5-new-L2-d5-new-is-one-tap-to-a-call"

            // JUnit: one testcase, with the filmstrip as a property.
            let xml = try String(contentsOf: junit, encoding: .utf8)
            #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"headunit drill\" tests=\"1\" failures=\"0\""))
            #expect(xml.contains("<property name=\"shot\" value=\"\(shots.path)/\(slug).filmstrip.png\"/>"), "\(xml)")

            // The trace is JSON with events.
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any]
            #expect((object?["traceEvents"] as? [Any])?.isEmpty == false)

            // Logs: the merged log and the host log alone.
            #expect(CLIHarness.files(in: logs) == ["\(slug).carplay-host-log.txt", "\(slug).log"])
            let merged = try String(contentsOf: logs.appendingPathComponent("\(slug).log"), encoding: .utf8)
            let host = try String(contentsOf: logs.appendingPathComponent("\(slug).carplay-host-log.txt"), encoding: .utf8)
            #expect(merged.contains("[world]") && merged.contains("[host]"))
            #expect(!host.contains("[world]") && host.contains("[host]"))
            #expect(host.split(separator: "\n").allSatisfy { merged.contains($0) }, "the host log is a part of the merged log")

            // Audio: a WAV per scenario.
            #expect(CLIHarness.files(in: audio) == ["\(slug).wav"])
            #expect(CLIHarness.head(audio.appendingPathComponent("\(slug).wav"), 4) == Array("RIFF".utf8))

            // Shots: a folder of PNGs, one per step, and a filmstrip.
            #expect(CLIHarness.files(in: shots) == [slug, "\(slug).filmstrip.png"])
            #expect(CLIHarness.head(shots.appendingPathComponent("\(slug).filmstrip.png"), 8) == CLIHarness.pngSignature)
            let frames = CLIHarness.files(in: shots.appendingPathComponent(slug))
            #expect(frames.count == 10, "D5 has ten steps: \(frames)")
            #expect(frames.first == "001-L3.png", "the rules line is a step too")
            #expect(frames.last == "010-L12.png")
            for frame in frames {
                #expect(CLIHarness.head(shots.appendingPathComponent(slug).appendingPathComponent(frame), 8) == CLIHarness.pngSignature)
            }
        }
    }

    @Test func aReportThatCannotBeWrittenFailsTheRun() async throws {
        try await CLIHarness.withTemporaryFolder { dir in
            let file = dir.appendingPathComponent("a-file")
            try Data("x".utf8).write(to: file)
            let outcome = await CLIHarness.drill([CLIHarness.drill, "--filter", "D5", "--junit", file.path + "/junit.xml"])
            #expect(outcome.code == ExitCode.failed, "\(outcome)")
            #expect(outcome.err.hasPrefix("headunit drill: could not write a report: "))
        }
    }
}
