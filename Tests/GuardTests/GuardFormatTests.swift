import Guard
import Testing

/// What `headunit guard` writes, in text and GitHub formats.
@Suite struct GuardFormatTests {
    let report = GuardReport(
        findings: [
            Finding(path: "App/CarPlay/LiveCallScreen.swift", line: 18, column: 15, rule: .carSceneCall, message: "`restartLater` is called"),
            Finding(path: "App/Voice/Speaker.swift", line: 7, column: 26, rule: .speech, message: "system speech"),
        ],
        problems: [InputProblem(path: "App/Bad.swift", message: "cannot read App/Bad.swift: not UTF-8 text; save it as UTF-8")],
        fileCount: 4
    )

    @Test func textWritesErrorsToStandardErrorAndTheSummaryToStandardOutput() {
        let lines = GuardFormat.text.lines(for: report)
        #expect(lines.err == [
            "App/Bad.swift: error: [IO] cannot read App/Bad.swift: not UTF-8 text; save it as UTF-8",
            "App/CarPlay/LiveCallScreen.swift:18:15: error: [S2] `restartLater` is called",
            "App/Voice/Speaker.swift:7:26: error: [S1] system speech",
        ])
        #expect(lines.out == ["guard: 2 findings in 4 files, 1 unreadable"])
    }

    @Test func githubWritesAnnotationsToStandardOutput() {
        let lines = GuardFormat.github.lines(for: report)
        #expect(lines.out == [
            "::error file=App/Bad.swift::[IO] cannot read App/Bad.swift: not UTF-8 text; save it as UTF-8",
            "::error file=App/CarPlay/LiveCallScreen.swift,line=18,col=15::[S2] `restartLater` is called",
            "::error file=App/Voice/Speaker.swift,line=7,col=26::[S1] system speech",
            "guard: 2 findings in 4 files, 1 unreadable",
        ])
        #expect(lines.err.isEmpty)
    }

    @Test func githubEscapesWhatWorkflowCommandsReserve() {
        let odd = GuardReport(
            findings: [Finding(path: "a,b:c%.swift", line: 1, column: 2, rule: .templateType, message: "100% wrong\nsecond line")],
            problems: [], fileCount: 1
        )
        #expect(GuardFormat.github.lines(for: odd).out.first == "::error file=a%2Cb%3Ac%25.swift,line=1,col=2::[S3] 100%25 wrong%0Asecond line")
    }

    @Test func rulesFileErrorsInBothFormats() {
        let error = RulesFileError(path: "guard.rules", line: 3, column: 1, message: "unknown setting `x`")
        #expect(GuardFormat.text.line(for: error) == "guard.rules:3:1: error: [RULES] unknown setting `x`")
        #expect(GuardFormat.github.line(for: error) == "::error file=guard.rules,line=3,col=1::[RULES] unknown setting `x`")
    }

    @Test func theFormatsAreNamedAsTheOptionTakesThem() {
        #expect(GuardFormat.allCases.map(\.rawValue) == ["text", "github"])
    }
}
