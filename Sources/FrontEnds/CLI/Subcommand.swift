/// A command of `headunit`: its option table (its name, synopsis and summary, which
/// `headunit --help` and the nearest-word hint read) and how it runs.
/// `HeadUnitCommand.subcommands` lists each command once.
protocol Subcommand {
    associatedtype Options
    /// The command's options: parsing, usage errors and `--help` come from here.
    static var table: CommandOptions<Options> { get }
    /// The word that names it (`drill`): its table's.
    static var name: String { get }
    /// Its line in `headunit --help`: its table's short synopsis and summary.
    static var helpLine: (synopsis: String, summary: String) { get }
    /// Runs the command with the arguments after its name; its exit code.
    @MainActor
    static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) async -> Int32
}

extension Subcommand {
    static var name: String { table.command }
    static var helpLine: (synopsis: String, summary: String) { (table.shortSynopsis, table.summary) }
}

extension DrillCommand: Subcommand {}
extension ExploreCommand: Subcommand {}
extension WindowCommand: Subcommand {}
extension GuardCommand: Subcommand {}
extension BenchCommand: Subcommand {}
extension CuesCommand: Subcommand {}
