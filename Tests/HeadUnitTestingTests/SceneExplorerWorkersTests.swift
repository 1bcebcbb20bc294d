import CarPlay
import Drill
import Foundation
import HeadUnitTesting
import Testing
import UIKit

/// SmallScene whose "Second" row traps, as a force unwrap of a missing episode would — in a
/// worker process only, so that explored in the test's own process (workers that did not start)
/// it fails the test instead of ending the test run.
@MainActor
final class TrappingScene: SmallScene {
    override func item(_ text: String) -> CPListItem {
        let item = CPListItem(text: text, detailText: nil)
        item.handler = { _, completion in
            if text == "Second", SceneExplorer.isWorkerProcess { fatalError("no episode behind Second") }
            completion()
        }
        return item
    }
}

/// B8 on every core: worker processes replay each length's traces side by side and this process
/// merges their outcomes in order, so the result is the one a single process gives; a trap in the
/// scene ends the search with the trace a worker was replaying.
@Suite("SceneExplorer: worker processes (B8)")
@MainActor
struct SceneExplorerWorkersTests {
    /// What must not depend on how many processes replayed the traces.
    func same(_ a: SceneExplorer.Result, _ b: SceneExplorer.Result) {
        #expect(a.counterexample == b.counterexample)
        #expect(a.trap == b.trap)
        #expect(a.tracesRun == b.tracesRun && a.actionsReplayed == b.actionsReplayed && a.pruned == b.pruned)
        #expect(a.merging == b.merging && a.unstableKey == b.unstableKey)
        #expect(a.stepsFullyCovered == b.stepsFullyCovered && a.complete == b.complete && a.stoppedEarly == b.stoppedEarly)
    }

    func explorer(processes: Int, _ scene: @escaping @MainActor () -> any CPTemplateApplicationSceneDelegate) -> SceneExplorer {
        var explorer = SceneExplorer(category: .voiceConversation, scene: scene)
        explorer.processes = processes
        return explorer
    }

    @Test("two workers find the crash one process finds, with the same shortest trace and the same counts")
    func sameCrash() async throws {
        let broken = { @MainActor () -> any CPTemplateApplicationSceneDelegate in
            let scene = SmallScene()
            scene.popsWithoutCompletion = true
            return scene
        }
        let here = await explorer(processes: 1, broken).explore(maxEvents: 4)
        let two = await explorer(processes: 2, broken).explore(maxEvents: 4)
        #expect(two.processes == 2 && two.whyNotWorkers == nil)
        #expect(here.processes == 1)
        #expect(two.counterexample?.failure.rule == "H3")
        same(here, two)
        #expect(two.summary == here.summary + "; replayed in 2 worker processes")
    }

    @Test("a clean search merged by the scene's key covers the same traces with two and with three workers")
    func sameCleanSearch() async throws {
        let here = await explorer(processes: 1) { KeyedScene() }.explore(maxEvents: 4)
        let two = await explorer(processes: 2) { KeyedScene() }.explore(maxEvents: 4)
        let three = await explorer(processes: 3) { KeyedScene() }.explore(maxEvents: 4)
        #expect(here.complete && here.pruned > 0)
        #expect(two.processes == 2 && three.processes == 3)
        same(here, two)
        same(two, three)
    }

    @Test("a trace limit stops the workers where it stops one process")
    func sameTraceLimit() async throws {
        var here = explorer(processes: 1) { SmallScene() }
        here.maxTraces = 40
        var two = explorer(processes: 2) { SmallScene() }
        two.maxTraces = 40
        let a = await here.explore(maxEvents: 5), b = await two.explore(maxEvents: 5)
        #expect(a.stoppedEarly && a.tracesRun == 40)
        #expect(b.processes == 2 && b.whyNotWorkers == nil)
        same(a, b)
    }

    @Test("a time limit stops the search, here or in workers, and the summary says so (a limit already reached: nothing runs)")
    func timeLimit() async throws {
        for processes in [1, 2] {
            var explorer = explorer(processes: processes) { SmallScene() }
            explorer.timeLimit = .zero
            let found = await explorer.explore(maxEvents: 4)
            #expect(found.tracesRun == 0 && found.stoppedEarly && found.timeLimitReached && !found.complete)
            #expect(found.summary.contains("; stopped: the time limit reached after 0 traces; "))
        }
    }

    @Test("an unstable key is found by the workers as by one process")
    func sameUnstableKey() async throws {
        let here = await explorer(processes: 1) { UnstableScene() }.explore(maxEvents: 3)
        let two = await explorer(processes: 2) { UnstableScene() }.explore(maxEvents: 3)
        #expect(here.unstableKey != nil)
        #expect(two.processes == 2 && two.whyNotWorkers == nil)
        same(here, two)
    }

    @Test("a trap in the scene ends the search with the trace a worker was replaying, written as a drill")
    func trap() async throws {
        let found = await explorer(processes: 2) { TrappingScene() }.explore(maxEvents: 4)
        let trap = try #require(found.trap)
        #expect(found.counterexample == nil)
        #expect(trap.trace == [.plug, .tap("Recent"), .wait(300), .tap("Second")])
        #expect(trap.lastWords.contains("Fatal error: no episode behind Second"))
        #expect(trap.how.hasPrefix("signal "))
        #expect(found.found == trap.summary)
        #expect(trap.summary.hasPrefix("Your scene trapped (") && trap.summary.hasSuffix("): plug → tap \"Recent\" now → wait 300ms → tap \"Second\" now"))
        #expect(found.summary.hasPrefix("explore: \(trap.summary); \(found.tracesRun) traces"))
        let drill = try #require(found.drill(name: "Second traps"))
        #expect(drill.hasSuffix("scenario \"Second traps\"\n  plug\n  tap \"Recent\" now\n  wait 300ms\n  tap \"Second\" now\n"))
        #expect(drill.hasPrefix("# Written by SceneExplorer: your scene trapped replaying this trace (signal "))
        let parsed = DrillParser.parse(drill, path: "trap.drill", language: .anyScene)
        #expect(parsed.diagnostics.isEmpty && parsed.file.scenarios.map(\.name) == ["Second traps"])
    }

    @Test("workers that never reach the exploration leave it to this process, which says so")
    func workersThatNeverArrive() async throws {
        // A worker runs this test again; here, it skips the exploration and ends.
        guard ProcessInfo.processInfo.environment["HEADUNIT_EXPLORER_WORKER"] == nil else { return }
        let here = await explorer(processes: 1) { SmallScene() }.explore(maxEvents: 3)
        let asked = await explorer(processes: 2) { SmallScene() }.explore(maxEvents: 3)
        #expect(asked.processes == 1)
        #expect(asked.whyNotWorkers == "the worker processes did not reach this exploration")
        #expect(asked.summary.hasSuffix("; replayed in this process: the worker processes did not reach this exploration"))
        same(here, asked)
    }
}
