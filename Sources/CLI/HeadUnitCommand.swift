import Drill
import Foundation

/// The `headunit` command line: parses arguments, calls a library, prints, returns an exit code.
public enum HeadUnitCommand {
    /// The version `headunit version` prints.
    public static let version = "0.1.0"

    /// Runs the command line and returns its exit code (0 ok, 1 failed, 64 usage, 65 bad input).
    @MainActor
    public static func main(_ arguments: [String]) async -> Int32 {
        var out = StandardStream.output
        var err = StandardStream.error
        // bench measures this process (its peak memory, its main actor): only here, not in-process.
        if arguments.first == "bench" { return await BenchCommand.run(Array(arguments.dropFirst()), out: &out, err: &err) }
        return run(arguments, out: &out, err: &err)
    }

    /// Runs the command line writing to the given streams; tests call this in-process.
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        guard let command = arguments.first else {
            print(usage, terminator: "", to: &out)
            return 0
        }
        switch command {
        case "--help", "-h", "help":
            print(usage, terminator: "", to: &out)
            return 0
        case "version", "--version":
            print("headunit \(version)", to: &out)
            return 0
        case "drill":
            return DrillCommand.run(Array(arguments.dropFirst()), out: &out, err: &err)
        case "explore":
            return ExploreCommand.run(Array(arguments.dropFirst()), out: &out, err: &err)
        case "bench":
            print("headunit bench measures the process it runs in: run the headunit executable (make bench)", to: &err)
            return ExitCode.usage
        case "window":
            return WindowCommand.run(Array(arguments.dropFirst()), out: &out, err: &err)
        case "guard":
            return GuardCommand.run(Array(arguments.dropFirst()), out: &out, err: &err)
        case "cues":
            return CuesCommand.run(Array(arguments.dropFirst()), out: &out, err: &err)
        default:
            let near = Suggest.nearest(command, among: commands).map { " Did you mean '\($0)'?" } ?? ""
            print("headunit: unknown command '\(command)'.\(near) Run `headunit --help` for the commands.", to: &err)
            return ExitCode.usage
        }
    }

    /// The commands, for the nearest-word hint.
    static let commands = ["drill", "explore", "window", "guard", "bench", "cues", "version", "help"]

    /// The text `headunit --help` prints: each command's line from its option table.
    public static let usage: String = {
        let tables = [
            (DrillCommand.table.shortSynopsis, DrillCommand.table.summary),
            (ExploreCommand.table.shortSynopsis, ExploreCommand.table.summary),
            (WindowCommand.table.shortSynopsis, WindowCommand.table.summary),
            (GuardCommand.table.shortSynopsis, GuardCommand.table.summary),
            (BenchCommand.table.shortSynopsis, BenchCommand.table.summary),
            (CuesCommand.table.shortSynopsis, CuesCommand.table.summary),
            ("version", "print the version"),
            ("help", "print this help"),
        ]
        let lines = tables.map { CommandOptions<Void>.helpEntry($0.0, $0.1) }.joined()
        return """
        headunit — a CarPlay-style head-unit simulator and state-machine test harness

        USAGE: headunit <command> [options]

        COMMANDS:
        \(lines)
        Each command's options: headunit <command> --help.

        Exit codes: 0 ok, 1 a drill, guard or exploration failed, 64 usage error, 65 bad input file.

        """
    }()
}

/// The exit codes every command uses (DESIGN.md, The CLI).
public enum ExitCode {
    public static let ok: Int32 = 0
    public static let failed: Int32 = 1
    public static let usage: Int32 = 64
    public static let badInput: Int32 = 65
}
