import Foundation
import Host
import CarApp
import Rig
import Drill
import WorldDrill
import Explore
import HeadUnitTesting
import Screen
import Sound

/// `headunit bench`: the performance figures, measured on this machine (build with `-c release`).
public enum BenchCommand {
    /// The options `headunit bench` takes: parsing, usage errors and `--help` come from here.
    static let table = CommandOptions<Options>(
        command: "bench",
        summary: "the performance figures (build with -c release: make bench)",
        about: """
        Measures: world events per second and the median ns per event; the shipped suite's wall time
        (start-up included, through this binary) and its simulated/wall ratio; peak memory; ms per
        frame at 800×480; `drill --shots` over the suite, files written; cue synthesis speed; distinct states per
        second explored breadth-first, bytes per stored state, and the time to catch each broken
        navigator. Targets are printed beside each figure.
        """,
        options: [
            .flag("--quick", help: "fewer iterations and a shallower exploration (depth 6)") { $0.quick = true },
            .value("--scenarios", value: .directory, help: "the suite to run and draw (default: Scenarios)") { $0.scenarios = $1 },
            .value("--scale", value: .number, help: "only this: explore breadth-first until N distinct states (e.g. 17000000, SPIN's count): states/s and all-in bytes a state") { options, text throws(UsageError) in
                guard let n = Int(text), (1...ExploreOptions.maxStatesLimit).contains(n) else {
                    throw UsageError("--scale wants a number of states from 1 to \(ExploreOptions.maxStatesLimit)")
                }
                options.scale = n
            },
            .flag("--scene", help: "only this: SceneExplorer over the bench scenes, every trace up to 6 events (4 with --quick): traces/s") { $0.sceneOnly = true },
            .value("--workers", value: .number, help: "with --scale: threads expanding side by side (default: every core, \(ExploreOptions.cores) here)") { options, text throws(UsageError) in
                guard let workers = Int(text), (1...ExploreOptions.workersLimit).contains(workers) else {
                    throw UsageError("--workers wants a whole number of threads from 1 to \(ExploreOptions.workersLimit)")
                }
                options.workers = workers
            },
        ],
        footer: "Exit codes: 0 measured (a missed target is marked MISS, not failed), 64 usage error.")

    /// The text `headunit bench --help` prints.
    public static var usage: String { table.help }

    /// The parsed options.
    struct Options {
        var quick = false
        var scenarios = "Scenarios"
        var scale: Int?
        var sceneOnly = false
        var workers = ExploreOptions.cores
    }

    /// One figure: what, the value, the target, and whether it is met.
    struct Figure {
        let name: String
        let value: String
        let target: String
        let met: Bool
    }

    /// Runs `headunit bench` with the arguments after `bench`; returns the exit code (0 measured,
    /// a missed target included; 64 usage error).
    @MainActor
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) async -> Int32 {
        let options: Options
        switch table.resolve(arguments, defaults: Options(), out: &out, err: &err) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit.code
        }
        let (quick, scenarios) = (options.quick, options.scenarios)
        #if DEBUG
        print("bench: this is a debug build; build with `swift build -c release` (make bench) for real figures", to: &err)
        #endif
        if let states = options.scale { return scaleRun(states: states, workers: options.workers, out: &out) }
        if options.sceneOnly || SceneExplorer.isWorkerProcess {   // a worker serves one of these explorations
            for figure in await sceneExploreFigures(quick: quick) { print(figure.value, to: &out) }
            return ExitCode.ok
        }
        var figures: [Figure] = []

        // World events.
        let (eventsPerSecond, medianNs) = worldEvents(iterations: quick ? 2_000 : 20_000, history: false)
        figures.append(Figure(name: "world events", value: String(format: "%.0f events/s, median %.0f ns/event (no history kept, as explore runs)", eventsPerSecond, medianNs),
                              target: "≤ 1000 ns/event", met: medianNs <= 1_000))
        let (loggedPerSecond, loggedNs) = worldEvents(iterations: quick ? 2_000 : 20_000, history: true)
        figures.append(Figure(name: "world events, logged", value: String(format: "%.0f events/s, median %.0f ns/event (logs, cues, telemetry and timeline kept, as drill runs)", loggedPerSecond, loggedNs),
                              target: "—", met: true))

        // The shipped suite, start-up included: this binary, run again.
        let suite = await suiteWallTime(scenarios: scenarios)
        figures.append(Figure(name: "shipped suite", value: String(format: "%.3f s wall (start-up included), %d scenarios, %.1f s simulated, %.0f× real time", suite.wall, suite.count, suite.simulated, suite.simulated / max(suite.inProcess, 1e-9)),
                              target: "< 0.5 s; ≥ 10000×", met: suite.wall < 0.5 && suite.simulated / max(suite.inProcess, 1e-9) >= 10_000))

        // The drill parser on a big file (tests check it parses whole; the time is here).
        let parse = parseRate(megabytes: quick ? 2 : 10)
        figures.append(Figure(name: "drill parse", value: String(format: "%.0f MB/s (%d MB of scenarios, %d scenarios)", parse.megabytesPerSecond, parse.megabytes, parse.scenarios),
                              target: "≥ 5 MB/s", met: parse.megabytesPerSecond >= 5))

        // Pictures.
        if let ms = try? FrameBench.measureFrameMilliseconds(frames: quick ? 20 : 200, size: .standard) {
            figures.append(Figure(name: "frame 800×480", value: String(format: "%.2f ms", ms), target: "≤ 2 ms", met: ms <= 2))
        }
        let shots = await shotsForSuite(scenarios: scenarios)
        figures.append(Figure(name: "drill --shots, whole suite", value: String(format: "%.2f s for %d pictures, written (start-up included)", shots.seconds, shots.count), target: "≤ 10 s", met: shots.seconds <= 10))

        // Sound.
        let rtf = CueSynth.measureRealTimeFactor(iterations: quick ? 5 : 50)
        figures.append(Figure(name: "cue synthesis", value: String(format: "%.0f× real time", rtf), target: "≥ 1000×", met: rtf >= 1_000))

        // Exploration.
        let explore = exploreRate(depth: quick ? 6 : 8, workers: 1)
        figures.append(Figure(name: "explore (breadth-first)", value: String(format: "%.0f states/s, one worker (median of 3; %d states, depth %d)", explore.rate, explore.states, explore.depth),
                              target: "≥ 450000 states/s", met: explore.rate >= 450_000))
        let cores = ExploreOptions.cores
        let everyCore = exploreRate(depth: quick ? 6 : 8, workers: cores)
        figures.append(Figure(name: "explore, every core", value: String(format: "%.0f states/s, %d workers: %.2f× one worker", everyCore.rate, cores, everyCore.rate / max(explore.rate, 1e-9)),
                              target: "≥ 1.8× one worker", met: cores == 1 || everyCore.rate >= 1.8 * explore.rate))
        figures.append(Figure(name: "bytes per stored state", value: String(format: "%.1f B (collision chance at 10⁷ states ≈ %.1e)", ExploreReport.bytesPerState, ExploreReport.collisionProbability(states: 10_000_000)),
                              target: "≤ 128 B", met: ExploreReport.bytesPerState <= 128))
        for navigator in ["naive", "identity", "no-completion"] {
            let (seconds, steps) = catchTime(navigator)
            figures.append(Figure(name: "catch \(navigator)", value: String(format: "%.4f s (%d-step trace)", seconds, steps), target: "< 1 s", met: seconds < 1))
        }
        figures += await sceneExploreFigures(quick: quick)
        figures.append(Figure(name: "peak memory", value: "\(peakMemoryMB()) MB", target: "—", met: true))

        let width = figures.map(\.name.count).max() ?? 10
        for f in figures {
            print("\(f.met ? "ok  " : "MISS") \(f.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(f.value)   (target \(f.target))", to: &out)
        }
        return ExitCode.ok
    }

    /// `SceneExplorer` over the two bench scenes (B8), every trace up to 6 events (4 with
    /// `quick`): traces and actions per second, one figure each; then PodcastBenchScene on every
    /// core (worker processes), against one process (target ≥ 1.8×).
    @MainActor
    static func sceneExploreFigures(quick: Bool) async -> [Figure] {
        let maxEvents = quick ? 4 : 6
        var merged = SceneExplorer(category: .audio) { PodcastBenchScene() }
        merged.mergesByWhatTheCarShows = true   // sound here: the scene keeps nothing the car does not show
        var everyCore = SceneExplorer(category: .audio) { PodcastBenchScene() }
        everyCore.processes = ExploreOptions.cores
        let explorers = [("BenchScene", SceneExplorer(category: .voiceConversation) { BenchScene() }),
                         ("PodcastBenchScene", SceneExplorer(category: .audio) { PodcastBenchScene() }),
                         ("PodcastBenchScene merged by what the car shows", merged),
                         ("PodcastBenchScene on every core", everyCore)]
        var figures: [Figure] = []
        var oneProcess = 0.0
        for (name, explorer) in explorers {
            let clock = ContinuousClock()
            let t0 = clock.now
            let result = await explorer.explore(maxEvents: maxEvents)
            let wall = seconds(t0.duration(to: clock.now))
            let rate = Double(result.tracesRun) / max(wall, 1e-9)
            var line = String(format: "%@: %.0f traces/s, %.0f actions/s (%d traces, %d actions, %d merged, every trace up to %d events: %.2f s)",
                              name, rate, Double(result.actionsReplayed) / max(wall, 1e-9),
                              result.tracesRun, result.actionsReplayed, result.pruned, maxEvents, wall)
            if result.merging != .none {
                let states = result.tracesRun - result.pruned
                line += String(format: "; %.0f states/s (%d distinct states: a trace merged is a state seen before)", Double(states) / max(wall, 1e-9), states)
            }
            guard explorer.processes > 1 else {
                if name == "PodcastBenchScene" { oneProcess = rate }
                figures.append(Figure(name: "explore your own scene", value: line, target: "—", met: true))
                continue
            }
            let ratio = rate / max(oneProcess, 1e-9)
            line += String(format: "; %d worker processes, start-up included: %.2f× one process", result.processes, ratio)
            // A quick run's 300 traces take less than the workers' start-up: judged at full size only.
            figures.append(Figure(name: "explore your own scene, every core", value: line, target: quick ? "— (--quick)" : "≥ 1.8× one process",
                                  met: quick || result.processes == 1 || ratio >= 1.8))
        }
        return figures
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// A call's life, over and over: plug, tap, up, talk, reply, tool, end, unplug. Each step is
    /// timed and divided by the events the world delivered in it (the stimulus, the timers that
    /// fired, the host's completions, the fakes' answers); the median of that is reported, and
    /// events per second over the whole run.
    static func worldEvents(iterations: Int, history: Bool) -> (perSecond: Double, medianNs: Double) {
        let clock = ContinuousClock()
        var world = World(config: WorldConfig())
        world.keepsHistory = history
        let cycle: [Stimulus?] = [.plug, nil, .tap("Continue conversation"), nil, .realtimeUp, nil, .speechStart, .speechStop, nil,
                                  .toolStart("search"), nil, .toolEnd, .replyStart, nil, .replyEnd, .tap("End"), nil, .unplug, nil]
        var samples: [Double] = []
        samples.reserveCapacity(iterations * cycle.count)
        var events = 0
        let start = clock.now
        for _ in 0..<iterations {
            for stimulus in cycle {
                let before = world.record.eventsDelivered
                let t0 = clock.now
                if let stimulus { try? world.apply(stimulus) } else { world.advance(by: 400) }
                let elapsed = seconds(t0.duration(to: clock.now)) * 1e9
                // A step delivers one event or several (timers, completions, answers): per event.
                let n = world.record.eventsDelivered - before
                if n > 0 {
                    samples.append(elapsed / Double(n))
                    events += n
                }
            }
            world.record = WorldRecord()
            world.keepsHistory = history
        }
        let total = seconds(start.duration(to: clock.now))
        samples.sort()
        return (Double(events) / total, samples[samples.count / 2])
    }

    /// Runs `headunit drill` on the suite as a new process (start-up included) and in-process.
    @MainActor
    static func suiteWallTime(scenarios: String) async -> (wall: Double, inProcess: Double, simulated: Double, count: Int) {
        let clock = ContinuousClock()
        var options = DrillSuite.Options()
        options.paths = [scenarios]
        let t0 = clock.now
        let suite = await DrillSuite.run(options)
        let inProcess = seconds(t0.duration(to: clock.now))
        let simulated = Double(suite.results.reduce(Int64(0)) { $0 + $1.simulatedMs }) / 1000
        return (timeThisBinary(["drill", scenarios]), inProcess, simulated, suite.results.count)
    }

    /// `headunit drill SCENARIOS --shots DIR` as a user runs it, the files written (into a
    /// temporary folder, removed after): its wall time, start-up included, and the pictures, a
    /// step each.
    @MainActor
    static func shotsForSuite(scenarios: String) async -> (seconds: Double, count: Int) {
        var options = DrillSuite.Options()
        options.paths = [scenarios]
        let count = await DrillSuite.run(options).results.reduce(0) { $0 + $1.steps.count }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-bench-shots-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        return (timeThisBinary(["drill", scenarios, "--shots", dir]), count)
    }

    /// The wall time of this binary run again with `arguments` (infinity if it cannot start).
    static func timeThisBinary(_ arguments: [String]) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let t0 = clock.now
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return .infinity
        }
        return seconds(t0.duration(to: clock.now))
    }

    /// The median of three explorations (one run on a shared machine can be off by a tenth).
    /// Parses `megabytes` MB of one scenario repeated: MB/s, and how many scenarios it held.
    static func parseRate(megabytes: Int) -> (megabytesPerSecond: Double, megabytes: Int, scenarios: Int) {
        let block = """
        scenario "Unplugged with a call up, the phone lands on the call"
          rules D2 O2 O3
          given conversation open
          plug
          tap "Continue conversation"
          realtime up
          expect cues connected
          unplug
          wait 3s
          expect phone live-thread

        """
        var text = ""
        while text.utf8.count < megabytes * 1_048_576 { text += block }
        var count = 0
        let elapsed = ContinuousClock().measure { count = DrillParser.parse(text, path: "bench.drill", language: .builtInApp).file.scenarios.count }
        return (Double(text.utf8.count) / 1_048_576 / max(seconds(elapsed), 1e-9), megabytes, count)
    }

    static func exploreRate(depth: Int, workers: Int) -> (rate: Double, states: Int, depth: Int) {
        var options = ExploreOptions()
        options.depth = depth
        options.workers = workers
        let clock = ContinuousClock()
        var rates: [Double] = []
        var report = ExploreReport()
        for _ in 0..<3 {
            let t0 = clock.now
            report = Explorer.explore(options)
            rates.append(Double(report.statesExplored) / max(seconds(t0.duration(to: clock.now)), 1e-9))
        }
        return (rates.sorted()[1], report.statesExplored, report.depthFullyCovered)
    }

    /// `--scale N`: one breadth-first exploration until N distinct states (no depth bound to
    /// speak of), and its figures all-in: peak RSS over distinct states, everything counted.
    static func scaleRun(states: Int, workers: Int, out: inout some TextOutputStream) -> Int32 {
        var options = ExploreOptions()
        options.depth = 1_000
        options.workers = workers
        options.maxStates = states
        let clock = ContinuousClock()
        let t0 = clock.now
        let report = Explorer.explore(options)
        let wall = seconds(t0.duration(to: clock.now))
        let rate = Double(report.statesExplored) / max(wall, 1e-9)
        let peakBytes = Double(peakMemoryMB()) * 1_048_576
        let perState = peakBytes / Double(max(report.statesExplored, 1))
        print("scale: \(report.statesExplored) distinct states, \(report.transitions) transitions, depth \(report.depthFullyCovered) fully covered\(report.stoppedByMaxStates ? " (stopped at the bound)" : "")", to: &out)
        print(String(format: "scale: %.1f s wall, %.0f states/s, ", wall, rate) + (workers == 1 ? "one worker" : "\(workers) workers"), to: &out)
        print(String(format: "scale: peak RSS %.0f MB all-in, %.0f B a state", peakBytes / 1_048_576, perState) + " (target ≤ 128 B \(perState <= 128 ? "✔" : "MISS"))", to: &out)
        return 0
    }

    static func catchTime(_ navigator: String) -> (Double, Int) {
        var options = ExploreOptions()
        options.config.navigator = navigator
        let clock = ContinuousClock()
        let t0 = clock.now
        let report = Explorer.explore(options)
        return (seconds(t0.duration(to: clock.now)), report.counterexample?.steps.count ?? 0)
    }

    static func peakMemoryMB() -> Int {
        (ResidentMemory.peak ?? 0) >> 20
    }
}
