import CarApp
import Drill
import Foundation
import Host
import Rig
import Screen
import Sound

/// `headunit window`: the car and the phone in a desktop window, driven by clicks on the car and
/// by the control strip below (keyboard shortcuts on every control), in real time or scaled,
/// with the cues played aloud; optionally recorded as a `.drill` file.
public enum WindowCommand {
    /// The text `headunit window --help` prints.
    public static let usage = """
    USAGE: headunit window [--size WxH] [--speed X] [--appearance light|dark] [--record FILE.drill]
                           [--navigator NAME] [--realtime manual|auto|unreachable] [--scenario FILE]

    Opens the car (and the phone beside it) in a window. Click a tile or a button on the car to
    tap it; the strip below drives the rest, each control with its key (docs/SCREENS.md, Window).

    OPTIONS:
      --size WxH              the car's size: 800x480 (default), 1280x720, 1920x720, …; a window
                              larger than the screen is scaled down to fit
      --speed X               virtual time per wall time: 1 (default), 0.5, 2, 10, …
      --appearance light|dark dark (default) or light
      --record FILE.drill     on quit, write what you did as a drill that replays to the same end
      --navigator NAME        standard (default), naive, identity, no-completion
      --realtime MODE         manual (default: U brings a call up), auto (up 1 s after each
                              attempt starts), unreachable (every attempt fails at once)
      --scenario FILE         play a drill's first scenario in the window, visibly, in its time
      --exit-after MS         quit after MS virtual milliseconds (for tests and scripts)
      --screenshot FILE.png   on quit, write the window's picture as PNG
      -h, --help              print this help

    Exit codes: 0 ok, 1 no display (or a file could not be written), 64 usage error.

    """

    /// The options, parsed.
    public struct Options: Hashable, Sendable {
        public var size = DisplaySize.standard
        public var speed = 1.0
        public var appearance = Appearance.dark
        public var record: String?
        public var config = WorldConfig()
        public var scenario: String?
        public var exitAfter: Millis?
        public var screenshot: String?
        public init() {}
    }

    /// How long `--realtime auto` takes to bring an attempt up.
    public static let autoRealtimeDelay: Millis = 1000


    /// Runs `headunit window` with the arguments after `window` and returns its exit code.
    /// The window opens only on the main thread (SDL); called elsewhere it says so and returns 1.
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        var options: Options
        switch parse(arguments) {
        case .help:
            print(usage, terminator: "", to: &out)
            return ExitCode.ok
        case .failure(let message):
            print("headunit window: \(message)", to: &err)
            print("USAGE: headunit window [--size WxH] [--speed X] [--record FILE.drill] …; see `headunit window --help`.", to: &err)
            return ExitCode.usage
        case .options(let parsed):
            options = parsed
        }
        var steps: [WindowSession.Step] = []
        if let scenario = options.scenario {
            switch scenarioSteps(path: scenario) {
            case .success(let loaded):
                steps = loaded.steps
                options.config = loaded.config
            case .failure(let failure):
                print(failure.message, to: &err)
                return failure.code
            }
        }
        return runWindow(options, steps: steps, out: &out, err: &err)
    }

    // MARK: Scenarios

    /// Why a scenario cannot be played: the line to print and the exit code.
    public struct ScenarioFailure: Error, Hashable, Sendable {
        public var message: String
        public var code: Int32
    }

    /// The `.drill` file at `path` as the window plays it (`WindowSession.play`): its first
    /// scenario's world (its `given` lines) and each action at the virtual time it had in a
    /// headless run — `wait`s and the time expectations settled — so taps find what the drill
    /// found. A file with errors is bad input (65), with the diagnostics.
    public static func scenarioSteps(path: String) -> Result<(config: WorldConfig, steps: [WindowSession.Step]), ScenarioFailure> {
        let load = DrillLoader(rootFor: path).load(path: path)
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
        let run = ScenarioRunner().run(scenario)
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

    /// What the arguments asked for.
    public enum Parsed: Hashable, Sendable {
        case options(Options)
        case help
        /// A usage error: what was wrong, in one clause.
        case failure(String)
    }

    /// Parses the arguments after `window`.
    public static func parse(_ arguments: [String]) -> Parsed {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" || name == "--help" { return .help }
            let valued = ["--size", "--speed", "--appearance", "--record", "--navigator", "--realtime",
                          "--scenario", "--exit-after", "--screenshot"]
            guard valued.contains(name) else { return .failure("unknown argument '\(argument)'") }
            guard let value = inline ?? remaining.popFirst(), !value.isEmpty else {
                return .failure("\(name) needs a value")
            }
            switch name {
            case "--size":
                guard let size = DisplaySize(parsing: value) else {
                    return .failure("--size takes WxH, such as 800x480 or 1280x720 (got '\(value)')")
                }
                options.size = size
            case "--speed":
                guard let speed = Double(value), speed.isFinite, WindowSession.speedRange.contains(speed) else {
                    return .failure("--speed takes a number from 0.0625 to 64, such as 0.5, 2 or 10 (got '\(value)')")
                }
                options.speed = speed
            case "--appearance":
                guard let appearance = Appearance(rawValue: value) else {
                    return .failure("--appearance takes light or dark (got '\(value)')")
                }
                options.appearance = appearance
            case "--record":
                options.record = value
            case "--navigator":
                guard AnyNavigator.names.contains(value) else {
                    return .failure("unknown navigator '\(value)'; use one of \(AnyNavigator.names.joined(separator: ", "))")
                }
                options.config.navigator = value
            case "--realtime":
                switch value {
                case "manual": options.config.realtime = .manual
                case "auto": options.config.realtime = .auto(autoRealtimeDelay)
                case "unreachable": options.config.realtime = .unreachable
                default: return .failure("--realtime takes manual, auto or unreachable (got '\(value)')")
                }
            case "--scenario":
                options.scenario = value
            case "--exit-after":
                let digits = value.hasSuffix("ms") ? String(value.dropLast(2)) : value
                guard let ms = Millis(digits), ms >= 0 else {
                    return .failure("--exit-after takes virtual milliseconds, such as 3000 (got '\(value)')")
                }
                options.exitAfter = ms
            default:  // --screenshot
                options.screenshot = value
            }
        }
        return .options(options)
    }

    // MARK: The window

    private static func runWindow(_ options: Options, steps: [WindowSession.Step],
                                  out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        var session = WindowSession(config: options.config, carSize: options.size, appearance: options.appearance,
                                    speed: options.speed, exitAfter: options.exitAfter)
        session.play(steps)
        var canvas: Canvas
        do {
            canvas = try session.render()
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

        var shown: WindowRenderer.Frame?
        var lastError: String?
        var wall = window.wallMilliseconds()
        while !session.quitRequested {
            var redraw = shown == nil
            for input in window.waitForInputs(timeoutMs: 15) {
                switch input {
                case .key(let key): session.press(key)
                case .click(let x, let y): session.click(x: x, y: y)
                case .exposed: redraw = true
                case .quit: session.quit()
                }
            }
            let now = window.wallMilliseconds()
            session.elapse(wallMs: Double(now &- wall))
            wall = now
            for cue in session.takeNewCues() { player.play(cue) }
            let frame = session.frameKey
            guard redraw || frame != shown else { continue }
            do {
                canvas = try session.render()
                try window.show(canvas)
                shown = frame
            } catch {
                // Said once per distinct failure, and the loop goes on (never a crash).
                let text = "\(error)"
                if text != lastError { print("headunit window: cannot draw: \(text)", to: &err) }
                lastError = text
                shown = frame
            }
        }
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
