import Host
import Screen

/// The options of a scene's window (B12), read from the process's arguments: the same words as
/// `headunit window`'s, for a team's own scene.
///
/// ```swift
/// switch SceneWindowOptions.parse(["--size", "1280x720", "--record", "/tmp/x.drill"]) {
/// case .options(let options): …     // options.size == 1280x720
/// case .help: print(SceneWindowOptions.usage(program: "AudioCar"))
/// case .failure(let message): …     // one sentence; exit 64
/// }
/// ```
public struct SceneWindowOptions: Hashable, Sendable {
    /// What the arguments asked for.
    public enum Parsed: Hashable, Sendable {
        /// Open the window with these options.
        case options(SceneWindowOptions)
        /// `--help` or `-h`: print the usage, exit 0.
        case help
        /// A usage error, in one sentence: print it, exit 64.
        case failure(String)
    }

    /// The car's size.
    public var size = DisplaySize.standard
    /// Light or dark.
    public var appearance = Appearance.dark
    /// Virtual time per wall time, within `WindowSession.speedRange`.
    public var speed = 1.0
    /// On quit, write what was done as a drill here.
    public var record: String?
    /// On quit, write the window's picture as PNG here.
    public var screenshot: String?
    /// Quit after this many virtual milliseconds.
    public var exitAfter: Millis?
    /// Play this drill's first scenario in the window.
    public var scenario: String?

    /// The exit code of a `--scenario` file that has errors (bad input).
    public static let badScenario: Int32 = 65

    /// The defaults: an 800×480 dark car at speed 1, nothing written.
    public init() {}

    /// One option: its name, what its value is, its help, and how it sets the options.
    private struct Option: Sendable {
        var name: String
        var value: String
        var help: String
        var apply: @Sendable (inout SceneWindowOptions, String) -> String?
    }

    private static let options: [Option] = [
        Option(name: "--size", value: "WxH", help: "the car's size: 800x480 (default), 1280x720, 1920x720, …") { options, text in
            guard let size = DisplaySize(parsing: text) else { return "--size takes WxH, such as 800x480 or 1280x720 (got '\(text)')" }
            options.size = size
            return nil
        },
        Option(name: "--appearance", value: "light|dark", help: "dark (default) or light") { options, text in
            guard let appearance = Appearance(rawValue: text) else { return "--appearance takes light or dark (got '\(text)')" }
            options.appearance = appearance
            return nil
        },
        Option(name: "--speed", value: "X", help: "virtual time per wall time: 1 (default), 0.5, 2, 10, …") { options, text in
            guard let speed = Double(text), speed.isFinite, WindowSession.speedRange.contains(speed) else {
                return "--speed takes a number from 0.0625 to 64, such as 0.5, 2 or 10 (got '\(text)')"
            }
            options.speed = speed
            return nil
        },
        Option(name: "--record", value: "FILE.drill", help: "on quit, write what you did as a drill that SceneDrill replays") { options, text in
            options.record = text
            return nil
        },
        Option(name: "--screenshot", value: "FILE.png", help: "on quit, write the window's picture as PNG") { options, text in
            options.screenshot = text
            return nil
        },
        Option(name: "--exit-after", value: "MS", help: "quit after MS virtual milliseconds (for tests and scripts)") { options, text in
            let digits = text.hasSuffix("ms") ? String(text.dropLast(2)) : text
            guard let ms = Millis(digits), ms >= 0 else { return "--exit-after takes virtual milliseconds, such as 3000 (got '\(text)')" }
            options.exitAfter = ms
            return nil
        },
        Option(name: "--scenario", value: "FILE", help: "play a drill's first scenario in the window, visibly, in its time") { options, text in
            options.scenario = text
            return nil
        },
    ]

    /// Parses `arguments` (the process's, after the program's name): `--name VALUE` or
    /// `--name=VALUE`; the last of a repeated option wins.
    public static func parse(_ arguments: [String]) -> Parsed {
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
        var parsed = SceneWindowOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                return .failure(argument.hasPrefix("-")
                    ? "unknown option '\(name)'; the window takes " + options.map(\.name).joined(separator: ", ")
                    : "the window takes options only, not '\(argument)'")
            }
            guard let value = inline ?? remaining.first.flatMap({ $0.hasPrefix("--") ? nil : $0 }), !value.isEmpty else {
                return .failure("\(name) needs \(option.value)")
            }
            if inline == nil { remaining.removeFirst() }
            if let problem = option.apply(&parsed, value) { return .failure(problem) }
        }
        return .options(parsed)
    }

    /// The text `--help` prints for `program`.
    public static func usage(program: String) -> String {
        let width = options.map { $0.name.count + 1 + $0.value.count }.max() ?? 0
        var lines = ["usage: \(program) [OPTIONS]", "",
                     "Opens your CarPlay scene on a car in a window. Click what the car shows to tap it; P plugs in",
                     "and unplugs, Backspace taps back, the digits send your app's events, Space pauses, + and -",
                     "change the speed, Esc quits.", "", "Options:"]
        for option in options {
            let head = option.name + " " + option.value
            lines.append("  " + head + String(repeating: " ", count: width - head.count + 2) + option.help)
        }
        lines += ["", "Exit codes: 0 ok, 1 no display (or a file could not be written), 64 usage error, 65 a --scenario file with errors."]
        return lines.joined(separator: "\n")
    }
}
