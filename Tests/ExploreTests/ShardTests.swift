import Testing
import Host
import Rig
import Drill
import WorldDrill
@testable import Explore

/// `--shard I/N` over the exhaustive search: the N shards together reach exactly the states one
/// run reaches, each shard the same states every time, and a counterexample a shard finds
/// replays as a drill.
@Suite("Shard: N shares of one exploration, together the whole")
struct ShardTests {
    /// The fingerprints of every distinct state the run stored, and its report.
    func states(navigator: String = "standard", depth: Int, shard: Shard) -> (Set<UInt64>, ExploreReport) {
        var options = ExploreOptions()
        options.config.navigator = navigator
        options.depth = depth
        options.shard = shard
        var seen = Set<UInt64>()
        let report = Explorer.explore(options) { seen.insert($0) }
        return (seen, report)
    }

    /// The shards split the tree at one level, so together they try every trace the whole run
    /// tries. They reach a few states more, because the fingerprint is not quite a congruence:
    /// it leaves out the counters that number templates, calls and conversations (CarScene,
    /// Navigator, ServerFake) but feeds the numbers they hand out, so two worlds that differ
    /// only in a counter are one state whose successors are two. Which of the two the visited
    /// set keeps decides the successors, and a shard that did not see the whole run's first keeps
    /// the other. With the counters fed, the union is exactly the whole (tried on this branch);
    /// once the numbers are fed relative to their counters, pin `union == whole`.
    @Test("the shards together reach every state the whole run reaches, and only a few more (numbering)", arguments: [(2, 18), (3, 27)])
    func unionCoversTheWhole(_ count: Int, _ renumbered: Int) throws {
        let (whole, wholeReport) = states(depth: 6, shard: .whole)
        #expect(whole.count == wholeReport.statesExplored)
        var union = Set<UInt64>()
        var owned = 0
        for index in 1...count {
            let (part, report) = states(depth: 6, shard: Shard(index: index, count: count)!)
            #expect(report.shardSplitDepth == 4)
            #expect(part.count == report.statesExplored)
            #expect(part.count < whole.count, "shard \(index)/\(count) explored less than the whole")
            #expect(report.depthFullyCovered == 6)
            union.formUnion(part)
            owned += report.shardRoots.owned
            #expect(report.shardRoots.of == 431)
        }
        #expect(owned == 431, "each world at the split depth is exactly one shard's")
        #expect(whole.isSubset(of: union))
        #expect(union.count - whole.count == renumbered)
    }

    @Test("a shard explores the same states every time")
    func deterministic() {
        let shard = Shard(index: 2, count: 3)!
        #expect(states(depth: 5, shard: shard).0 == states(depth: 5, shard: shard).0)
    }

    @Test("a search too shallow to split explores the whole in every shard")
    func tooShallowToSplit() {
        let (whole, _) = states(depth: 3, shard: .whole)
        let (part, report) = states(depth: 3, shard: Shard(index: 2, count: 2)!)
        #expect(report.shardSplitDepth == nil)
        #expect(part == whole)
    }

    @Test("identity: a counterexample found past the split depth replays as a drill")
    func counterexampleReplays() async throws {
        var found = 0
        for index in 1...2 {
            let (_, report) = states(navigator: "identity", depth: 8, shard: Shard(index: index, count: 2)!)
            guard let c = report.counterexample else { continue }
            found += 1
            let split = try #require(report.shardSplitDepth)
            #expect(c.steps.count > split, "found below the split, in this shard's own share")
            let text = c.drill(name: "Explore: identity reaches \(c.failure.rule), shard \(index)/2")
            let scenario = try #require(DrillParser.parse(text, path: "shard.drill", language: .builtInApp).file.scenarios.first)
            let result = await ScenarioRunner().run(scenario)
            #expect(result.passed, "\(result.failure?.rendered ?? "")")
            #expect(result.record.failures.contains { $0.rule == c.failure.rule })
        }
        #expect(found >= 1)
    }

    @Test("I/N parses for 1 ≤ I ≤ N only", arguments: [
        ("2/4", Shard(index: 2, count: 4)), ("1/1", Shard.whole), ("0/4", nil), ("5/4", nil), ("2/0", nil),
        ("a/b", nil), ("2/", nil), ("/4", nil), ("2/4/1", nil), ("2", nil),
    ])
    func parsing(_ text: String, _ shard: Shard?) {
        #expect(Shard(parsing: text) == shard)
    }

    @Test("every fingerprint is exactly one shard's")
    func partition() {
        var generator = SplitMix64(seed: 9)
        for _ in 0..<1_000 {
            let fingerprint = generator.next()
            #expect((1...5).filter { Shard(index: $0, count: 5)!.owns(fingerprint) }.count == 1)
        }
    }
}
