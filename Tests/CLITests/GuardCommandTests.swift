import CLI
import Foundation
import Testing

// HAND-OFF: this file belongs in Tests/CLITests/ (`git mv` it there): GuardTests depends on
// Guard only and cannot import CLI, and this hidden folder keeps it out of every build until
// then. It passed there as is (9 tests) when the guard branch was finished.

/// `headunit guard` in-process: exit codes 0/1/64/65, the text and GitHub formats.
@Suite struct GuardCommandTests {
    /// The guard fixture trees (Tests/GuardTests/Fixtures/trees; see docs/GUARD.md).
    static func tree(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GuardTests/Fixtures/trees").appendingPathComponent(name).path
    }

    struct Run {
        var code: Int32
        var out: String
        var err: String
    }

    func run(_ arguments: [String]) -> Run {
        var out = ""
        var err = ""
        let code = GuardCommand.run(arguments, out: &out, err: &err)
        return Run(code: code, out: out, err: err)
    }

    /// A fresh temporary folder, removed when `body` returns.
    func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guard-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder.path)
    }

    @Test func aCleanTreeExitsZero() {
        let result = run([Self.tree("clean")])
        #expect(result.code == ExitCode.ok)
        #expect(result.out == "guard: 0 findings in 5 files\n")
        #expect(result.err == "")
    }

    @Test func findingsExitOneWithCompilerStyleLinesOnStandardError() {
        let root = Self.tree("violations")
        let result = run([root])
        #expect(result.code == ExitCode.failed)
        #expect(result.out == "guard: 5 findings in 5 files\n")
        let lines = result.err.split(separator: "\n").map { $0.replacingOccurrences(of: root + "/", with: "") }
        #expect(lines.map { $0.prefix { $0 != "`" } } == [
            "App/CarPlay/CarPlayInterface.swift:36:20: error: [S4] ",
            "App/CarPlay/CarPlaySceneDelegate.swift:17:29: error: [S4] ",
            "App/CarPlay/CarPlaySceneDelegate.swift:22:21: error: [S3] ",
            "App/CarPlay/LiveCallScreen.swift:18:15: error: [S2] ",
            "App/Voice/Speaker.swift:7:26: error: [S1] ",
        ])
    }

    @Test func theGithubFormatWritesAnnotationsToStandardOutput() {
        let root = Self.tree("violations")
        let result = run(["--format", "github", root + "/App/Voice"])
        #expect(result.code == ExitCode.failed)
        #expect(result.err == "")
        #expect(result.out == """
        ::error file=\(root)/App/Voice/Speaker.swift,line=7,col=26::[S1] `AVSpeechSynthesizer` is system speech, and the car has no voice but the Live call; remove it and let the Live Mode conversation say it (or play a cue)
        guard: 1 finding in 1 file

        """)
        #expect(run(["--format=github", root + "/App/Voice"]).out == result.out)
    }

    @Test(arguments: [
        [String](),
        ["--frobnicate", "Sources"],
        ["--format", "xml", "Sources"],
        ["Sources", "--format"],
        ["Sources", "--rules"],
        ["--rules="],
    ])
    func usageErrorsExitSixtyFour(arguments: [String]) {
        let result = run(arguments)
        #expect(result.code == ExitCode.usage)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("headunit guard: "))
        #expect(result.err.contains("USAGE: headunit guard PATH… [--rules FILE] [--format text|github]"))
    }

    @Test func helpExitsZero() {
        let result = run(["--help"])
        #expect(result.code == ExitCode.ok)
        #expect(result.out == GuardCommand.usage)
    }

    @Test func anUnreadablePathExitsSixtyFiveAndTheRestIsStillChecked() {
        let result = run(["/no/such/place", Self.tree("violations")])
        #expect(result.code == ExitCode.badInput)
        #expect(result.err.hasPrefix("/no/such/place: error: [IO] cannot read /no/such/place: no such file or folder; check the path\n"))
        #expect(result.err.split(separator: "\n").count == 6)
        #expect(result.out == "guard: 5 findings in 5 files, 1 unreadable\n")
    }

    @Test func aFileThatIsNotUTF8ExitsSixtyFive() throws {
        try withTemporaryFolder { folder in
            try Data([0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: folder + "/Bad.swift"))
            let result = run([folder])
            #expect(result.code == ExitCode.badInput)
            #expect(result.err == "\(folder)/Bad.swift: error: [IO] cannot read \(folder)/Bad.swift: not UTF-8 text; save it as UTF-8\n")
            #expect(result.out == "guard: 0 findings in 0 files, 1 unreadable\n")
        }
    }

    @Test func aRulesFileChangesTheGuards() throws {
        try withTemporaryFolder { folder in
            let rules = folder + "/guard.rules"
            try Data("disable S1\n".utf8).write(to: URL(fileURLWithPath: rules))
            let result = run(["--rules", rules, Self.tree("violations") + "/App/Voice"])
            #expect(result.code == ExitCode.ok)
            #expect(result.out == "guard: 0 findings in 1 file\n")
        }
    }

    @Test func aBadRulesFileIsALocatedErrorAndExitsSixtyFive() throws {
        try withTemporaryFolder { folder in
            let rules = folder + "/guard.rules"
            try Data("# ours\nforbiden-prefix x\n".utf8).write(to: URL(fileURLWithPath: rules))
            let result = run(["--rules", rules, Self.tree("clean")])
            #expect(result.code == ExitCode.badInput)
            #expect(result.out == "")
            #expect(result.err.hasPrefix("\(rules):2:1: error: [RULES] unknown setting `forbiden-prefix`; "))

            let github = run(["--format", "github", "--rules", rules, Self.tree("clean")])
            #expect(github.code == ExitCode.badInput)
            #expect(github.out.hasPrefix("::error file=\(rules),line=2,col=1::[RULES] unknown setting `forbiden-prefix`; "))

            let missing = run(["--rules", folder + "/none.rules", Self.tree("clean")])
            #expect(missing.code == ExitCode.badInput)
            #expect(missing.err == "\(folder)/none.rules: error: [IO] cannot read \(folder)/none.rules: no such file or folder; check the path\n")
        }
    }
}
