import Foundation
import Testing
import TestSupport
@testable import Drill
import WorldDrill

/// Same inputs, same bytes: the shipped drill run twice gives identical reports and logs.
@Suite struct DeterminismTests {
    /// The package root (this file is Tests/DrillTests/DeterminismTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let drill = root.appendingPathComponent("Scenarios/drill").path

    static func options(seed: UInt64? = nil, shard: (Int, Int)? = nil, filter: String? = nil) -> DrillSuite.Options {
        var o = DrillSuite.Options()
        o.paths = [drill]
        o.root = root.path
        o.seed = seed
        o.shard = shard
        o.filter = filter
        return o
    }

    /// Everything a run leaves behind that should not change: JUnit, the trace, each merged log.
    struct Artifacts: Equatable {
        var junit: String
        var trace: String
        var logs: [String]
        var hostLogs: [String]
        var console: [String]

        init(_ suite: DrillSuite) {
            junit = JUnitReport.xml(suite)
            trace = TraceReport.json(suite)
            logs = suite.results.map { $0.record.mergedLog.map(\.description).joined(separator: "\n") }
            hostLogs = suite.results.map { $0.record.hostLog.map(\.description).joined(separator: "\n") }
            console = suite.results.map { "\($0.passed) \($0.steps.count) \($0.simulatedMs) \($0.failure?.rendered ?? "")" }
        }
    }

    @Test func theShippedDrillPassesAndIsNotEmpty() async {
        let suite = await DrillSuite.run(Self.options())
        #expect(suite.diagnostics == [], "\(suite.diagnostics.map(\.rendered))")
        #expect(suite.results.count >= 8, "Scenarios/drill holds D1-D8")
        #expect(suite.passed, "\(suite.results.compactMap(\.failure?.rendered).joined(separator: "\n"))")
        #expect(suite.exitCode == 0)
    }

    @Test(arguments: [nil, 7, 0x2A] as [UInt64?])
    func twoRunsGiveTheSameBytes(seed: UInt64?) async {
        let first = Artifacts(await DrillSuite.run(Self.options(seed: seed)))
        let second = Artifacts(await DrillSuite.run(Self.options(seed: seed)))
        #expect(first.junit == second.junit)
        #expect(Data(first.trace.utf8) == Data(second.trace.utf8))
        #expect(first.logs == second.logs)
        #expect(first.hostLogs == second.hostLogs)
        #expect(first.console == second.console)
        #expect(first.logs.allSatisfy { !$0.isEmpty })
    }

    @Test func theSeedOptionIsTheSeedEveryScenarioRanWith() async {
        let suite = await DrillSuite.run(Self.options(seed: 7))
        #expect(suite.results.allSatisfy { $0.seed == 7 })
        #expect(suite.results.allSatisfy { $0.record.mergedLog.first?.text.hasSuffix("seed 7") == true })
        #expect(JUnitReport.xml(suite).components(separatedBy: "<property name=\"seed\" value=\"7\"/>").count - 1 == suite.results.count)
    }

    @Test func aSuiteRunMatchesRunningEachScenarioAlone() async {
        let suite = await DrillSuite.run(Self.options())
        let load = DrillLoader(root: Self.root, language: .builtInApp).load(paths: [Self.drill])
        #expect(load.scenarios.map(\.name) == suite.results.map(\.scenario.name))
        let alone = await load.scenarios.asyncMap { await ScenarioRunner().run($0).record.mergedLog.map(\.description) }
        #expect(alone == suite.results.map { $0.record.mergedLog.map(\.description) }, "a scenario's world owes nothing to the ones before it")
    }

    @Test func theTraceOfTheShippedDrillHasNoNegativeSpansAndScreensLastToTheEnd() async throws {
        let suite = await DrillSuite.run(Self.options())
        let object = try JSONSerialization.jsonObject(with: Data(TraceReport.json(suite).utf8)) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        let spans = events.filter { $0["ph"] as? String == "X" }
        #expect(!spans.isEmpty)
        for e in spans {
            #expect((e["ts"] as? Int ?? -1) >= 0, "\(e)")
            #expect((e["dur"] as? Int ?? -1) >= 0, "\(e)")
        }
        for (i, r) in suite.results.enumerated() {
            let screens = spans.filter { $0["pid"] as? Int == i + 1 && $0["cat"] as? String == "screen" }
            let end = screens.map { ($0["ts"] as! Int) + ($0["dur"] as! Int) }.max()
            #expect(end == Int(r.simulatedMs) * 1_000, "\(r.scenario.name)")
        }
    }

    @Test(arguments: [1, 2, 3, 4, 9, 10])
    func shardsCoverEveryScenarioExactlyOnceInOrder(count: Int) async {
        let all = await DrillSuite.run(Self.options()).results.map(\.scenario.location)
        let shards = await (1...count).asyncMap { i in await DrillSuite.run(Self.options(shard: (i, count))).results.map(\.scenario.location) }
        let union = shards.flatMap { $0 }
        #expect(union.count == all.count, "no scenario twice")
        #expect(Set(union.map(\.description)) == Set(all.map(\.description)), "every scenario once")
        for shard in shards {
            #expect(shard == all.filter { shard.contains($0) }, "each shard keeps the suite's order")
        }
    }

    /// Issue 18 item 5: a CI matrix with a fixed shard count has empty shards when there are
    /// fewer scenarios than shards; an empty shard passes and says so. A selection with nothing
    /// in it at all still fails (a run that checks nothing).
    @Test func anEmptyShardPassesAndSaysItHeldNoScenarios() async throws {
        let suite = await DrillSuite.run(Self.options(shard: (2, 2), filter: "D5"))
        #expect(suite.results.isEmpty)
        let empty = try #require(suite.emptyShard)
        #expect(empty.description == "shard 2/2 held no scenarios (1 scenario for 2 shards): nothing to run here, the other shards run them")
        #expect(suite.exitCode == 0)
        #expect(suite.passed)
        let first = await DrillSuite.run(Self.options(shard: (1, 2), filter: "D5"))
        #expect(first.results.count == 1 && first.emptyShard == nil && first.exitCode == 0)
        let nothing = await DrillSuite.run(Self.options(shard: (1, 2), filter: "nothing matches this"))
        #expect(nothing.emptyShard == nil)
        #expect(nothing.exitCode == 1, "no shard of an empty selection checks anything")
    }

    @Test(arguments: [("D5", 1), ("d8-buttons", 2), ("gear", 2), ("nothing matches this", 0)])
    func theFilterMatchesNamesAndFiles(filter: String, count: Int) async {
        let suite = await DrillSuite.run(Self.options(filter: filter))
        #expect(suite.results.count == count, "\(suite.results.map(\.scenario.name))")
        #expect(suite.results.allSatisfy { $0.scenario.name.contains(filter) || $0.scenario.location.file.contains(filter) })
    }
}
