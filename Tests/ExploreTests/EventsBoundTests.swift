import Testing
import Host
import CarApp
import Rig
import Explore

/// Issue 15 item 1: `--events K` bounds the environment events of a trace (every stimulus) and
/// lets clock steps go uncounted, as SPIN bounds its peer model; `--depth` stays a second bound.
@Suite("Events bound: environment events counted, clock steps not; a state kept once per events used")
struct EventsBoundTests {
    func explore(events: Int?, depth: Int?, _ configure: (inout ExploreOptions) -> Void = { _ in }) -> ExploreReport {
        var options = ExploreOptions()
        options.bound(events: events, depth: depth)
        configure(&options)
        return Explorer.explore(options)
    }

    @Test("the bounds a run asks for: neither, the default events within the default depth; a depth alone, steps alone")
    func bounds() {
        func bound(_ events: Int?, _ depth: Int?) -> (Int?, Int) {
            var options = ExploreOptions()
            options.bound(events: events, depth: depth)
            return (options.events, options.depth)
        }
        #expect(bound(nil, nil) == (ExploreOptions.defaultEvents, ExploreOptions.defaultDepthWithEvents))
        #expect(bound(nil, 6) == (nil, 6))
        #expect(bound(3, nil) == (3, ExploreOptions.defaultDepthWithEvents))
        #expect(bound(3, 20) == (3, 20))
    }

    @Test("clock steps are not counted: two events (plug, tap) and the clock reach Retry's gaveUp in ten steps (L2, L4, L5)")
    func gaveUpWithTwoEvents() {
        let report = explore(events: 2, depth: 10)
        #expect(report.counterexample == nil)
        #expect(report.coverage.reached["Retry"] == ["idle", "retrying", "gaveUp"])
        #expect(explore(events: 2, depth: 9).coverage.neverReached("Retry") == ["gaveUp"])
    }

    @Test("events are counted: one event is the cable or the phone, never a tap on a tile, so no call screen")
    func oneEvent() {
        let report = explore(events: 1, depth: 10)
        #expect(report.coverage.reached["CallScreen"] == ["none"])
        #expect(explore(events: 2, depth: 10).coverage.reached["CallScreen"]?.contains("Connecting…") == true)
    }

    @Test("with no more events than steps the events bound cannot bind: the search is the one by depth alone")
    func eventsAtLeastDepth() {
        let byDepth = explore(events: nil, depth: 5)
        let both = explore(events: 5, depth: 5)
        #expect(both.statesExplored == byDepth.statesExplored)
        #expect(both.transitions == byDepth.transitions)
    }

    /// Every trace of at most `depth` steps and `events` events, walked one by one with no
    /// visited set: each distinct (state, events used) met, as the explorer must count them.
    static func everyTrace(events: Int, depth: Int) -> (pairs: Set<[UInt64]>, states: Set<UInt64>) {
        var config = ExploreOptions().config
        config.app.telemetryLevel = .off
        var root = World(config: config)
        root.keepsHistory = false
        var pairs: Set<[UInt64]> = []
        var states: Set<UInt64> = []
        func walk(_ world: World, used: Int, steps: Int) {
            pairs.insert([world.state.fingerprint, UInt64(used)])
            states.insert(world.state.fingerprint)
            guard steps < depth else { return }
            for step in Alphabet().steps(from: world) where !step.isEvent || used < events {
                var child = world
                guard step.apply(to: &child) else { continue }
                walk(child, used: used + (step.isEvent ? 1 : 0), steps: steps + 1)
            }
        }
        walk(root, used: 0, steps: 0)
        return (pairs, states)
    }

    @Test("a state met again with more events left is kept again: the explorer counts every (state, events used) that a walk of every trace meets")
    func sameStatesAsEveryTrace() {
        let walked = Self.everyTrace(events: 2, depth: 6)
        let report = explore(events: 2, depth: 6)
        #expect(report.statesExplored == walked.pairs.count)
        // Some states are met with more than one count of events: one visited entry a state
        // would lose what the later, richer arrivals reach.
        #expect(walked.states.count < walked.pairs.count)
    }

    /// The default bounds hold these two (fewer events or fewer steps): what either reaches,
    /// the default run reaches.
    @Test("within the default bounds every reducer state is reached but those unreachable, each with its reason")
    func defaultBoundsReachEveryReachableState() {
        #expect(ExploreOptions.defaultEvents >= 5 && ExploreOptions.defaultDepthWithEvents >= 10)
        let runs = [explore(events: 5, depth: 7), explore(events: 2, depth: 10)]
        let config = ExploreOptions().config
        for (reducer, values) in ExploreCoverage.all {
            for value in values {
                let reached = runs.contains { $0.coverage.reached[reducer]?.contains(value) == true }
                let why = ExploreCoverage.unreachable(reducer, value, config: config, alphabet: Alphabet())
                #expect(reached == (why == nil), "\(reducer) \(value): reached \(reached), unreachable because \(why ?? "-")")
            }
        }
    }

    @Test("L1: with the secret slow a call waits for it, and the coverage sees it; the reason is the world's")
    func awaitingSecretWhenTheSecretIsSlow() {
        let report = explore(events: 2, depth: 4) { $0.config.secretDelayMs = 2_000 }
        #expect(report.coverage.reached["LiveCall"]?.contains("awaitingSecret") == true)
        var slow = WorldConfig()
        slow.secretDelayMs = 2_000
        #expect(ExploreCoverage.unreachable("LiveCall", "awaitingSecret", config: slow, alphabet: Alphabet()) == nil)
    }

    @Test("each broken navigator is caught within the default bounds, with a trace as short as by depth alone",
          arguments: ["naive", "identity", "no-completion"])
    func brokenNavigatorsCaught(_ navigator: String) throws {
        let byEvents = try #require(explore(events: nil, depth: nil) { $0.config.navigator = navigator }.counterexample)
        var options = ExploreOptions()
        options.config.navigator = navigator
        let byDepth = try #require(Explorer.explore(options).counterexample)
        #expect(byEvents.steps.count == byDepth.steps.count, "\(byEvents.summary) / \(byDepth.summary)")
    }
}
