import CarPlay
import Drill
import Foundation
import HeadUnitTesting
import Testing
import UIKit

/// B8: the explorer replays each trace from a fresh scene; its first crash has a shortest
/// trace, written as a drill that replays to the same crash.
@Suite("SceneExplorer: a shortest crash in your own scene (B8)")
@MainActor
struct SceneExplorerTests {
    func explorer(pops: Bool) -> SceneExplorer {
        SceneExplorer(category: .voiceConversation) {
            let scene = SmallScene()
            scene.popsWithoutCompletion = pops
            return scene
        }
    }

    @Test("the broken scene's pop without a completion is found with a shortest trace: End on the call screen pops at the root")
    func findsTheCrash() async throws {
        let found = await explorer(pops: true).explore(maxEvents: 4)
        let c = try #require(found.counterexample)
        // The first root lands at once (H2); a touch waits for each transition (B11): End, once
        // the call screen is up, pops at the root (H3).
        #expect(c.failure.rule == "H3")
        #expect(c.steps.map(\.drillLine) == [.plug, .tap("Talk"), .wait(300), .tap("End")].map(\SceneExplorer.Action.drillStep))
        #expect(c.summary == "Reaches crash H3: plug → tap \"Talk\" now → wait 300ms → tap \"End\" now")
        #expect(found.stepsFullyCovered == 3 && !found.complete)
        #expect(c.drill.contains("  tap \"End\" now    # H3 fires here\n  expect crash H3\n"))
        #expect(found.summary == "explore: \(c.summary); \(found.tracesRun) traces (\(found.actionsReplayed) actions replayed, 0 pruned); "
            + "every trace of 3 steps or fewer and 4 events or fewer was tried")
    }

    @Test("the trace shows what the car showed after each step, like TLC's; the drill is the explorers' one drill")
    func traceAndDrill() async throws {
        let c = try #require(await explorer(pops: true).explore(maxEvents: 4).counterexample)
        #expect(c.trace == """
        State 0 (start, t=0.000s):
          car: disconnected
        Step 1: plug (t=0.000s)
          car: disconnected → stack: grid "Home" [Talk|Recent]
        Step 2: tap "Talk" now (t=0.000s)
          car: stack: grid "Home" [Talk|Recent] → stack: grid "Home" [Talk|Recent]; presented: voiceControl [Mute|End] state "Listening"
        Step 3: wait 300ms (t=0.300s)
          (nothing a person could see changed)
        Step 4: tap "End" now (t=0.300s)
          CRASH [H3] \(c.failure.message)
            call: popTemplate(animated: true, completion: nil)
        """)
        #expect(c.drill == """
        # Written by SceneExplorer (voice-based conversation category, profile strict): the shortest trace found to H3.
        # Reaches crash H3: plug → tap "Talk" now → wait 300ms → tap "End" now
        scenario "Explorer: crash H3 in 4 steps"
          rules H3
          plug
          tap "Talk" now
          wait 300ms
          tap "End" now    # H3 fires here
          expect crash H3

        """)
    }

    @Test("the written drill replays through SceneDrill to the same crash")
    func drillReplays() async throws {
        let c = try #require(await explorer(pops: true).explore(maxEvents: 4).counterexample)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-explorer-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try c.drill.write(to: dir.appendingPathComponent("crash.drill"), atomically: true, encoding: .utf8)
        let suite = await SceneDrill(category: .voiceConversation) {
            let scene = SmallScene()
            scene.popsWithoutCompletion = true
            return scene
        }.run([dir.path], root: dir.path)
        let passed = suite.passed
        #expect(passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
        #expect(suite.results.first?.record.failures.first?.message == c.failure.message)
    }

    @Test("a scene that does not crash is explored to the bound, the same way every run")
    func completeAndDeterministic() async {
        let first = await explorer(pops: false).explore(maxEvents: 3)
        #expect(first.counterexample == nil && first.complete)
        let second = await explorer(pops: false).explore(maxEvents: 3)
        #expect(second.tracesRun == first.tracesRun && second.actionsReplayed == first.actionsReplayed)
        #expect(first.tracesRun > 10)
        #expect(first.summary == "explore: clean — no crash and no broken invariant in \(first.tracesRun) traces "
            + "(\(first.actionsReplayed) actions replayed, 0 pruned); every trace of 3 events or fewer was tried")
    }

    @Test("pruning by the host's state and the scene's key finds the same shortest crash, and explores a scene with fewer traces")
    func pruning() async throws {
        let plain = await explorer(pops: true).explore(maxEvents: 4)
        var pruned = explorer(pops: true)
        pruned.key = { _ in 0 }   // SmallScene keeps nothing the host does not show
        #expect(await pruned.explore(maxEvents: 4).counterexample?.trace == plain.counterexample?.trace)
        let all = await explorer(pops: false).explore(maxEvents: 4)
        var prunedClean = explorer(pops: false)
        prunedClean.key = { _ in 0 }
        let fewer = await prunedClean.explore(maxEvents: 4)
        #expect(fewer.complete && all.complete)
        #expect(fewer.pruned > 0 && fewer.tracesRun < all.tracesRun)
    }

    @Test("the trace limit stops the search cleanly and says what was covered")
    func traceLimit() async {
        var limited = explorer(pops: false)
        limited.maxTraces = 10
        let result = await limited.explore(maxEvents: 5)
        #expect(result.stoppedEarly && !result.complete && result.tracesRun == 10)
        #expect(result.summary.hasSuffix("; stopped: maxTraces 10 reached; every trace of \(result.stepsFullyCovered) steps or fewer and 5 events or fewer was tried"))
    }
}
