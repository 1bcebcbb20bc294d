import CLI
import Foundation
import Testing
import TestSupport

/// Bad input at every command that reads a file a person names — `drill`, `window --scenario`,
/// `explore --around` (drill files and what they include), `guard` (Swift sources) and
/// `guard --rules`: a missing file, a directory where a file is expected, an unreadable file, a
/// pipe, bytes that are not UTF-8, a 100 MB file, an include cycle, an include leaving the
/// scenario root. Each is a located error and exit 65, in-process, so a trap or a wait would
/// stop the test run itself.
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
    func run(_ arguments: [String]) -> (code: Int32, firstError: String) {
        let outcome = CLIHarness.run(arguments)
        return (outcome.code, String(outcome.err.prefix { $0 != "\n" }))
    }

    // MARK: Drill files

    @Test(arguments: DrillReader.allCases)
    func aMissingDrillFile(_ reader: DrillReader) throws {
        try BadFiles.withFolder { folder in
            let path = folder.appendingPathComponent("nowhere.drill").path
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path):1:1: error: [DL404] cannot read '\(path)': no such file")
        }
    }

    /// `headunit drill DIR` runs the directory's drills; the others want a file.
    @Test(arguments: [DrillReader.window, .explore])
    func aDirectoryWhereADrillFileIsExpected(_ reader: DrillReader) throws {
        try BadFiles.withFolder { folder in
            let result = run(reader.arguments(folder.path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(folder.path):1:1: error: [DL404] cannot read '\(folder.path)': it is a directory")
        }
    }

    @Test(arguments: DrillReader.allCases)
    func anIncludeOfADirectory(_ reader: DrillReader) {
        let path = CLIHarness.malformed + "/include-directory.drill"
        let result = run(reader.arguments(path))
        #expect(result.code == ExitCode.badInput)
        #expect(result.firstError == "\(path):3:11: error: [DL404] cannot read '\(CLIHarness.malformed)/cycle': it is a directory")
    }

    @Test(arguments: DrillReader.allCases)
    func anUnreadableDrillFile(_ reader: DrillReader) throws {
        try BadFiles.withFolder { folder in
            let (path, why) = try BadFiles.unreadable(in: folder)
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path):1:1: error: [DL404] cannot read '\(path)': \(why)")
        }
    }

    @Test(arguments: DrillReader.allCases)
    func aPipeIsRefusedWithoutWaitingForAWriter(_ reader: DrillReader) throws {
        try BadFiles.withFolder { folder in
            let path = try BadFiles.pipe(in: folder)
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path):1:1: error: [DL404] cannot read '\(path)': it is not a regular file (a pipe, a socket or a device)")
        }
    }

    @Test(arguments: DrillReader.allCases)
    func aDrillFileThatIsNotUTF8(_ reader: DrillReader) throws {
        try BadFiles.withFolder { folder in
            let path = folder.appendingPathComponent("latin1.drill").path
            try Data(Array("scenario \"s\"\n  tap \"Conti".utf8) + [0xFF] + Array("nue\"\n".utf8)).write(to: URL(fileURLWithPath: path))
            let outcome = CLIHarness.run(reader.arguments(path))
            #expect(outcome.code == ExitCode.badInput)
            #expect(outcome.err.contains("\(path):2:13: error: [DL001] invalid UTF-8 byte 0xFF\n"), "\(outcome)")
        }
    }

    /// Refused from its size, before any of it is read (it would take seconds and gigabytes).
    @Test(arguments: DrillReader.allCases)
    func aHundredMegabyteDrillFile(_ reader: DrillReader) throws {
        try BadFiles.withFolder { folder in
            let path = try BadFiles.hundredMegabytes(in: folder)
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path):1:1: error: [DL405] cannot read '\(path)': it is 100.0 MB, more than the 16.0 MB a file may have")
        }
    }

    @Test(arguments: DrillReader.allCases)
    func anIncludeCycle(_ reader: DrillReader) {
        let path = CLIHarness.malformed + "/include-cycle.drill"
        let outcome = CLIHarness.run(reader.arguments(path))
        #expect(outcome.code == ExitCode.badInput)
        #expect(outcome.err.contains(CLIHarness.malformed + "/cycle/b.drillpart:3:9: error: [DL403] include cycle: "), "\(outcome)")
    }

    @Test(arguments: DrillReader.allCases)
    func anIncludeLeavingTheScenarioRoot(_ reader: DrillReader) throws {
        try BadFiles.withFolder { folder in
            let scenarios = folder.appendingPathComponent("scenarios")
            let main = try Self.write("scenario \"s\"\n  include \"../outside.drillpart\"\n  plug\n", to: "main.drill", in: scenarios)
            _ = try Self.write("unplug\n", to: "outside.drillpart", in: folder)
            let result = run(reader.arguments(main) + (reader == .drill ? ["--root", scenarios.path] : []))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError.hasPrefix("\(main):2:11: error: [DL402] include \"../outside.drillpart\" leaves the scenario root "), "\(result)")
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

    @Test(arguments: GuardReader.allCases)
    func aMissingGuardFile(_ reader: GuardReader) throws {
        try BadFiles.withFolder { folder in
            let path = folder.appendingPathComponent("Nowhere.swift").path
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path): error: [IO] cannot read \(path): no such file or folder; check the path")
        }
    }

    /// `headunit guard DIR` walks the directory; a rules file must be a file.
    @Test func aDirectoryWhereARulesFileIsExpected() throws {
        try BadFiles.withFolder { folder in
            let result = run(GuardReader.rules.arguments(folder.path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(folder.path): error: [IO] cannot read \(folder.path): it is a directory; name a file")
        }
    }

    @Test(arguments: GuardReader.allCases)
    func anUnreadableGuardFile(_ reader: GuardReader) throws {
        try BadFiles.withFolder { folder in
            let (path, why) = try BadFiles.unreadable(in: folder, name: "Locked.swift")
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path): error: [IO] cannot read \(path): \(why); make it readable")
        }
    }

    @Test(arguments: GuardReader.allCases)
    func aPipeForTheGuards(_ reader: GuardReader) throws {
        try BadFiles.withFolder { folder in
            let path = try BadFiles.pipe(in: folder, name: "Pipe.swift")
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path): error: [IO] cannot read \(path): it is not a regular file (a pipe, a socket or a device); name a file")
        }
    }

    @Test(arguments: GuardReader.allCases)
    func aGuardFileThatIsNotUTF8(_ reader: GuardReader) throws {
        try BadFiles.withFolder { folder in
            let path = folder.appendingPathComponent("Latin1.swift").path
            try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path): error: [IO] cannot read \(path): not UTF-8 text; save it as UTF-8")
        }
    }

    @Test(arguments: GuardReader.allCases)
    func aHundredMegabyteGuardFile(_ reader: GuardReader) throws {
        try BadFiles.withFolder { folder in
            let path = try BadFiles.hundredMegabytes(in: folder, name: "Huge.swift")
            let result = run(reader.arguments(path))
            #expect(result.code == ExitCode.badInput)
            #expect(result.firstError == "\(path): error: [IO] cannot read \(path): it is 100.0 MB, more than the 16.0 MB a file may have; check the path")
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
