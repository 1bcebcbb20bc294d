import CarPlay
import Drill
import Foundation
import HeadUnitTesting
import Testing
import UIKit

/// The episodes a scene loads from its own actor, as a team's store does.
actor EpisodeStore {
    func titles() -> [String] { ["Pilot", "Finale"] }
}

/// A scene whose work runs in tasks it starts: "Load" asks an actor for rows and awaits the async
/// push; "Refresh" on the pushed list then pops twice in a task — the second pop, at the root,
/// has no completion (H3). None of it happens inside a handler: only the tasks do it.
@MainActor
final class TaskScene: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    let store = EpisodeStore()
    var events: [String] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let load = CPGridButton(titleVariants: ["Load"], image: UIImage()) { [weak self] _ in
            Task { await self?.load() }
        }
        interfaceController.setRootTemplate(CPGridTemplate(title: "Home", gridButtons: [load]), animated: true, completion: nil)
    }

    func load() async {
        let titles = await store.titles()
        events.append("loaded \(titles.count)")
        let refresh = CPBarButton(title: "Refresh") { [weak self] _ in
            Task { await self?.refresh() }
        }
        let list = CPListTemplate(title: "Episodes", sections: [CPListSection(items: titles.map { CPListItem(text: $0, detailText: nil) })])
        list.trailingNavigationBarButtons = [refresh]
        _ = try? await interfaceController?.pushTemplate(list, animated: true)
        events.append("pushed")
    }

    func refresh() async {
        _ = try? await interfaceController?.popTemplate(animated: true)
        interfaceController?.popTemplate(animated: true, completion: nil)   // H3: at the root now
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        self.interfaceController = nil
    }
}

/// B8 with the scene's own tasks: each step runs the work a tap started — a `Task`, an actor's
/// answer, a resumed `await` — before the next, in the order it was made, as `HeadUnit.advance`
/// does; the crash only that work makes is found, and its drill replays through `SceneDrill`.
@Suite("SceneExplorer: the work a scene's tasks do (B8, B5)")
@MainActor
struct SceneExplorerAsyncTests {
    let explorer = SceneExplorer(category: .audio) { TaskScene() }

    @Test("the crash a task makes after an actor call and an awaited push is found with a shortest trace")
    func findsTheTasksCrash() async throws {
        let found = await explorer.explore(maxEvents: 4)
        let c = try #require(found.counterexample, Comment(rawValue: found.summary))
        #expect(c.failure.rule == "H3")
        #expect(c.summary == "Reaches crash H3: plug → tap \"Load\" now → wait 300ms → tap \"Refresh\" now → wait 300ms")
    }

    @Test("each step runs the tasks it started: after Load the list is pushed, its rows from the actor")
    func tasksRunWithinTheStep() async throws {
        let found = await explorer.explore(maxEvents: 4)
        let c = try #require(found.counterexample)
        #expect(c.steps[1].shown.car.contains("list \"Episodes\""), Comment(rawValue: c.trace))
    }

    @Test("the drill replays through SceneDrill to the same crash, and two explorations agree")
    func drillReplaysAndRunsAgree() async throws {
        let first = try #require(await explorer.explore(maxEvents: 4).counterexample)
        let second = try #require(await explorer.explore(maxEvents: 4).counterexample)
        #expect(first.trace == second.trace)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("task-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try first.drill.write(to: dir.appendingPathComponent("crash.drill"), atomically: true, encoding: .utf8)
        let suite = await SceneDrill(category: .audio) { TaskScene() }.run([dir.path], root: dir.path)
        #expect(suite.passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
        #expect(suite.results.first?.record.failures.first?.message == first.failure.message)
    }
}
