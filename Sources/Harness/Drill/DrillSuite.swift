import Foundation
import Host

/// A whole drill run: load the files, check what can be checked before running (bad input),
/// pick the scenarios (`--filter`, `--shard`), run each, and hold the results for the reports.
/// The seed's CarPlay drill ships as scenarios in Scenarios/drill: D1 (Continue is one tap to the
/// call), D2 (the handover and back), D3 (the gear's panel), D4 (a call that cannot connect),
/// D5 (New), D6 (a conversation ended on the phone), D7 (alive after every step: the runner's
/// invariant check) and D8 (Mute, End and the gear pressed on the car).
public struct DrillSuite: Sendable {
    /// What to run and how.
    public struct Options: Sendable {
        /// The files and folders to load (a folder gives its `.drill` files, recursively).
        public var paths: [String] = ["Scenarios"]
        /// `--root DIR`: the directory includes may not leave; nil (the default): each path's
        /// own, the directory named or the folder of the file named (`DrillLoader(rootFor:)`).
        public var root: String?
        /// Run only scenarios whose name or file contains this text.
        public var filter: String?
        /// Run only shard `index` (1-based) of `count`: a deterministic split by position.
        public var shard: (index: Int, count: Int)?
        /// `--seed N`: overrides every scenario's seed (`given seed`); nil keeps each one's own.
        public var seed: UInt64?
        /// Compares `expect shot` pictures with their goldens; nil in a run without pictures.
        public var shotCheck: ShotCheck?
        /// `--max-errors N`: at most this many input errors are reported (then a note says how
        /// many more there were).
        public var maxErrors = 20
        /// The defaults: every scenario under `Scenarios`, no filter, no shard, each scenario's
        /// own seed, no picture check.
        public init() {}
    }

    /// A `--shard I/N` that held none of the scenarios selected (fewer scenarios than shards):
    /// it passes, since the other shards run them.
    public struct EmptyShard: Hashable, Sendable, CustomStringConvertible {
        /// The shard asked for (1-based).
        public var index: Int
        /// How many shards the run is split into.
        public var count: Int
        /// How many scenarios the run selected (after `--filter`), all in other shards.
        public var scenarios: Int

        /// The console's line for it.
        public var description: String {
            "shard \(index)/\(count) held no scenarios (\(scenarios) scenario\(scenarios == 1 ? "" : "s") for \(count) shards): nothing to run here, the other shards run them"
        }
    }

    /// Load and setup problems: bad input (exit 65).
    public var diagnostics: [Diagnostic] = []
    /// The scenarios run, in order, with how they went.
    public var results: [ScenarioResult] = []
    /// Set when the shard asked for held none of the scenarios selected.
    public var emptyShard: EmptyShard?

    /// True when every scenario passed and the input had no errors.
    public var passed: Bool { !hasBadInput && results.allSatisfy(\.passed) }
    /// True when loading found an input error (a warning or note is not one): exit 65.
    public var hasBadInput: Bool { diagnostics.contains { $0.severity == .error } }
    /// The exit status DESIGN.md gives: 0 pass, 1 a scenario failed (or none ran: a run that
    /// checks nothing must not pass CI, unless it is an empty shard of a run that does), 65 bad
    /// input.
    public var exitCode: Int32 {
        if hasBadInput { return 65 }
        if results.isEmpty { return emptyShard == nil ? 1 : 0 }
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// Loads the files and picks the scenarios to run (`--filter`, `--shard`): the suite with
    /// every input error of every file, and the scenarios without any. The files are read in
    /// `language` (`DrillLanguage.anyScene` for a team's own scene refuses the built-in app's
    /// words, DL509); `check` finds a scenario's own bad input (the built-in app's `ScenarioSetup`).
    public static func load(_ options: Options, language: DrillLanguage,
                            check: (Scenario) -> [Diagnostic]) -> (suite: DrillSuite, picked: [Scenario]) {
        var suite = DrillSuite()
        // Bad input is found in every file before anything runs, whatever the filter or shard,
        // in one pass: the parser's errors and each scenario's own (a title no screen shows, a
        // word the scene cannot use) together, in file order. A file with an error (its own or
        // an included file's) runs none of its scenarios.
        var runnable: [Scenario] = []
        var problems: [Diagnostic] = []
        var seen: Set<String> = []
        for path in options.paths {
            let loader = options.root.map { DrillLoader(root: URL(fileURLWithPath: $0), language: language) }
                ?? DrillLoader(rootFor: path, language: language)
            let (files, missing) = loader.discover(paths: [path])
            problems += missing
            for file in files where seen.insert(FilePath.absolute(file)).inserted {
                let load = loader.load(path: file)
                let checked = load.scenarios.map { ($0, check($0)) }
                problems += Self.inFileOrder(load.diagnostics + checked.flatMap(\.1))
                guard !load.hasErrors else { continue }
                runnable += checked.filter { $0.1.isEmpty }.map(\.0)
            }
        }
        suite.diagnostics = Self.limited(problems, to: options.maxErrors)
        var picked = runnable.filter { scenario in
            guard let f = options.filter else { return true }
            return scenario.name.contains(f) || scenario.location.file.contains(f)
        }
        if let shard = options.shard {
            let selected = picked.count
            picked = picked.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
            if picked.isEmpty, selected > 0 { suite.emptyShard = EmptyShard(index: shard.index, count: shard.count, scenarios: selected) }
        }
        return (suite, picked)
    }

    /// `diagnostics` by file (in the order each first appears), then line and column; ties keep
    /// their order.
    static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var rank: [String: Int] = [:]
        for d in diagnostics where rank[d.location.file] == nil { rank[d.location.file] = rank.count }
        return diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            return (rank[x.file]!, x.line, x.column, a.offset) < (rank[y.file]!, y.line, y.column, b.offset)
        }.map(\.element)
    }

    /// The first `limit` errors (warnings and notes are kept), then a DL901 note of how many
    /// more there were.
    static func limited(_ diagnostics: [Diagnostic], to limit: Int) -> [Diagnostic] {
        var errors = 0
        var kept: [Diagnostic] = []
        for d in diagnostics {
            if d.severity == .error { errors += 1 }
            if d.severity != .error || errors <= limit { kept.append(d) }
        }
        guard errors > limit, let last = kept.last(where: { $0.severity == .error }) else { return kept }
        let more = errors - limit
        kept.append(Diagnostic(code: .tooManyErrors, location: last.location,
                               message: "\(more) more error\(more == 1 ? "" : "s") not shown (--max-errors \(limit))",
                               hint: "fix these first, or run with --max-errors \(errors) to see them all"))
        return kept
    }

    /// The console's lines: a PASS or FAIL line per scenario, each failure in full under it.
    public var consoleLines: [String] {
        results.flatMap { result -> [String] in
            let head = "\(result.passed ? "PASS" : "FAIL")  \(result.scenario.location.file):\(result.scenario.location.line)  \(result.scenario.name)  (\(result.steps.count) steps, \(Instant.format(result.simulatedMs)) simulated)"
            guard let f = result.failure else { return [head] }
            return [head] + f.rendered.split(separator: "\n").map { "      " + $0 }
        }
    }

    /// Writes, per scenario, the merged log (`SLUG.log`) and the host log alone
    /// (`SLUG.carplay-host-log.txt`) into `dir`.
    public func writeLogs(to dir: String) throws {
        for r in results {
            let slug = DrillSuite.slug(r)
            try DrillSuite.write(r.record.mergedLog.map(\.description).joined(separator: "\n") + "\n", to: "\(dir)/\(slug).log")
            try DrillSuite.write(r.record.hostLog.map(\.description).joined(separator: "\n") + "\n", to: "\(dir)/\(slug).carplay-host-log.txt")
        }
    }

    /// Writes `text` to `path`, making its directory.
    public static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A stable file name for a scenario's artifacts: `drill-d1-continue-is-one-tap`.
    public static func slug(_ result: ScenarioResult) -> String {
        let file = URL(fileURLWithPath: result.scenario.location.file).deletingPathExtension().lastPathComponent
        let words = result.scenario.name.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" }
        let name = String(words).split(separator: "-").prefix(8).joined(separator: "-")
        return "\(file)-L\(result.scenario.location.line)-\(name)"
    }
}
