@testable import CLI
import Testing

/// `CommandOptions`: one table gives the parsing, the usage errors and `--help`.
@Suite struct CommandOptionsTests {
    /// A small command's options, to parse into.
    struct Toy: Equatable {
        var out = ""
        var shard = 0
        var quick = false
        var paths: [String] = []
    }

    static let toy = CommandOptions<Toy>(
        command: "toy",
        summary: "a command to test the table with",
        arguments: .init("PATH…", help: "what to read") { $0.paths = $1 },
        options: [
            .value("--out", "-o", value: .directory, help: "where to write", required: true) { $0.out = $1 },
            .value("--shard", value: .number, help: "which share\nof the work") { options, text throws(UsageError) in
                guard let n = Int(text), n >= 1 else { throw UsageError("--shard wants a whole number of 1 or more (got \(text))") }
                options.shard = n
            },
            .flag("--quick", help: "fewer iterations") { $0.quick = true },
        ])

    func parse(_ arguments: [String]) -> CommandOptions<Toy>.Parsed {
        Self.toy.parse(arguments, defaults: Toy())
    }

    @Test func optionsValuesAndPathsAreParsed() {
        #expect(parse(["a", "--out", "x", "b", "--shard=3", "--quick"]) == .options(Toy(out: "x", shard: 3, quick: true, paths: ["a", "b"])))
        #expect(parse(["-o", "x", "--out=y"]) == .options(Toy(out: "y")), "the last of a repeated option wins")
        #expect(parse(["--out", "x", "--", "--quick", "-"]) == .options(Toy(out: "x", paths: ["--quick", "-"])), "after -- every word is a path")
        #expect(parse(["--out", "-x"]) == .options(Toy(out: "-x")), "a value may start with one dash")
    }

    @Test(arguments: [["--help"], ["-h"], ["--shard", "zero", "--help"], ["--frobnicate", "-h"]])
    func helpAnywhereAsksForTheHelp(arguments: [String]) {
        #expect(parse(arguments) == .help)
    }

    @Test(arguments: [
        (["--shrad", "2", "--out", "x"], "unknown option '--shrad'; did you mean '--shard'?"),
        (["--qiuck", "--out", "x"], "unknown option '--qiuck'; did you mean '--quick'?"),
        (["--frobnicate", "--out", "x"], "unknown option '--frobnicate'"),
        (["--out"], "--out needs a directory"),
        (["--out", ""], "--out needs a directory"),
        (["--out="], "--out needs a directory"),
        (["--out", "--quick"], "--out needs a directory"),
        (["-o"], "-o needs a directory"),
        (["--out", "x", "--shard", "0"], "--shard wants a whole number of 1 or more (got 0)"),
        (["--out", "x", "--quick=yes"], "--quick takes no value"),
        (["--quick"], "missing --out DIR, where to write"),
    ])
    func aBadCommandLineIsOneSentence(arguments: [String], message: String) {
        #expect(parse(arguments) == .failure(UsageError(message)))
    }

    @Test func aCommandWithoutPathsRefusesOne() {
        let table = CommandOptions<Toy>(command: "bare", summary: "no paths", options: [])
        #expect(table.parse(["stray"], defaults: Toy()) == .failure(UsageError("unexpected argument 'stray': `headunit bare` takes only options")))
    }

    @Test func theUsageErrorIsTheSentenceTheUsageLineAndWhereTheHelpIs() {
        #expect(Self.toy.usageError(UsageError("--out needs a directory")) == """
        headunit toy: --out needs a directory
        USAGE: headunit toy [PATH…] --out DIR [--shard N] [--quick]
        See `headunit toy --help`.

        """)
    }

    @Test func theHelpComesFromTheTable() {
        #expect(Self.toy.help == """
        USAGE: headunit toy [PATH…] --out DIR [--shard N] [--quick]

        ARGUMENTS:
          PATH…                   what to read

        OPTIONS:
          -o, --out DIR           where to write
          --shard N               which share
                                  of the work
          --quick                 fewer iterations
          -h, --help              print this help

        Exit codes: 0 ok, 1 failed, 64 usage error.

        """)
        #expect(Self.toy.shortSynopsis == "toy [PATH…] --out DIR [options]")
    }

    /// Every command's table, by its word.
    static let tables: [(command: String, help: String, labels: [String], helps: [String], usage: String)] = [
        describe(DrillCommand.table), describe(ExploreCommand.table), describe(WindowCommand.table),
        describe(GuardCommand.table), describe(CuesCommand.table), describe(BenchCommand.table),
    ]

    static func describe<Options>(_ table: CommandOptions<Options>) -> (command: String, help: String, labels: [String], helps: [String], usage: String) {
        (table.command, table.help, table.options.map(\.helpLabel), table.options.map(\.help), table.usageLine)
    }

    @Test(arguments: tables.indices)
    func everyCommandsHelpListsEveryDeclaredOption(index: Int) async {
        let table = Self.tables[index]
        // bench measures the process it runs in, so only the executable runs it (its help included).
        if table.command != "bench" {
            let outcome = await CLIHarness.run([table.command, "--help"])
            #expect(outcome.code == ExitCode.ok)
            #expect(outcome.out == table.help)
        }
        #expect(table.help.hasPrefix(table.usage + "\n"))
        for (label, help) in zip(table.labels, table.helps) {
            let firstLine = help.split(separator: "\n")[0]
            #expect(table.help.contains("\n  \(label)") && table.help.contains(firstLine), "\(table.command) --help lists \(label)")
        }
        #expect(table.help.contains("\n  -h, --help              print this help\n"))
        #expect(HeadUnitCommand.usage.contains("\n  \(table.command) "), "headunit --help lists \(table.command)")
    }

    @Test(arguments: [
        (["drill", "--shrad", "1/2"], "headunit drill: unknown option '--shrad'; did you mean '--shard'?"),
        (["explore", "--dept", "3"], "headunit explore: unknown option '--dept'; did you mean '--depth'?"),
        (["window", "--sise", "800x480"], "headunit window: unknown option '--sise'; did you mean '--size'?"),
        (["guard", "--rule", "r", "Sources"], "headunit guard: unknown option '--rule'; did you mean '--rules'?"),
        (["cues", "--ot", "x"], "headunit cues: unknown option '--ot'; did you mean '--out'?"),
    ])
    func everyCommandSuggestsTheNearestOption(arguments: [String], message: String) async {
        let outcome = await CLIHarness.run(arguments)
        #expect(outcome.code == ExitCode.usage)
        #expect(outcome.out == "")
        #expect(outcome.err.hasPrefix(message + "\nUSAGE: headunit \(arguments[0]) "), "\(outcome)")
        #expect(outcome.err.hasSuffix("\nSee `headunit \(arguments[0]) --help`.\n"))
    }
}
