import Host
import Rig
import Drill

/// Long random walks over the explorer's alphabet (TLC's simulation mode): each walk starts
/// from the start world and takes up to `walkLength` steps, each chosen among the steps that
/// make sense there by a seeded generator (`SplitMix64`), so the same options give the same
/// walks. On the first violation the walk is shrunk (`TraceShrinker`) to a short trace that
/// reaches the same rule, and handed back as a `Counterexample` that writes a drill.
///
/// ```swift
/// var options = ExploreOptions()
/// options.config.navigator = "naive"
/// let report = Simulator.simulate(options, SimulationOptions(walks: 100, seed: 7))
/// report.counterexample?.summary   // "Reaches crash H2: plug → tap \"Continue conversation\""
/// ```
///
/// `options.spine`, `depth` and `maxStates` are not read (walks start from `options.config`);
/// `options.shard` picks the seeds (`Shard.seed(from:)`).
public enum Simulator {
    /// Takes `simulation.walks` walks, stopping at the first violation.
    public static func simulate(_ options: ExploreOptions, _ simulation: SimulationOptions) -> SimulationReport {
        var options = options
        options.spine = []
        if !options.keepTelemetry { options.config.app.telemetryLevel = .off }
        var base = World(config: options.config)
        base.keepsHistory = false
        var report = SimulationReport()
        var coverage = ExploreCoverage()
        coverage.note(base)
        var buffers = EventBuffers()
        var steps: [ExploreStep] = []
        var walk: [ExploreStep] = []
        walk.reserveCapacity(simulation.walkLength)
        var seeds = SplitMix64(seed: options.shard.seed(from: simulation.seed))
        for n in 1..<(simulation.walks + 1) {
            let seed = seeds.next()
            var choices = SplitMix64(seed: seed)
            var world = base
            walk.removeAll(keepingCapacity: true)
            report.walks += 1
            for _ in 0..<simulation.walkLength {
                options.alphabet.steps(from: world, into: &steps)
                let step = steps[choices.index(below: steps.count)]
                guard step.apply(to: &world, lending: &buffers) else { continue }
                walk.append(step)
                report.steps += 1
                coverage.noteTransition(kind: ExploreCoverage.kindIndex(of: step))
                coverage.note(world)
                if let failure = world.record.failures.first {
                    var shrinker = TraceShrinker(config: options.config, failure: failure)
                    let short = shrinker.shrink(walk)
                    report.found = .init(walk: n, seed: seed, steps: walk.count, replays: shrinker.replays, shrunk: short)
                    var found = Counterexample.rebuild(options: options, spinePrefix: 0, steps: short, failure: failure)
                    found.origin = "random walk \(n) of --seed \(simulation.seed) --shard \(options.shard), shrunk from \(walk.count) steps to \(short.count),"
                    report.counterexample = found
                    report.coverage = coverage
                    return report
                }
            }
        }
        report.coverage = coverage
        return report
    }
}
