import CLI
import Foundation
import Testing
import TestSupport

/// Bad input at every command that reads a file a person names — `drill`, `window --scenario`,
/// `explore --around` (drill files and what they include), `guard` (Swift sources) and
/// `guard --rules`: a missing file, a directory where a file is expected, an unreadable file, a
/// pipe, bytes that are not UTF-8, a 100 MB file, an include cycle, an include leaving the
/// scenario root. Each is a located error and exit 65, in-process, so a trap or a wait would
/// stop the test run itself; a golden picture, read when its step runs, fails that step.
@Suite struct BadInputTests {
    /// The commands that read a drill file, as arguments around the file's path.
    enum DrillReader: String, CaseIterable, CustomTestStringConvertible {
        case drill, window, explore

        func arguments(_ path: String) -> [String] {
            switch self {
            case .drill: ["drill", path]
            case .window: ["window", "--scenario", path]
            case .explore: ["explore", "--around", path, "--depth", "1"]
            }
        }

        var testDescription: String { rawValue }
    }

    /// `headunit ARGS…` in-process: its exit code and the first line of its standard error.
    func run(_ arguments: [String]) async -> (code: Int32, firstError: String) {
        let outcome = await CLIHarness.run(arguments)
        return (outcome.code, String(outcome.err.prefix { $0 != "\n" }))
    }

    /// A file that cannot be read, as every reader meets it.
    enum BadFile: String, CaseIterable, CustomTestStringConvertible {
        case missing, unreadable, pipe, hundredMegabytes

        /// The file, made in `folder` as `name`, and the reason every reader gives for it.
        func make(in folder: URL, name: String) throws -> (path: String, reason: String) {
            switch self {
            case .missing: (folder.appendingPathComponent(name).path, "no such file")
            case .unreadable: try BadFiles.unreadable(in: folder, name: name)
            case .pipe: (try BadFiles.pipe(in: folder, name: name), "it is not a regular file (a pipe, a socket or a device)")
            case .hundredMegabytes: (try BadFiles.hundredMegabytes(in: folder, name: name), "it is 100.0 MB, more than the 16.0 MB a file may have")
            }
        }

        /// Its code in a drill: DL405 for the size (refused before any of it is read), else DL404.
        var drillCode: String { self == .hundredMegabytes ? "DL405" : "DL404" }

        /// What the guards say after `cannot read PATH: `.
        func guardMessage(_ reason: String) -> String {
            switch self {
            case .missing: "no such file or folder; check the path"
            case .unreadable: "\(reason); make it readable"
            case .pipe: "\(reason); name a file"
            case .hundredMegabytes: "\(reason); check the path"
            }
        }

        var testDescription: String { rawValue }
    }

    // MARK: Drill files

    /// A pipe is refused without waiting for a writer; a 100 MB file from its size.
    @Test(arguments: DrillReader.allCases, BadFile.allCases)
    func aDrillFileThatCannotBeRead(_ reader: DrillReader, _ bad: BadFile) async throws {
        try await BadFiles.withFolder { folder in
            let (path, reason) = try bad.make(in: folder, name: "scenario.drill")
            let result = await run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path):1:1: error: [\(bad.drillCode)] cannot read '\(path)': \(reason)")
        }
    }

    /// `headunit drill DIR` runs the directory's drills; the others want a file.
    @Test(arguments: [DrillReader.window, .explore])
    func aDirectoryWhereADrillFileIsExpected(_ reader: DrillReader) async throws {
        try await BadFiles.withFolder { folder in
            let result = await run(reader.arguments(folder.path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(folder.path):1:1: error: [DL404] cannot read '\(folder.path)': it is a directory")
        }
    }

    @Test(arguments: DrillReader.allCases)
    func anIncludeOfADirectory(_ reader: DrillReader) async {
        let path = CLIHarness.malformed + "/include-directory.drill"
        let result = await run(reader.arguments(path))
        #expect(result.code == ExitCode.badInput)
        #expect(result.firstError == "\(path):3:11: error: [DL404] cannot read '\(CLIHarness.malformed)/cycle': it is a directory")
    }

    @Test(arguments: DrillReader.allCases)
    func aDrillFileThatIsNotUTF8(_ reader: DrillReader) async throws {
        try await BadFiles.withFolder { folder in
            let path = folder.appendingPathComponent("latin1.drill").path
            try Data(Array("scenario \"s\"\n  tap \"Conti".utf8) + [0xFF] + Array("nue\"\n".utf8)).write(to: URL(fileURLWithPath: path))
            let outcome = await CLIHarness.run(reader.arguments(path))
            #expect(outcome.code == ExitCode.badInput)
            #expect(outcome.err.contains("\(path):2:13: error: [DL001] invalid UTF-8 byte 0xFF\n"), "\(outcome)")
        }
    }

    @Test(arguments: DrillReader.allCases)
    func anIncludeCycle(_ reader: DrillReader) async {
        let path = CLIHarness.malformed + "/include-cycle.drill"
        let outcome = await CLIHarness.run(reader.arguments(path))
        #expect(outcome.code == ExitCode.badInput)
        #expect(outcome.err.contains(CLIHarness.malformed + "/cycle/b.drillpart:3:9: error: [DL403] include cycle: "), "\(outcome)")
    }

    @Test(arguments: DrillReader.allCases)
    func anIncludeLeavingTheScenarioRoot(_ reader: DrillReader) async throws {
        try await BadFiles.withFolder { folder in
            let scenarios = folder.appendingPathComponent("scenarios")
            let main = try Self.write("scenario \"s\"\n  include \"../outside.drillpart\"\n  plug\n", to: "main.drill", in: scenarios)
            _ = try Self.write("unplug\n", to: "outside.drillpart", in: folder)
            let result = await run(reader.arguments(main) + (reader == .drill ? ["--root", scenarios.path] : []))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError.hasPrefix("\(main):2:11: error: [DL402] include \"../outside.drillpart\" leaves the scenario root "), "\(result)")
        }
    }

    /// A golden picture (`expect shot`) is read when its step runs: one that cannot be read
    /// fails that step (DL508, exit 1) with the reason, as a picture that differs does.
    @Test(arguments: [BadFile.unreadable, .pipe, .hundredMegabytes])
    func aGoldenPictureThatCannotBeRead(_ bad: BadFile) async throws {
        try await BadFiles.withFolder { folder in
            let (golden, reason) = try bad.make(in: folder, name: "golden.png")
            let main = try Self.write("scenario \"s\"\n  plug\n  expect shot \"\(golden)\"\n", to: "shot.drill", in: folder)
            let outcome = await CLIHarness.run(["drill", main, "--shots", folder.appendingPathComponent("shots").path])
            #expect(outcome.code == ExitCode.failed)
            #expect(outcome.out.contains("\(main):3:3: error: [DL508] could not draw or compare the picture: \(golden): cannot be read: \(reason)\n"),
                    "\(outcome)")
        }
    }

    // MARK: Guard sources and rules files

    /// `headunit guard` over a source (the rest of the paths still checked), and `--rules`.
    enum GuardReader: String, CaseIterable, CustomTestStringConvertible {
        case source, rules

        func arguments(_ path: String) -> [String] {
            switch self {
            case .source: ["guard", path]
            case .rules: ["guard", "--rules", path, CLIHarness.tree("clean")]
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: GuardReader.allCases, BadFile.allCases)
    func aGuardFileThatCannotBeRead(_ reader: GuardReader, _ bad: BadFile) async throws {
        try await BadFiles.withFolder { folder in
            let (path, reason) = try bad.make(in: folder, name: "Scene.swift")
            let result = await run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path): error: [IO] cannot read \(path): \(bad.guardMessage(reason))")
        }
    }

    /// `headunit guard DIR` walks the directory; a rules file must be a file.
    @Test func aDirectoryWhereARulesFileIsExpected() async throws {
        try await BadFiles.withFolder { folder in
            let result = await run(GuardReader.rules.arguments(folder.path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(folder.path): error: [IO] cannot read \(folder.path): it is a directory; name a file")
        }
    }

    @Test(arguments: GuardReader.allCases)
    func aGuardFileThatIsNotUTF8(_ reader: GuardReader) async throws {
        try await BadFiles.withFolder { folder in
            let path = folder.appendingPathComponent("Latin1.swift").path
            try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
            let result = await run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path): error: [IO] cannot read \(path): not UTF-8 text; save it as UTF-8")
        }
    }

    // MARK: Helpers

    /// Writes `text` to `folder/name`, making the folder; its path.
    static func write(_ text: String, to name: String, in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
