import Foundation
import Host
import CarApp
import Rig
import Drill
import WorldDrill
import Explore

/// `headunit explore`: every order of events up to a bound; the shortest violation, printed
/// like TLC and written as a drill.
public enum ExploreCommand {
    /// The options `headunit explore` takes: parsing, usage errors and `--help` come from here.
    static let table = CommandOptions<Options>(
        command: "explore",
        summary: "every order of events up to a bound; the shortest violation as a drill",
        about: "Tries every order of events up to a bound, breadth-first: \(ExploreOptions.defaultEvents) environment events (clock steps not counted)\nwithin \(ExploreOptions.defaultDepthWithEvents) steps unless told otherwise; prints the shortest trace to a crash or a broken\ninvariant, like TLC, and can write it as a drill that replays it. With --simulate N it takes N long\nrandom walks instead (seeded), and shrinks the first violation to a short drill. --shard I/N\nexplores one of N shares, for a CI matrix (docs/EXPLORE.md).",
        options: [
            .value("--events", value: .number, help: "environment events a trace holds, clock steps not counted (default \(ExploreOptions.defaultEvents))") { options, text throws(UsageError) in
                guard let events = Int(text), (1...64).contains(events) else {
                    throw UsageError("--events wants a whole number from 1 to 64 (0 events explores nothing)")
                }
                options.events = events
            },
            .value("--depth", value: .number, help: "the longest trace tried, in steps (default \(ExploreOptions.defaultDepthWithEvents); alone, steps alone bound it)") { options, text throws(UsageError) in
                guard let depth = Int(text), (1...64).contains(depth) else {
                    throw UsageError("--depth wants a whole number from 1 to 64 (a depth of 0 explores nothing)")
                }
                options.depth = depth
            },
            .value("--max-states", value: .number, help: "stop after N distinct states (default 2000000)") { options, text throws(UsageError) in
                guard let n = Int(text), (1...ExploreOptions.maxStatesLimit).contains(n) else {
                    throw UsageError("--max-states wants a whole number from 1 to \(ExploreOptions.maxStatesLimit) (at about 40 bytes a state all-in, 8 GB at most)")
                }
                options.explore.maxStates = n
            },
            .value("--max-memory", value: .init("SIZE", noun: "a size"), help: "stop once the process holds SIZE resident, all-in (500M, 2G)") { options, text throws(UsageError) in
                guard let bytes = Self.bytes(text), bytes > 0 else {
                    throw UsageError("--max-memory wants a size like 500M or 2G (K, M, G: 1024, 1024², 1024³ bytes)")
                }
                options.explore.maxMemory = bytes
            },
            .value("--navigator", value: .name, help: "standard (default), naive, identity, no-completion") { options, name throws(UsageError) in
                guard AnyNavigator.named(name) != nil else {
                    throw UsageError("--navigator is one of \(AnyNavigator.names.joined(separator: ", "))")
                }
                options.explore.config.navigator = name
            },
            .value("--profile", value: .name, help: "the host profile: strict (default), lenient, off") { options, name throws(UsageError) in
                guard let profile = HostProfile.named[name] else {
                    throw UsageError("--profile is one of \(HostProfile.named.keys.sorted().joined(separator: ", "))")
                }
                options.explore.config.host.profile = profile
            },
            .value("--realtime", value: .init("MODE", noun: "a mode"), help: "manual (default), unreachable, or auto:MS") { options, mode throws(UsageError) in
                if mode == "manual" { options.explore.config.realtime = .manual }
                else if mode == "unreachable" { options.explore.config.realtime = .unreachable }
                else if mode.hasPrefix("auto:"), let ms = Int64(mode.dropFirst(5)) { options.explore.config.realtime = .auto(ms) }
                else { throw UsageError("--realtime is manual, unreachable or auto:MS") }
            },
            .value("--around", value: .drillFile, help: "explore 2 extra steps around each step of the drill's first scenario") { $0.around = $1 },
            .value("--out", value: .drillFile, help: "where to write the counterexample (default: print only)") { $0.outFile = $1 },
            .value("--simulate", value: .number, help: "N long random walks instead (TLC's simulation mode); the first violation\nshrunk to a short drill") { options, text throws(UsageError) in
                guard let walks = Int(text), (1...SimulationOptions.walksLimit).contains(walks) else {
                    throw UsageError("--simulate wants a whole number of walks from 1 to \(SimulationOptions.walksLimit)")
                }
                options.walks = walks
            },
            .seed(help: "with --simulate: the seed the walks derive from (default 0; the same seed,\nthe same walks)") { $0.seed = $1 },
            .value("--walk-length", value: .number, help: "with --simulate: the most steps a walk takes (default \(SimulationOptions.defaultWalkLength))") { options, text throws(UsageError) in
                guard let length = Int(text), (1...SimulationOptions.walkLengthLimit).contains(length) else {
                    throw UsageError("--walk-length wants a whole number from 1 to \(SimulationOptions.walkLengthLimit)")
                }
                options.walkLength = length
            },
            .shard(help: "explore only the I-th of N shares (a CI matrix job); with --simulate, walks of\nseeds derived from the seed and I") { $0.explore.shard = $1 },
            .value("--workers", value: .number, help: "threads expanding the worlds side by side (default: every core, \(ExploreOptions.cores)\nhere); the same states, traces and counterexample for any number") { options, text throws(UsageError) in
                guard let workers = Int(text), (1...ExploreOptions.workersLimit).contains(workers) else {
                    throw UsageError("--workers wants a whole number of threads from 1 to \(ExploreOptions.workersLimit)")
                }
                options.explore.workers = workers
            },
        ],
        footer: "Exit codes: 0 clean, 1 a violation was found, 64 usage error, 65 a bad --around file.")

    /// `events 5 (clock steps not counted), depth 10`, or `depth 8`.
    static func bounds(_ options: ExploreOptions) -> String {
        (options.events.map { "events \($0) (clock steps not counted), " } ?? "") + "depth \(options.depth)"
    }

    /// The bytes `--max-memory` names: a whole number, then `K`, `M` or `G` (binary multiples,
    /// either case) or nothing (bytes); nil for anything else.
    static func bytes(_ text: String) -> Int? {
        let units: [Character: Int] = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30]
        var digits = Substring(text)
        var unit = 1
        if let last = text.last?.lowercased().first, let multiple = units[last] {
            unit = multiple
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits) else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }

    /// Bytes as people read them: `1.5 GB`, `256.8 MB`, `912 KB` (binary multiples).
    static func size(_ bytes: Int) -> String {
        let value = Double(bytes)
        if bytes >= 1 << 30 { return String(format: "%.2f GB", value / Double(1 << 30)) }
        if bytes >= 1 << 20 { return String(format: "%.1f MB", value / Double(1 << 20)) }
        return String(format: "%.0f KB", value / Double(1 << 10))
    }

    /// The text `headunit explore --help` prints.
    public static var usage: String { table.help }

    /// The parsed options.
    struct Options {
        var explore = ExploreOptions()
        /// `--events` and `--depth`, as given (`ExploreOptions.bound` makes the bounds of them).
        var events: Int?
        var depth: Int?
        var around: String?
        var outFile: String?
        /// `--simulate N`: random walks instead of the exhaustive search.
        var walks: Int?
        var seed: UInt64?
        var walkLength: Int?
    }

    /// Runs `headunit explore` with the arguments after `explore`.
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        let parsed: Options
        switch table.resolve(arguments, defaults: Options(), out: &out, err: &err) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.code
        }
        var options = parsed.explore
        options.bound(events: parsed.events, depth: parsed.depth)
        let (around, outFile) = (parsed.around, parsed.outFile)
        switch simulation(parsed, arguments) {
        case .failure(let problem):
            print(table.usageError(problem), terminator: "", to: &err)
            return ExitCode.usage
        case .success(let simulation?):
            return simulate(options, simulation, outFile: outFile, out: &out, err: &err)
        case .success(nil):
            break
        }
        if let around {
            let load = DrillLoader(rootFor: around, language: .builtInApp).load(path: around)
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

        let bounds = around.map { "around \($0), \(options.around) extra steps off each of its steps" } ?? Self.bounds(options)
        print("explore: navigator \(options.config.navigator), profile \(options.config.host.profile.name), \(bounds)", to: &out)
        if let c = report.counterexample {
            print(c.trace, to: &out)
            print("", to: &out)
            print(c.summary, to: &out)
        }
        let workers = options.workers == 1 ? "one worker" : "\(options.workers) workers"
        print("states: \(report.statesExplored) distinct, \(report.transitions) transitions, \(String(format: "%.0f", Double(report.statesExplored) / max(seconds, 1e-9))) states/s (\(workers))", to: &out)
        print("depth: reached \(report.depthReached), fully covered \(report.depthFullyCovered)", to: &out)
        if options.shard.count > 1 { print(shardLine(report, options.shard), to: &out) }
        let covered = TracesCovered(steps: report.depthFullyCovered, events: around == nil ? options.events : nil)
        if report.stoppedByMaxStates {
            print(covered.stopped("--max-states \(options.maxStates) reached"), to: &out)
        }
        if let resident = report.stoppedByMaxMemory, let limit = options.maxMemory {
            print(covered.stopped("--max-memory \(Self.size(limit)) reached (\(Self.size(resident)) resident)"), to: &out)
        }
        // The memory all-in (the whole process at its peak), then the visited
        // set's share alone.
        if let peak = ResidentMemory.peak {
            print(String(format: "memory, all-in: %@ peak resident (the whole process), %.0f bytes a distinct state", Self.size(peak), Double(peak) / Double(max(report.statesExplored, 1))), to: &out)
        }
        print(String(format: "memory, visited set: %.1f bytes a stored state (64-bit fingerprints and parent records); chance of a fingerprint collision ≈ %.1e", ExploreReport.bytesPerState, ExploreReport.collisionProbability(states: report.statesExplored)), to: &out)
        print("coverage:", to: &out)
        let why = { (reducer: String, value: String) in
            ExploreCoverage.unreachable(reducer, value, config: options.config, alphabet: options.alphabet).map { "unreachable: \($0)" }
                ?? "not within the bounds (\(bounds))"
        }
        for line in coverageLines(report.coverage, absent: "never", why: why) { print(line, to: &out) }
        return finish(report, command: "explore", name: "Explore: \(options.config.navigator)", outFile: outFile, out: &out, err: &err)
    }

    /// Each reducer's values reached, and those not (`absent`: "never" after an exhaustive search),
    /// then the transitions taken by kind.
    /// `why`, when given, says for each value not reached why no trace reaches it.
    static func coverageLines(_ coverage: ExploreCoverage, absent: String, why: ((String, String) -> String)? = nil) -> [String] {
        var lines: [String] = []
        for reducer in ExploreCoverage.all.keys.sorted() {
            let reached = (coverage.reached[reducer] ?? []).sorted()
            let never = coverage.neverReached(reducer)
            lines.append("  \(reducer): reached \(reached.joined(separator: ", "))" + (never.isEmpty ? "" : "; \(absent) \(never.joined(separator: ", "))"))
            if let why { for value in never { lines.append("    \(value): " + why(reducer, value)) } }
        }
        lines.append("  transitions: " + coverage.transitions.keys.sorted().map { "\($0) ×\(coverage.transitions[$0]!)" }.joined(separator: ", "))
        return lines
    }

    /// The end of a run: `COMMAND: clean — …` and exit 0; or, with a counterexample, its drill
    /// (scenario "NAME reaches RULE") written to `--out FILE` if given, and exit 1.
    static func finish(_ result: some ExplorationResult, command: String, name: String, outFile: String?,
                       out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        guard let c = result.counterexample else {
            print("\(command): \(result.found)", to: &out)
            return ExitCode.ok
        }
        guard let outFile else { return ExitCode.failed }
        do {
            try result.writeDrill(name: "\(name) reaches \(c.failure.rule)", toFile: outFile)
            print("wrote \(outFile): replay it with `headunit drill \(outFile)`", to: &out)
        } catch {
            print("headunit explore: could not write \(outFile): \(error)", to: &err)
        }
        return ExitCode.failed
    }
}
