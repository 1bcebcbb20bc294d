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

/// A scene with an app event: "download finished" (the network, not the driver) presents an
/// alert with no completion, whatever the car shows — a refusal is then a crash (H4).
@MainActor
final class DownloadScene: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let delete = CPGridButton(titleVariants: ["Delete"], image: UIImage()) { [weak self] _ in
            let sure = CPAlertTemplate(titleVariants: ["Delete it?"], actions: [CPAlertAction(title: "Cancel", style: .cancel) { _ in
                self?.interfaceController?.dismissTemplate(animated: true) { _, _ in }
            }])
            self?.interfaceController?.presentTemplate(sure, animated: true) { _, _ in }
        }
        interfaceController.setRootTemplate(CPGridTemplate(title: "Home", gridButtons: [delete]), animated: true, completion: nil)
    }

    func downloadFinished() {
        let done = CPAlertTemplate(titleVariants: ["Downloaded"], actions: [CPAlertAction(title: "OK", style: .default) { [weak self] _ in
            self?.interfaceController?.dismissTemplate(animated: true) { _, _ in }
        }])
        interfaceController?.presentTemplate(done, animated: true, completion: nil)
    }
}

/// B8 with the app's own events: each is one more action at every step, written as `event
/// "NAME"`, and `SceneDrill` given the same events replays the counterexample.
@Suite("SceneExplorer: the app's own events (B8, B7)")
@MainActor
struct SceneExplorerEventTests {
    final class Box { var scene: DownloadScene? }

    func explorer(_ box: Box) -> SceneExplorer {
        SceneExplorer(category: .audio, events: ["download finished": { box.scene?.downloadFinished() }]) {
            let scene = DownloadScene()
            box.scene = scene
            return scene
        }
    }

    @Test("a download that finishes while an alert is being presented is found, and its drill replays with the same event")
    func findsTheEventsCrash() async throws {
        let box = Box()
        let found = await explorer(box).explore(maxEvents: 4)
        let c = try #require(found.counterexample, Comment(rawValue: found.summary))
        #expect(c.steps.map(\.drillLine) == ["plug", "tap \"Delete\" now", "event \"download finished\""])
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("download-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try c.drill.write(to: dir.appendingPathComponent("crash.drill"), atomically: true, encoding: .utf8)
        let replayBox = Box()
        let suite = await SceneDrill(category: .audio, events: ["download finished": { replayBox.scene?.downloadFinished() }]) {
            let scene = DownloadScene()
            replayBox.scene = scene
            return scene
        }.run([dir.path], root: dir.path)
        #expect(suite.passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines + [c.drill]).joined(separator: "\n")))
        #expect(suite.results.first?.record.failures.first?.message == c.failure.message)
    }
}
