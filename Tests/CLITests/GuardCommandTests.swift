import CLI
import Foundation
import Testing

/// `headunit guard` in-process: exit codes 0/1/64/65, the defaults and `--category`, the house
/// rules file, the text, GitHub and SARIF formats.
@Suite struct GuardCommandTests {
    /// The guard fixture trees (Tests/GuardTests/Fixtures/trees; see docs/GUARD.md).
    static func tree(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GuardTests/Fixtures/trees").appendingPathComponent(name).path
    }

    /// The built-in app's house rules, as shipped.
    static let houseRules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/VoiceScene/house.rules").path

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

    /// A team's first run: the defaults and its category, findings as compiler-style lines.
    @Test func findingsExitOneWithCompilerStyleLinesOnStandardError() {
        let root = Self.tree("audio")
        let result = run([root, "--category", "audio"])
        #expect(result.code == ExitCode.failed)
        #expect(result.out == "guard: 6 findings in 3 files (S3 1, S6 5)\n")
        let lines = result.err.split(separator: "\n").map { $0.replacingOccurrences(of: root + "/", with: "") }
        #expect(lines.map { $0.prefix { $0 != "`" } } == [
            "App/CarPlay/CarPlaySceneDelegate.swift:18:29: error: [S6] ",
            "App/CarPlay/LibraryTab.swift:20:30: error: [S6] ",
            "App/CarPlay/LibraryTab.swift:33:21: error: [S3] ",
            "App/CarPlay/LibraryTab.swift:39:30: error: [S6] ",
            "App/CarPlay/NowPlayingRouter.swift:12:30: error: [S6] ",
            "App/CarPlay/NowPlayingRouter.swift:22:30: error: [S6] ",
        ])
        // Without the category, the information template is allowed.
        #expect(run([root]).out == "guard: 5 findings in 3 files (S6 5)\n")
    }

    @Test func theHouseRulesFileAddsTheBuiltInAppsRules() {
        let root = Self.tree("violations")
        let result = run(["--rules", Self.houseRules, root])
        #expect(result.code == ExitCode.failed)
        #expect(result.out == "guard: 6 findings in 5 files (S1 1, S2 1, S3 1, S4 1, S6 2)\n")
        #expect(run([root]).out == "guard: 2 findings in 5 files (S6 2)\n")
        #expect(run(["--rules", Self.houseRules, Self.tree("clean")]).code == ExitCode.ok)
    }

    @Test func anUnknownCategoryIsAUsageErrorListingTheCategories() {
        let result = run(["--category", "podcast", Self.tree("clean")])
        #expect(result.code == ExitCode.usage)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("headunit guard: unknown category 'podcast'; the categories are audio, communication, driving-task, ev-charging, fueling, navigation, parking, public-safety, quick-food-ordering, voice-based-conversation\n"))
        #expect(run(["--category=Voice-based conversation", Self.tree("clean")]).code == ExitCode.ok)
        #expect(run(["--category=EV charging", Self.tree("clean")]).code == ExitCode.ok)
        #expect(run(["--category=fueling", Self.tree("clean")]).out == "guard: 3 findings in 5 files (S3 3)\n")
    }

    @Test func aRulesFileAndACategoryThatDisagreeSayWhichWins() throws {
        try withTemporaryFolder { folder in
            let rules = folder + "/guard.rules"
            try Data("category voice-based-conversation\nallowed-template CPNowPlayingTemplate\nallowed-template CPListTemplate\n".utf8).write(to: URL(fileURLWithPath: rules))
            let source = folder + "/Scene.swift"
            try Data("let n = CPNowPlayingTemplate.shared\n".utf8).write(to: URL(fileURLWithPath: source))

            let file = run(["--rules", rules, source])
            #expect(file.code == ExitCode.failed)
            #expect(file.err.hasPrefix("\(rules):2:18: note: [RULES] `CPNowPlayingTemplate` is allowed here, but the voice-based-conversation category may not use it (CarPlay refuses it at once, completion or not): the category wins, and `CPNowPlayingTemplate` stays a finding\n\(source):1:9: error: [S3] `CPNowPlayingTemplate` is not a template the voice-based-conversation category may use"))

            let commandLine = run(["--rules", rules, "--category", "audio", source])
            #expect(commandLine.code == ExitCode.ok)
            #expect(commandLine.err == "\(rules):1:10: note: [RULES] `category voice-based-conversation` here and `--category audio` disagree: the command line wins, and S3 checks the audio category's templates\n")
            #expect(commandLine.out == "guard: 0 findings in 1 file\n")
        }
    }

    @Test func theGithubFormatWritesAnnotationsToStandardOutput() {
        let root = Self.tree("violations")
        let result = run(["--format", "github", "--rules", Self.houseRules, root + "/App/Voice"])
        #expect(result.code == ExitCode.failed)
        #expect(result.err == "")
        #expect(result.out == """
        ::error file=\(root)/App/Voice/Speaker.swift,line=7,col=26::[S1] `AVSpeechSynthesizer` is system speech, and the car has no voice but the Live call; remove it and let the Live Mode conversation say it (or play a cue)
        guard: 1 finding in 1 file (S1 1)

        """)
        #expect(run(["--format=github", "--rules", Self.houseRules, root + "/App/Voice"]).out == result.out)
    }

    @Test func theSarifFormatWritesOneLogToStandardOutput() throws {
        let root = Self.tree("audio")
        let result = run(["--format", "sarif", "--category", "audio", root])
        #expect(result.code == ExitCode.failed)
        #expect(result.err == "guard: 6 findings in 3 files (S3 1, S6 5)\n")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["S6", "S6", "S3", "S6", "S6", "S6"])

        // A rules file that stops the run still gives a log, on standard output.
        try withTemporaryFolder { folder in
            let rules = folder + "/guard.rules"
            try Data("forbiden-prefix x\n".utf8).write(to: URL(fileURLWithPath: rules))
            let bad = run(["--format", "sarif", "--rules", rules, root])
            #expect(bad.code == ExitCode.badInput)
            #expect(bad.err == "")
            let badLog = try #require(try JSONSerialization.jsonObject(with: Data(bad.out.utf8)) as? [String: Any])
            let invocation = ((badLog["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first
            #expect(invocation?["executionSuccessful"] as? Bool == false)
        }
    }

    @Test(arguments: [
        [String](),
        ["--frobnicate", "Sources"],
        ["--format", "xml", "Sources"],
        ["Sources", "--format"],
        ["Sources", "--rules"],
        ["Sources", "--category"],
        ["--rules="],
    ])
    func usageErrorsExitSixtyFour(arguments: [String]) {
        let result = run(arguments)
        #expect(result.code == ExitCode.usage)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("headunit guard: "))
        #expect(result.err.contains("USAGE: headunit guard PATH… [--category NAME] [--rules FILE] [--format text|github|sarif]"))
    }

    @Test func helpExitsZero() {
        let result = run(["--help"])
        #expect(result.code == ExitCode.ok)
        #expect(result.out == GuardCommand.usage)
        for name in ["audio", "communication", "driving-task", "ev-charging", "fueling", "navigation", "parking", "quick-food-ordering", "voice-based-conversation"] {
            #expect(result.out.contains(" \(name)"), "the help names the category \(name)")
        }
        #expect(result.out.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(result.out)")
    }

    @Test func anUnreadablePathExitsSixtyFiveAndTheRestIsStillChecked() {
        let result = run(["/no/such/place", Self.tree("violations")])
        #expect(result.code == ExitCode.badInput)
        #expect(result.err.hasPrefix("/no/such/place: error: [IO] cannot read /no/such/place: no such file or folder; check the path\n"))
        #expect(result.err.split(separator: "\n").count == 3)
        #expect(result.out == "guard: 2 findings in 5 files (S6 2), 1 unreadable\n")
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
            try Data("disable S6\n".utf8).write(to: URL(fileURLWithPath: rules))
            let result = run(["--rules", rules, Self.tree("violations")])
            #expect(result.code == ExitCode.ok)
            #expect(result.out == "guard: 0 findings in 5 files\n")
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
