import CarPlay
import Drill
import HeadUnitTesting
import Testing
import UIKit

/// SmallScene whose fifth row selection pops twice without a completion: the second pop meets
/// the first's animation (H3), several steps deep.
@MainActor
final class FifthSelectionScene: SmallScene {
    var selections = 0

    override func item(_ text: String) -> CPListItem {
        let item = CPListItem(text: text, detailText: nil)
        item.handler = { [weak self] _, completion in
            guard let self else { return }
            self.selections += 1
            if self.selections == 5 {
                self.interfaceController?.popTemplate(animated: true, completion: nil)
                self.interfaceController?.popTemplate(animated: true, completion: nil)
            }
            completion()
        }
        return item
    }
}

/// B8 over a CI matrix: N shards of one exploration, each a deterministic share, together run
/// every trace the whole exploration runs, and the whole's shortest crash is one shard's.
@Suite("SceneExplorer: shards for a CI matrix (B8)")
@MainActor
struct SceneExplorerShardTests {
    func explorer(_ shard: Shard, pops: Bool = false) -> SceneExplorer {
        var explorer = SceneExplorer(category: .voiceConversation) {
            let scene = SmallScene()
            scene.popsWithoutCompletion = pops
            return scene
        }
        explorer.shard = shard
        return explorer
    }

    @Test("two shards run the shorter traces each, then share the rest: every trace of the whole once")
    func sharesAddUp() async throws {
        let whole = await explorer(.whole).explore(maxEvents: 7)
        let first = await explorer(Shard(index: 1, count: 2)!).explore(maxEvents: 7)
        let second = await explorer(Shard(index: 2, count: 2)!).explore(maxEvents: 7)
        let (a, b) = (try #require(first.shardSplit), try #require(second.shardSplit))
        #expect(whole.shardSplit == nil && whole.shared.isEmpty)
        #expect(a.steps == b.steps && a.traces == b.traces && a.shorter == b.shorter)
        #expect(a.traces >= Shard.rootsPerShard * 2 && a.taken + b.taken == a.traces && a.taken > 0 && b.taken > 0)
        #expect(first.complete && second.complete && whole.complete)
        #expect(first.tracesRun + second.tracesRun - a.shorter == whole.tracesRun)
        #expect(first.summary.hasSuffix("; shard 1/2: the \(a.traces) traces of \(a.steps) steps were shared out by their steps and this shard took \(a.taken) (every shard runs the \(a.shorter) shorter traces whole)"))
        let again = await explorer(Shard(index: 1, count: 2)!).explore(maxEvents: 7)
        #expect(again.tracesRun == first.tracesRun && again.shardSplit == a)
    }

    @Test("the whole exploration's shortest crash, found past the split, is the shortest of the shards' crashes")
    func shortestCrashIsAShards() async throws {
        func explorer(_ shard: Shard) -> SceneExplorer {
            var explorer = SceneExplorer(category: .voiceConversation) { FifthSelectionScene() }
            explorer.shard = shard
            return explorer
        }
        let whole = try #require(await explorer(.whole).explore(maxEvents: 7).counterexample)
        var found: [Counterexample] = []
        for index in 1...2 {
            let share = await explorer(Shard(index: index, count: 2)!).explore(maxEvents: 7)
            let split = try #require(share.shardSplit)
            #expect(split.steps < whole.steps.count)
            if let c = share.counterexample { found.append(c) }
        }
        #expect(whole.failure.rule == "H3")
        #expect(found.contains(whole))
        #expect(found.allSatisfy { $0.steps.count >= whole.steps.count })
    }

    @Test("a search that ends before a level wide enough to share runs whole in every shard, and says so")
    func tooNarrowToShare() async {
        let whole = await explorer(.whole).explore(maxEvents: 2)
        let shard = await explorer(Shard(index: 2, count: 4)!).explore(maxEvents: 2)
        #expect(shard.shardSplit == nil && shard.tracesRun == whole.tracesRun)
        #expect(shard.summary.hasSuffix("; shard 2/4: the search ended before a length of \(Shard.rootsPerShard * 4) traces, so this shard ran the whole (as every shard did)"))
    }
}
