import Drill
import Testing
import Host
import Rig
@testable import Explore

/// `--workers N` (issue 15 item 3): a round's parents are expanded side by side and their
/// successors merged in order, so any number of workers keeps the same states, in the same
/// order, with the same shortest traces and the same counterexample as one.
@Suite("Workers: the same search for any number of threads")
struct WorkersTests {
    /// Everything a run decides, in order: the states stored, the counts, what was covered,
    /// and the counterexample with its trace.
    struct Outcome {
        var states: [UInt64]
        var transitions: Int
        var depthReached: Int
        var depthFullyCovered: Int
        var stoppedByMaxStates: Bool
        var reached: [String: Set<String>]
        var stepKinds: [String: Int]
        var shardRoots: [Int]
        var counterexample: String?

        /// What differs from `other`, field by field, the states left out (thousands long).
        func differences(from other: Outcome) -> [String] {
            var differences: [String] = []
            func note<T: Equatable>(_ name: String, _ a: T, _ b: T) { if a != b { differences.append("\(name): \(a) against \(b)") } }
            note("transitions", transitions, other.transitions)
            note("depth reached", depthReached, other.depthReached)
            note("depth fully covered", depthFullyCovered, other.depthFullyCovered)
            note("stopped by --max-states", stoppedByMaxStates, other.stoppedByMaxStates)
            note("values reached", reached, other.reached)
            note("steps by kind", stepKinds, other.stepKinds)
            note("shard roots", shardRoots, other.shardRoots)
            note("counterexample", counterexample, other.counterexample)
            return differences
        }
    }

    func outcome(_ options: ExploreOptions, workers: Int) -> Outcome {
        var options = options
        options.workers = workers
        var states: [UInt64] = []
        let report = Explorer.explore(options) { states.append($0) }
        return Outcome(states: states, transitions: report.transitions, depthReached: report.depthReached,
                       depthFullyCovered: report.depthFullyCovered, stoppedByMaxStates: report.stoppedByMaxStates,
                       reached: report.coverage.reached, stepKinds: report.coverage.transitions,
                       shardRoots: [report.shardRoots.owned, report.shardRoots.of],
                       counterexample: report.counterexample.map { $0.trace })
    }

    static func options(_ navigator: String, depth: Int, events: Int? = nil, maxStates: Int? = nil, shard: Shard = .whole) -> ExploreOptions {
        var options = ExploreOptions()
        options.config.navigator = navigator
        options.depth = depth
        options.events = events
        if let maxStates { options.maxStates = maxStates }
        options.shard = shard
        return options
    }

    static let runs: [(String, ExploreOptions)] = [
        ("standard, depth 6 (clean)", options("standard", depth: 6)),
        ("standard, 3 events within 9 steps", options("standard", depth: 9, events: 3)),
        ("standard, depth 7, stopped at 5,000 states", options("standard", depth: 7, maxStates: 5_000)),
        ("standard, depth 6, shard 2 of 3", options("standard", depth: 6, shard: Shard(index: 2, count: 3)!)),
        ("naive (H2 in two steps)", options("naive", depth: 8)),
        ("identity (N2 or C3)", options("identity", depth: 8)),
        ("no-completion (H10 or H2)", options("no-completion", depth: 8)),
    ]

    @Test("two, three and seven workers find what one finds", arguments: runs.indices)
    func sameAsOne(_ run: Int) {
        let (name, options) = Self.runs[run]
        let one = outcome(options, workers: 1)
        #expect(one.states.count > 1, "\(name): a search to compare")
        for workers in [2, 3, 7] {
            var many = outcome(options, workers: workers)
            // The states in order, told by where they part (the lists are thousands long).
            let common = min(many.states.count, one.states.count)
            let parting = (0..<common).first { many.states[$0] != one.states[$0] } ?? common
            let same = many.states == one.states
            #expect(same, "\(name), \(workers) workers: \(many.states.count) states against \(one.states.count), the first \(parting) the same")
            many.states = one.states
            #expect(many.differences(from: one).isEmpty, "\(name), \(workers) workers: \(many.differences(from: one))")
        }
    }

    @Test("a broken navigator's counterexample is the same, and still the shortest, with every core")
    func counterexampleWithEveryCore() throws {
        var options = Self.options("naive", depth: 8)
        options.workers = ExploreOptions.cores
        let c = try #require(Explorer.explore(options).counterexample)
        #expect(c.summary == "Reaches crash H2: plug → tap \"Continue conversation\"")
    }

    @Test("the explorer's default is every core")
    func defaultIsEveryCore() {
        #expect(ExploreOptions().workers == ExploreOptions.cores)
        #expect(ExploreOptions.cores >= 1)
    }
}
