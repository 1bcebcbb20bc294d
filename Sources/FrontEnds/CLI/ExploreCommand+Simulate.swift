import Foundation
import Drill
import Explore

/// `headunit explore --simulate N`: long random walks (TLC's simulation mode), the first
/// violation shrunk to a short drill; and what `--shard I/N` prints.
extension ExploreCommand {
    /// The options that bound only an exhaustive run, so they mean nothing beside `--simulate`.
    static let exhaustiveOnly = ["--depth", "--max-states", "--around"]

    /// The simulation asked for (nil for an exhaustive run), or why the options do not go together.
    static func simulation(_ parsed: Options, _ arguments: [String]) -> Result<SimulationOptions?, UsageError> {
        let given = arguments.prefix { $0 != "--" }
        func isGiven(_ name: String) -> Bool { given.contains { $0 == name || $0.hasPrefix(name + "=") } }
        guard let walks = parsed.walks else {
            if let name = ["--seed", "--walk-length"].first(where: isGiven) {
                return .failure(UsageError("\(name) goes with --simulate N (an exhaustive run chooses nothing at random)"))
            }
            return .success(nil)
        }
        if let name = exhaustiveOnly.first(where: isGiven) {
            return .failure(UsageError("\(name) is for the exhaustive search; --simulate walks from the start, each walk at most --walk-length steps"))
        }
        return .success(SimulationOptions(walks: walks, seed: parsed.seed ?? 0,
                                          walkLength: parsed.walkLength ?? SimulationOptions.defaultWalkLength))
    }

    /// Runs the walks and prints what they found: stdout is the same bytes for the same options
    /// (the rate, which is not, goes to stderr).
    static func simulate(_ options: ExploreOptions, _ simulation: SimulationOptions, outFile: String?,
                         out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        let clock = ContinuousClock()
        let started = clock.now
        let report = Simulator.simulate(options, simulation)
        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

        print("simulate: navigator \(options.config.navigator), profile \(options.config.host.profile.name), \(simulation.walks) walks of up to \(simulation.walkLength) steps, --seed \(simulation.seed), shard \(options.shard)", to: &out)
        if let c = report.counterexample, let found = report.found {
            print(c.trace, to: &out)
            print("", to: &out)
            print(c.summary, to: &out)
            print("found: walk \(found.walk) (its seed \(hex(found.seed))) at step \(found.steps); shrunk to \(c.steps.count) step\(c.steps.count == 1 ? "" : "s") in \(found.replays) replays", to: &out)
        }
        print("walks: \(report.walks) taken, \(report.steps) steps", to: &out)
        print("coverage (what the walks reached; walks sample, so what they did not reach may still be reachable):", to: &out)
        for line in coverageLines(report.coverage, absent: "not reached") { print(line, to: &out) }
        print(String(format: "simulate: %d walks, %d steps in %.3f s: %.0f walks/s, %.0f steps/s", report.walks, report.steps, seconds,
                     Double(report.walks) / max(seconds, 1e-9), Double(report.steps) / max(seconds, 1e-9)), to: &err)
        return finish(report, command: "simulate", name: "Simulate: \(options.config.navigator)", outFile: outFile, out: &out, err: &err)
    }

    /// What `--shard I/N` did to an exhaustive run.
    static func shardLine(_ report: ExploreReport, _ shard: Shard) -> String {
        guard let depth = report.shardSplitDepth else {
            return "shard \(shard): the search ended before a level of \(Shard.rootsPerShard * shard.count) worlds, so this shard explored the whole (as every shard did)"
        }
        return "shard \(shard): the \(report.shardRoots.of) worlds at depth \(depth) split by fingerprint; this shard expanded \(report.shardRoots.owned) (every shard explores the levels before whole)"
    }

    /// `0x000000000000002a`.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
