import CarApp
import Drill
import WorldDrill
import Foundation
import Host
import Rig
import Screen
import Sound

/// `headunit window`: the car and the phone in a desktop window, driven by clicks on the car and
/// by the control strip below (keyboard shortcuts on every control), in real time or scaled,
/// with the cues played aloud; optionally recorded as a `.drill` file.
public enum WindowCommand {
    /// The options `headunit window` takes: parsing, usage errors and `--help` come from here.
    static let table = CommandOptions<Options>(
        command: "window",
        summary: "the car and phone in a window, driven by clicks and keys",
        about: "Opens the car (and the phone beside it) in a window. Click a tile or a button on the car to\ntap it; the strip below drives the rest, each control with its key (docs/SCREENS.md, Window).",
        options: [
            .value("--size", value: .init("WxH", noun: "a size"), help: "the car's size: 800x480 (default), 1280x720, 1920x720, …; a window\nlarger than the screen is scaled down to fit") { options, text throws(UsageError) in
                guard let size = DisplaySize(parsing: text) else {
                    throw UsageError("--size takes WxH, such as 800x480 or 1280x720 (got '\(text)')")
                }
                options.size = size
            },
            .value("--speed", value: .init("X", noun: "a number"), help: "virtual time per wall time: 1 (default), 0.5, 2, 10, …") { options, text throws(UsageError) in
                guard let speed = Double(text), speed.isFinite, WindowSession.speedRange.contains(speed) else {
                    throw UsageError("--speed takes a number from 0.0625 to 64, such as 0.5, 2 or 10 (got '\(text)')")
                }
                options.speed = speed
            },
            .value("--appearance", value: .init("light|dark", noun: "light or dark"), help: "dark (default) or light") { options, text throws(UsageError) in
                guard let appearance = Appearance(rawValue: text) else {
                    throw UsageError("--appearance takes light or dark (got '\(text)')")
                }
                options.appearance = appearance
            },
            .value("--record", value: .drillFile, help: "on quit, write what you did as a drill that replays to the same end") { $0.record = $1 },
            .value("--navigator", value: .name, help: "standard (default), naive, identity, no-completion") { options, name throws(UsageError) in
                guard AnyNavigator.names.contains(name) else {
                    throw UsageError("unknown navigator '\(name)'; use one of \(AnyNavigator.names.joined(separator: ", "))")
                }
                options.config.navigator = name
            },
            .value("--realtime", value: .init("MODE", noun: "a mode"), help: "manual (default: U brings a call up), auto (up 1 s after each\nattempt starts), unreachable (every attempt fails at once)") { options, mode throws(UsageError) in
                switch mode {
                case "manual": options.config.realtime = .manual
                case "auto": options.config.realtime = .auto(autoRealtimeDelay)
                case "unreachable": options.config.realtime = .unreachable
                default: throw UsageError("--realtime takes manual, auto or unreachable (got '\(mode)')")
                }
            },
            .value("--scenario", value: .file, help: "play a drill's first scenario in the window, visibly, in its time") { $0.scenario = $1 },
            .value("--exit-after", value: .init("MS", noun: "a number of milliseconds"), help: "quit after MS virtual milliseconds (for tests and scripts)") { options, text throws(UsageError) in
                let digits = text.hasSuffix("ms") ? String(text.dropLast(2)) : text
                guard let ms = Millis(digits), ms >= 0 else {
                    throw UsageError("--exit-after takes virtual milliseconds, such as 3000 (got '\(text)')")
                }
                options.exitAfter = ms
            },
            .value("--screenshot", value: .init("FILE.png", noun: "a file"), help: "on quit, write the window's picture as PNG") { $0.screenshot = $1 },
        ],
        footer: "Exit codes: 0 ok, 1 no display (or a file could not be written), 64 usage error.")

    /// The text `headunit window --help` prints.
    public static var usage: String { table.help }

    /// The options, parsed.
    public struct Options: Hashable, Sendable {
        /// `--size WxH`: the car's display (800×480 by default).
        public var size = DisplaySize.standard
        /// `--speed X`: virtual time per wall time (1 by default).
        public var speed = 1.0
        /// `--appearance light|dark`: how the car draws (dark by default).
        public var appearance = Appearance.dark
        /// `--record FILE.drill`: where to write, on quit, a drill that replays the clicks (B12).
        public var record: String?
        /// The world the window runs: `--navigator`, `--realtime`, or a `--scenario`'s givens.
        public var config = WorldConfig()
        /// `--scenario FILE`: a drill whose first scenario plays in the window.
        public var scenario: String?
        /// `--exit-after MS`: quit after this many virtual milliseconds.
        public var exitAfter: Millis?
        /// `--screenshot FILE.png`: where to write, on quit, the window's picture.
        public var screenshot: String?
        /// The defaults: 800×480, speed 1, dark, the default world, nothing recorded or played.
        public init() {}
    }

    /// How long `--realtime auto` takes to bring an attempt up.
    public static let autoRealtimeDelay: Millis = 1000

    /// Runs `headunit window` with the arguments after `window` and returns its exit code.
    /// The window opens only on the main thread (SDL); called elsewhere it says so and returns 1.
    @MainActor
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) async -> Int32 {
        var options: Options
        switch table.resolve(arguments, defaults: Options(), out: &out, err: &err) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit.code
        }
        var steps: [WindowSession.Step] = []
        if let scenario = options.scenario {
            switch await scenarioSteps(path: scenario) {
            case .success(let loaded):
                steps = loaded.steps
                options.config = loaded.config
            case .failure(let failure):
                print(failure.message, to: &err)
                return failure.code
            }
        }
        return await runWindow(options, steps: steps, out: &out, err: &err)
    }

    // MARK: Scenarios

    /// Why a scenario cannot be played: the line to print and the exit code.
    public struct ScenarioFailure: Error, Hashable, Sendable {
        /// The diagnostics, or the one sentence, to print on standard error.
        public var message: String
        /// The exit code (65: bad input).
        public var code: Int32
    }

    /// The `.drill` file at `path` as the window plays it (`WindowSession.play`): its first
    /// scenario's world (its `given` lines) and each action at the virtual time it had in a
    /// headless run — `wait`s and the time expectations settled — so taps find what the drill
    /// found. A file with errors is bad input (65), with the diagnostics.
    @MainActor
    public static func scenarioSteps(path: String) async -> Result<(config: WorldConfig, steps: [WindowSession.Step]), ScenarioFailure> {
        let load = DrillLoader(rootFor: path, language: .builtInApp).load(path: path)
        if load.hasErrors {
            return .failure(ScenarioFailure(message: load.diagnostics.map(\.rendered).joined(separator: "\n"), code: ExitCode.badInput))
        }
        guard let scenario = load.scenarios.first else {
            return .failure(ScenarioFailure(message: "headunit window: \(path) has no scenario to play", code: ExitCode.badInput))
        }
        let setup = ScenarioSetup(scenario)
        if !setup.diagnostics.isEmpty {
            return .failure(ScenarioFailure(message: setup.diagnostics.map(\.rendered).joined(separator: "\n"), code: ExitCode.badInput))
        }
        let run = await ScenarioRunner().run(scenario)
        var steps: [WindowSession.Step] = []
        var before = Instant.zero
        var last = Instant.zero
        for record in run.steps {
            if let stimulus = StepStimulus.stimulus(for: record.step.kind) {
                steps.append(WindowSession.Step(wait: before - last, stimulus: stimulus))
                last = before
            }
            before = record.at
        }
        return .success((setup.config, steps))
    }

    // MARK: Arguments

    /// Parses the arguments after `window`.
    public static func parse(_ arguments: [String]) -> CommandOptions<Options>.Parsed {
        table.parse(arguments, defaults: Options())
    }

    // MARK: The window

    @MainActor
    private static func runWindow(_ options: Options, steps: [WindowSession.Step],
                                  out: inout some TextOutputStream, err: inout some TextOutputStream) async -> Int32 {
        var session = WindowSession(config: options.config, carSize: options.size, appearance: options.appearance,
                                    speed: options.speed, exitAfter: options.exitAfter)
        session.play(steps)
        do {
            _ = try session.render()
        } catch {
            print("headunit window: cannot draw: \(error)", to: &err)
            return ExitCode.failed
        }
        let window: DesktopWindow
        do {
            window = try DesktopWindow(title: "HeadUnit — car \(options.size)", size: session.renderer.size)
        } catch {
            print("headunit window: \(error)", to: &err)
            return ExitCode.failed
        }
        defer { window.close() }
        // Once, at start: the scale the window shows the car at (docs/SCREENS.md, Window).
        print("headunit window: \(window.fit.summary(car: options.size))", to: &out)
        let player = CuePlayer()
        defer { player.close() }
        if let notice = player.notice { print("headunit window: \(notice)", to: &err) }

        await window.run(&session, play: { player.play($0) }, report: { print("headunit window: \($0)", to: &err) })
        return finish(session, options, out: &out, err: &err)
    }

    /// Writes the recording and the screenshot, if asked for.
    private static func finish(_ session: WindowSession, _ options: Options,
                               out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        var code = ExitCode.ok
        if let path = options.record {
            do {
                try session.recordedDrill.write(toFile: path, atomically: true, encoding: .utf8)
                print("headunit window: recorded \(session.recorder.steps.count) steps in \(path)", to: &out)
            } catch {
                print("headunit window: cannot write the recording to '\(path)': \(error.localizedDescription)", to: &err)
                code = ExitCode.failed
            }
        }
        if let path = options.screenshot {
            do {
                try PNGCodec.write(try session.render(), to: path)
            } catch {
                print("headunit window: cannot write the screenshot to '\(path)': \(error)", to: &err)
                code = ExitCode.failed
            }
        }
        return code
    }
}
