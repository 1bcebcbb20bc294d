import CarPlay
import Foundation
import HeadUnitTesting
import PodcastScene
import Testing

/// B8: the explorer, with its default settings, finds the podcast scene's planted crash — an
/// app event's alert presented over one still animating in, six events deep — and its shortest
/// trace, written as a drill, replays through `SceneDrill` to the same crash.
@MainActor
@Suite struct PodcastSceneTests {
    /// The scene each trace made, for the app's event to reach.
    final class Current { var scene: CarPlaySceneDelegate? }

    static func events(_ current: Current) -> [String: @MainActor () -> Void] {
        ["download finished": { current.scene?.downloadFinished() }]
    }

    static func scene(_ current: Current) -> @MainActor () -> any CPTemplateApplicationSceneDelegate {
        {
            let scene = CarPlaySceneDelegate()
            current.scene = scene
            return scene
        }
    }

    @Test func theExplorerFindsTheSixEventCrashWithItsDefaults() async throws {
        let current = Current()
        let found = await SceneExplorer(category: .audio, events: Self.events(current), scene: Self.scene(current)).explore()
        let crash = try #require(found.counterexample, Comment(rawValue: found.summary))
        print(found.summary)
        #expect(crash.failure.rule == "H3")
        #expect(crash.steps.filter { !$0.drillLine.hasPrefix("wait") }.map(\.drillLine) == [
            "plug", "tap \"Road Stories\" now", "tap \"Part 1\" now", "tap \"More\" now", "tap \"Delete download\" now",
            "event \"download finished\"",
        ])

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("podcast-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try found.writeDrill(name: "The download's alert over the delete alert", toFile: dir.appendingPathComponent("crash.drill").path)
        let replay = Current()
        let suite = await SceneDrill(category: .audio, events: Self.events(replay), scene: Self.scene(replay)).run([dir.path], root: dir.path)
        #expect(suite.passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines + [crash.drill]).joined(separator: "\n")))
        #expect(suite.results.first?.record.failures.first?.message == crash.failure.message)
    }

    @Test func onEveryCoreTheWorkersFindTheSameShortestCrash() async throws {
        let current = Current()
        var explorer = SceneExplorer(category: .audio, events: Self.events(current), scene: Self.scene(current))
        explorer.processes = 2
        let found = await explorer.explore()
        let crash = try #require(found.counterexample, Comment(rawValue: found.summary))
        #expect(found.processes == 2, Comment(rawValue: found.summary))
        #expect(crash.summary == "Reaches crash H3: plug → tap \"Road Stories\" now → wait 300ms → tap \"Part 1\" now → wait 300ms → tap \"More\" now → wait 300ms → tap \"Delete download\" now → wait 300ms → event \"download finished\"")
    }
}
