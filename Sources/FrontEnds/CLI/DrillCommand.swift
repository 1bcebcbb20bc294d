import Foundation
import CarApp
import Host
import Rig
import Drill
import WorldDrill
import Explore
import HeadUnitPictures
import Screen
import Sound

/// `headunit drill [PATH…]`: runs scenario files and writes the reports CI keeps.
public enum DrillCommand {
    /// The options `headunit drill` takes: parsing, usage errors and `--help` come from here.
    static let table = CommandOptions<Options>(
        command: "drill",
        summary: "run .drill scenarios (default Scenarios/) and write the reports CI keeps",
        about: "Runs .drill scenario files and writes the reports CI keeps.",
        arguments: .init("PATH…", help: ".drill files or folders of them (default: Scenarios)") { $0.suite.paths = $1 },
        options: [
            .value("--junit", value: .file, help: "JUnit XML: a testcase per scenario (file, line), steps in system-out") { $0.junit = $1 },
            .value("--format", value: .init("text|github", noun: "text or github"), help: "github: one ::error annotation per failing scenario") { options, format throws(UsageError) in
                guard ["text", "github"].contains(format) else { throw UsageError("--format is text or github") }
                options.github = format == "github"
            },
            .value("--log", value: .directory, help: "per scenario: the merged app+host log, and the host log alone") { $0.logDir = $1 },
            .value("--trace", value: .file, help: "Chrome trace-event JSON (Perfetto): screens, cues, timers") { $0.trace = $1 },
            .value("--shots", value: .directory, help: "a PNG per step and a filmstrip per scenario") { $0.shots = $1 },
            .value("--audio", value: .directory, help: "per scenario, a WAV of its cues on the virtual timeline") { $0.audio = $1 },
            .value("--html", value: .directory, help: "DIR/index.html: the run in one page (pictures, logs, cues), failures first") { $0.html = $1 },
            .flag("--coverage", help: "which scenarios hold each SPEC rule, and which rules none holds") { $0.coverage = true },
            .value("--filter", value: .text, help: "only scenarios whose name or file contains TEXT") { $0.suite.filter = $1 },
            .shard(help: "only the I-th of N deterministic shares of the scenarios (an empty one passes)") { $0.suite.shard = ($1.index, $1.count) },
            .seed(help: "the seed of every scenario (printed on failure)") { $0.suite.seed = $1 },
            .flag("--rebaseline", help: "rewrite golden pictures that differ or are missing (the run fails)") { $0.goldenMode = .rebaseline },
            .flag("--rebaseline-missing", help: "write only missing golden pictures (the run fails)") { $0.goldenMode = .rebaselineMissing },
            .value("--root", value: .directory, help: "the directory includes may not leave (default: each PATH, or its folder)") { $0.suite.root = $1 },
            .value("--max-errors", value: .number, help: "report at most N input errors, all files together (default: 20)") { options, text throws(UsageError) in
                guard let n = Int(text), n >= 1 else { throw UsageError("--max-errors wants a whole number of 1 or more") }
                options.suite.maxErrors = n
            },
        ],
        footer: "Exit codes: 0 all passed, 1 a scenario failed, 64 usage error, 65 bad input.")

    /// The text `headunit drill --help` prints.
    public static var usage: String { table.help }

    /// The parsed options.
    struct Options {
        var suite = DrillSuite.Options()
        var junit: String?
        var github = false
        var logDir: String?
        var trace: String?
        var shots: String?
        var audio: String?
        var html: String?
        var coverage = false
        var goldenMode = GoldenImage.Mode.verify
    }

    /// Runs `headunit drill` with the arguments after `drill`.
    @MainActor
    public static func run(_ arguments: [String], out: inout some TextOutputStream, err: inout some TextOutputStream) async -> Int32 {
        let options: Options
        switch table.resolve(arguments, defaults: Options(), out: &out, err: &err) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit.code
        }
        let clock = ContinuousClock()
        let started = clock.now
        var suiteOptions = options.suite
        let goldenMode = options.goldenMode
        let failureDir = options.shots ?? ".build/headunit-shot-failures"
        suiteOptions.shotCheck = { golden, step, result in
            checkShot(golden, step: step, result: result, mode: goldenMode, failureDir: failureDir)
        }
        let suite = await DrillSuite.run(suiteOptions)
        let wall = started.duration(to: clock.now)

        for d in suite.diagnostics { print(d.rendered, to: &err) }
        var shotPaths: [String: [String]] = [:]
        for line in suite.consoleLines { print(line, to: &out) }
        if options.github { for line in GitHubReport.lines(suite) { print(line, to: &out) } }
        do {
            if let dir = options.shots { shotPaths = try DrillPictures.writeShots(suite, to: dir) }
            if let dir = options.audio { try writeAudio(suite, to: dir) }
            if let file = options.junit { try DrillSuite.write(JUnitReport.xml(suite, shots: shotPaths), to: file) }
            if let file = options.trace { try DrillSuite.write(TraceReport.json(suite), to: file) }
            if let dir = options.logDir { try suite.writeLogs(to: dir) }
            if let dir = options.html { try writeHTML(suite, to: dir, shotsFrom: options.shots, audioFrom: options.audio) }
        } catch {
            print("headunit drill: could not write a report: \(error)", to: &err)
            return ExitCode.failed
        }
        if options.coverage { print(CoverageReport.table(suite), terminator: "", to: &out) }

        let passed = suite.results.filter(\.passed).count
        let failed = suite.results.count - passed
        let steps = suite.results.reduce(0) { $0 + $1.steps.count }
        let simulated = suite.results.reduce(Int64(0)) { $0 + $1.simulatedMs }
        let wallSeconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
        let ratio = wallSeconds > 0 ? Double(simulated) / 1000 / wallSeconds : 0
        var summary = "drill: \(suite.results.count) scenarios, \(steps) steps, \(Instant.format(simulated)) simulated in \(String(format: "%.3f", wallSeconds))s wall (\(String(format: "%.0f", ratio))× real time)"
        if suite.hasBadInput { summary += "; \(suite.diagnostics.filter { $0.severity == .error }.count) input error(s)" }
        print(summary, to: &out)
        if let empty = suite.emptyShard {
            print("drill: \(empty)", to: &out)
        } else if suite.results.isEmpty && !suite.hasBadInput {
            print("drill: no scenario ran (check the paths, --filter and --shard); a run that checks nothing fails", to: &err)
        }
        print("drill: \(passed) passed, \(failed) failed", to: &out)
        return suite.exitCode
    }

    // MARK: - Artifacts

    /// Per scenario, one WAV of its cue log on the virtual timeline.
    static func writeAudio(_ suite: DrillSuite, to dir: String) throws {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for r in suite.results {
            let onsets = r.record.cues.compactMap { mark in Cue(rawValue: mark.name).map { CueOnset(cue: $0, startMs: mark.start.ms) } }
            let end = max(r.simulatedMs, (r.record.cues.map(\.end.ms).max() ?? 0)) + 250
            try WAVFile.write(samples: CueSynth.renderTrack(onsets, durationMs: end), sampleRate: CueSynth.sampleRate,
                              to: URL(fileURLWithPath: "\(dir)/\(DrillSuite.slug(r)).wav"))
        }
    }

    /// `--html DIR`: `DIR/index.html`, with what it shows next to it, referenced by relative
    /// paths so the folder is the artifact: a picture per step and a filmstrip per scenario in
    /// `DIR/shots` (`DrillPictures.writeShots`, as `--shots`), a WAV per scenario in `DIR/audio`
    /// (`writeAudio`, as `--audio`).
    /// When this run's `--shots` or `--audio` already wrote them (`shotsFrom`, `audioFrom`),
    /// they are linked (or copied) into DIR rather than drawn again.
    static func writeHTML(_ suite: DrillSuite, to dir: String, shotsFrom: String? = nil, audioFrom: String? = nil) throws {
        var files = HTMLReport.Files()
        var placed: [(from: String, to: String)] = []
        for r in suite.results {
            let slug = DrillSuite.slug(r)
            files.pictures[slug] = r.steps.indices.map { DrillPictures.stepPath(r, step: $0, in: "shots") }
            if !r.steps.isEmpty { files.filmstrips[slug] = "shots/\(slug).filmstrip.png" }
            files.audio[slug] = "audio/\(slug).wav"
            if let from = shotsFrom {
                placed += r.steps.indices.map { (DrillPictures.stepPath(r, step: $0, in: from), DrillPictures.stepPath(r, step: $0, in: "\(dir)/shots")) }
                if !r.steps.isEmpty { placed.append(("\(from)/\(slug).filmstrip.png", "\(dir)/shots/\(slug).filmstrip.png")) }
            }
            if let from = audioFrom { placed.append(("\(from)/\(slug).wav", "\(dir)/audio/\(slug).wav")) }
        }
        if shotsFrom == nil { _ = try DrillPictures.writeShots(suite, to: "\(dir)/shots") }
        if audioFrom == nil { try writeAudio(suite, to: "\(dir)/audio") }
        for (from, to) in placed { try place(from, at: to) }
        try DrillSuite.write(HTMLReport.html(suite, files: files), to: "\(dir)/index.html")
    }

    /// Puts the file `from` at `to` as a hard link (no second copy on disk), or a copy where
    /// links cannot be made; nothing to do when both are the same file.
    static func place(_ from: String, at to: String) throws {
        let manager = FileManager.default
        let (source, target) = (URL(fileURLWithPath: from).standardizedFileURL, URL(fileURLWithPath: to).standardizedFileURL)
        guard source.resolvingSymlinksInPath().path != target.resolvingSymlinksInPath().path else { return }
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
        do { try manager.linkItem(at: source, to: target) } catch { try manager.copyItem(at: source, to: target) }
    }

    /// `expect shot`: compares the car and phone picture with the golden next to the scenario.
    static func checkShot(_ golden: String, step: ScenarioResult.StepRecord, result: ScenarioResult,
                          mode: GoldenImage.Mode, failureDir: String) -> String? {
        let base = URL(fileURLWithPath: result.scenario.location.file).deletingLastPathComponent()
        let path = golden.hasPrefix("/") ? golden : base.appendingPathComponent(golden).path
        do {
            try FileManager.default.createDirectory(atPath: failureDir, withIntermediateDirectories: true)
            let canvas = try DrillPictures.picture(step, with: DrillPictures.renderer(result))
            let verdict = try GoldenImage.compare(actual: canvas, goldenPath: path, mode: mode, failureDirectory: failureDir)
            return verdict.passed ? nil : verdict.description
        } catch {
            return "could not draw or compare the picture: \(error)"
        }
    }
}
