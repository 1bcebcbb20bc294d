import CarPlay
import Foundation
import HeadUnitPictures
import HeadUnitTesting
import Testing
import UIKit
@testable import VoiceScene
@testable import BrokenVoiceScene

/// The drills in Drills/ over the scene and its broken twin (B7), and the explorer over the twin
/// (B8): its crash found with a shortest trace, written as a drill, and replayed.
@MainActor
struct DrillTests {
    static let drills = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Drills").path

    /// Where the pictures go: this package's .build/drill-shots (a CI job keeps it as an artifact).
    static let shots = URL(fileURLWithPath: drills).deletingLastPathComponent().appendingPathComponent(".build/drill-shots").path

    @Test func theSceneDrillPassesWithAPicturePerStep() async throws {
        let suite = await SceneDrill(category: .voiceConversation) { VoiceScene.CarPlaySceneDelegate() }
            .run(["\(Self.drills)/voice-scene.drill"], root: Self.drills)
        let passed = suite.passed
        #expect(passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
        #expect(suite.results.count == 3)
        let strips = try DrillPictures.writeShots(suite, to: Self.shots)
        #expect(strips.count == 3)
        for path in strips.values.flatMap({ $0 }) { #expect(FileManager.default.fileExists(atPath: path)) }
    }

    @Test func theBrokenTwinIsCaughtByItsDrill() async {
        let suite = await SceneDrill(category: .voiceConversation) { BrokenVoiceScene.CarPlaySceneDelegate() }
            .run(["\(Self.drills)/broken-voice-scene.drill"], root: Self.drills)
        let passed = suite.passed
        #expect(passed, Comment(rawValue: suite.consoleLines.joined(separator: "\n")))
        #expect(suite.results.first?.record.failures.map(\.rule) == ["H3"])
        _ = try? DrillPictures.writeShots(suite, to: Self.shots)
    }

    @Test func theBrokenTwinIsCaughtByExplorationAndItsTraceReplays() async throws {
        let found = await SceneExplorer(category: .voiceConversation) { BrokenVoiceScene.CarPlaySceneDelegate() }
            .explore(maxEvents: 4)
        let counterexample = try #require(found.counterexample)
        #expect(counterexample.failure.message.hasPrefix("An error was encountered during a template operation, but no completion block was specified."))

        // Written as a drill and replayed through SceneDrill: the same crash.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("voice-scene-explore-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try counterexample.drill.write(to: dir.appendingPathComponent("shortest-crash.drill"), atomically: true, encoding: .utf8)
        let replay = await SceneDrill(category: .voiceConversation) { BrokenVoiceScene.CarPlaySceneDelegate() }
            .run([dir.path], root: dir.path)
        let passed = replay.passed
        #expect(passed, Comment(rawValue: (replay.diagnostics.map(\.rendered) + replay.consoleLines + [counterexample.drill]).joined(separator: "\n")))
        #expect(replay.results.first?.record.failures.first?.message == counterexample.failure.message)
        print(found.summary)
        print(counterexample.drill)
    }
}
