import CarPlay
import Drill
import HeadUnitTesting
import Testing
import UIKit

/// SmallScene saying what of its state decides what it does next: nothing the car does not
/// show (B8).
@MainActor
final class KeyedScene: SmallScene, ExplorableScene {
    var stateKey: Int { 0 }
}

/// A scene whose key is a fresh number every time it is asked: not a key at all.
@MainActor
final class UnstableScene: SmallScene, ExplorableScene {
    static var asked = 0
    var stateKey: Int {
        Self.asked += 1
        return Self.asked
    }
}

/// B8: traces that reach the same state are merged where that is sound — the host's state, the
/// time left on each deadline, and the scene's own key — or, opted into, by what the car shows;
/// a key that two replays of one trace disagree on is reported and not used.
@Suite("SceneExplorer: traces merged by state (B8)")
@MainActor
struct SceneExplorerMergingTests {
    @Test("a scene that offers its key (ExplorableScene) is merged by it, the same shortest crash found with fewer traces")
    func mergedByTheScenesKey() async throws {
        let plain = await SceneExplorer { SmallScene() }.explore(maxEvents: 4)
        let keyed = await SceneExplorer { KeyedScene() }.explore(maxEvents: 4)
        #expect(plain.complete && keyed.complete)
        #expect(keyed.pruned > 0 && keyed.tracesRun < plain.tracesRun)
        #expect(keyed.merging == .sceneKey && plain.merging == .none)
        #expect(keyed.summary.contains("\(keyed.pruned) merged by the scene's key"))
    }

    @Test("merging by what the car shows is opt-in, and the summary says so")
    func mergedByWhatTheCarShows() async throws {
        var explorer = SceneExplorer { SmallScene() }
        explorer.mergesByWhatTheCarShows = true
        let found = await explorer.explore(maxEvents: 4)
        #expect(found.merging == .whatTheCarShows && found.pruned > 0)
        #expect(found.summary.contains("\(found.pruned) merged by what the car shows (not your scene's own state)"))
    }

    @Test("a key two replays of one trace disagree on is reported, and nothing is merged by it")
    func anUnstableKeyIsReported() async throws {
        let found = await SceneExplorer { UnstableScene() }.explore(maxEvents: 3)
        let trace = try #require(found.unstableKey)
        #expect(found.pruned == 0 && found.merging == .none)
        #expect(found.summary.contains("the scene's key is not stable: two replays of \(trace.isEmpty ? "the start" : trace.map(\.description).joined(separator: " → ")) gave two keys; nothing was merged"))
    }
}
