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
        return await run(arguments, out: &out, err: &err)
    }

    /// Runs the command line writing to the given streams; tests call this in-process.
    @MainActor
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) async -> Int32 {
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
        case BenchCommand.name:
            print("headunit bench measures the process it runs in: run the headunit executable (make bench)", to: &err)
            return ExitCode.usage
        default:
            guard let subcommand = subcommands.first(where: { $0.name == command }) else {
                let near = Suggest.nearest(command, among: subcommands.map { $0.name } + ["version", "help"]).map { " Did you mean '\($0)'?" } ?? ""
                print("headunit: unknown command '\(command)'.\(near) Run `headunit --help` for the commands.", to: &err)
                return ExitCode.usage
            }
            return await subcommand.run(Array(arguments.dropFirst()), out: &out, err: &err)
        }
    }

    /// Every command, once: what runs it, `--help`'s lines and the nearest-word hint come from here.
    static var subcommands: [any Subcommand.Type] {
        [DrillCommand.self, ExploreCommand.self, WindowCommand.self, GuardCommand.self, BenchCommand.self, CuesCommand.self]
    }

    /// The text `headunit --help` prints: each command's line from its option table.
    public static let usage: String = {
        let tables = subcommands.map { $0.helpLine } + [
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
    /// 0: the command did what it was asked and everything it checked passed.
    public static let ok: Int32 = 0
    /// 1: a drill, a guard or an exploration failed, or the work could not be done (a file not
    /// written, no display).
    public static let failed: Int32 = 1
    /// 64: the command line is wrong (`UsageError`).
    public static let usage: Int32 = 64
    /// 65: an input file is bad (a drill's diagnostics, an unreadable rules file).
    public static let badInput: Int32 = 65
}
