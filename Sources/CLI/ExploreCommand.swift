import Foundation
import Host
import CarApp
import Rig
import Drill
import Explore

/// `headunit explore`: every order of events up to a depth; the shortest violation, printed
/// like TLC and written as a drill.
public enum ExploreCommand {
    public static let usage = """
    USAGE: headunit explore [options]

      --depth N             the longest trace tried (default 8)
      --max-states N        stop after N distinct states (default 2000000)
      --navigator NAME      standard (default), naive, identity, no-completion
      --profile NAME        the host profile: strict (default), lenient, off
      --realtime MODE       manual (default), unreachable, or auto:MS
      --around FILE.drill   explore 2 extra events around each step of the drill's first scenario
      --out FILE.drill      where to write the counterexample (default: print only)

    Exit: 0 clean, 1 a violation was found, 64 usage, 65 a bad --around file.

    """

    /// Runs `headunit explore` with the arguments after `explore`.
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage, terminator: "", to: &out)
            return ExitCode.ok
        }
        var options = ExploreOptions()
        var outFile: String?
        var around: String?
        var i = 0
        func next() -> String? {
            i += 1
            return i < arguments.count ? arguments[i] : nil
        }
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--depth":
                guard let v = next(), let d = Int(v), d >= 1, d <= 64 else {
                    print("headunit explore: --depth wants a whole number from 1 to 64 (a depth of 0 explores nothing)", to: &err)
                    return ExitCode.usage
                }
                options.depth = d
            case "--max-states":
                guard let v = next(), let n = Int(v), n >= 1, n <= ExploreOptions.maxStatesLimit else {
                    print("headunit explore: --max-states wants a whole number from 1 to \(ExploreOptions.maxStatesLimit) (at ≤ 128 bytes a state, the most this machine's memory holds comfortably)", to: &err)
                    return ExitCode.usage
                }
                options.maxStates = n
            case "--navigator":
                guard let v = next(), AnyNavigator.named(v) != nil else {
                    print("headunit explore: --navigator is one of \(AnyNavigator.names.joined(separator: ", "))", to: &err)
                    return ExitCode.usage
                }
                options.config.navigator = v
            case "--profile":
                guard let v = next(), let p = HostProfile.named[v] else {
                    print("headunit explore: --profile is one of \(HostProfile.named.keys.sorted().joined(separator: ", "))", to: &err)
                    return ExitCode.usage
                }
                options.config.host.profile = p
            case "--realtime":
                guard let v = next() else { print("headunit explore: --realtime needs a mode", to: &err); return ExitCode.usage }
                if v == "manual" { options.config.realtime = .manual } else if v == "unreachable" { options.config.realtime = .unreachable }
                else if v.hasPrefix("auto:"), let ms = Int64(v.dropFirst(5)) { options.config.realtime = .auto(ms) }
                else { print("headunit explore: --realtime is manual, unreachable or auto:MS", to: &err); return ExitCode.usage }
            case "--around":
                guard let v = next() else { print("headunit explore: --around needs a .drill file", to: &err); return ExitCode.usage }
                around = v
            case "--out":
                guard let v = next() else { print("headunit explore: --out needs a file", to: &err); return ExitCode.usage }
                outFile = v
            default:
                print("headunit explore: unknown option \(a)\n\n\(usage)", terminator: "", to: &err)
                return ExitCode.usage
            }
            i += 1
        }
        if let around {
            let load = DrillLoader(rootFor: around).load(path: around)
            if load.hasErrors {
                for d in load.diagnostics { print(d.rendered, to: &err) }
                return ExitCode.badInput
            }
            guard let scenario = load.scenarios.first else {
                print("headunit explore: \(around) has no scenario to explore around", to: &err)
                return ExitCode.badInput
            }
            let setup = ScenarioSetup(scenario)
            if let d = setup.diagnostics.first { print(d.rendered, to: &err); return ExitCode.badInput }
            options.config = setup.config
            options.spine = scenario.steps.compactMap { step in
                if case .wait(let ms) = step.kind { return .wait(ms) }
                return StepStimulus.stimulus(for: step.kind).map { .stimulus($0) }
            }
        }

        let clock = ContinuousClock()
        let started = clock.now
        let report = Explorer.explore(options)
        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

        print("explore: navigator \(options.config.navigator), profile \(options.config.host.profile.name), depth \(options.depth)" + (around.map { ", around \($0)" } ?? ""), to: &out)
        if let c = report.counterexample {
            print(c.trace, to: &out)
            print("", to: &out)
            print(c.summary, to: &out)
        }
        print("states: \(report.statesExplored) distinct, \(report.transitions) transitions, \(String(format: "%.0f", Double(report.statesExplored) / max(seconds, 1e-9))) states/s", to: &out)
        print("depth: reached \(report.depthReached), fully covered \(report.depthFullyCovered)", to: &out)
        if report.stoppedByMaxStates {
            print("stopped: --max-states \(options.maxStates) reached; every trace of \(report.depthFullyCovered) steps or fewer was tried", to: &out)
        }
        print(String(format: "memory: %.1f bytes a stored state (64-bit fingerprints); chance of a fingerprint collision ≈ %.1e", ExploreReport.bytesPerState, ExploreReport.collisionProbability(states: report.statesExplored)), to: &out)
        print("coverage:", to: &out)
        for reducer in ExploreCoverage.all.keys.sorted() {
            let reached = (report.coverage.reached[reducer] ?? []).sorted()
            let never = report.coverage.neverReached(reducer)
            print("  \(reducer): reached \(reached.joined(separator: ", "))" + (never.isEmpty ? "" : "; never \(never.joined(separator: ", "))"), to: &out)
        }
        print("  transitions: " + report.coverage.transitions.keys.sorted().map { "\($0) ×\(report.coverage.transitions[$0]!)" }.joined(separator: ", "), to: &out)
        guard let c = report.counterexample else {
            print("explore: clean — no crash and no broken invariant in \(report.statesExplored) states", to: &out)
            return ExitCode.ok
        }
        if let outFile {
            let name = "Explore: \(options.config.navigator) reaches \(c.failure.rule)"
            do {
                try Data(c.drill(name: name).utf8).write(to: URL(fileURLWithPath: outFile))
                print("wrote \(outFile): replay it with `headunit drill \(outFile)`", to: &out)
            } catch {
                print("headunit explore: could not write \(outFile): \(error)", to: &err)
            }
        }
        return ExitCode.failed
    }
}
