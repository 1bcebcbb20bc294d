import Foundation
import Guard
import Testing

/// Walking paths, reading files, the summary and the status behind the exit code.
@Suite struct GuardReportTests {
    @Test func foldersAreWalkedInSortedOrderSkippingHiddenOnes() throws {
        try withTemporaryFolder { folder in
            for file in ["b/Z.swift", "b/A.swift", "a.swift", "a/B.swift", "notes.txt", ".build/X.swift", "b/.hidden.swift", "c/D.swift.orig"] {
                try write("let x = 1\n", to: file, in: folder)
            }
            let (files, problems) = SourceWalker.swiftFiles(in: [folder + "/"])
            #expect(problems.isEmpty)
            #expect(files == ["a.swift", "a/B.swift", "b/A.swift", "b/Z.swift"].map { folder + "/" + $0 })
        }
    }

    @Test func filesAreCheckedAsGivenAndListedOnce() throws {
        try withTemporaryFolder { folder in
            try write("let x = 1\n", to: "Main.swift", in: folder)
            try write("let y = 2\n", to: "script.txt", in: folder)
            let (files, problems) = SourceWalker.swiftFiles(in: [folder + "/script.txt", folder, folder + "/Main.swift"])
            #expect(problems.isEmpty)
            #expect(files == [folder + "/script.txt", folder + "/Main.swift"])
        }
    }

    @Test func aMissingPathIsAProblemAndTheRestIsStillChecked() {
        let report = GuardReport.check(paths: ["/no/such/place", Fixtures.tree("violations")])
        #expect(report.problems == [Diagnostic.unreadable("/no/such/place", "cannot read /no/such/place: no such file or folder; check the path")])
        #expect(report.fileCount == 5)
        #expect(report.findings.count == 2)
        #expect(report.status == .badInput)
        #expect(report.summary == "guard: 2 findings in 5 files (S6 2), 1 unreadable")
    }

    @Test func aFileThatIsNotUTF8IsAProblem() throws {
        try withTemporaryFolder { folder in
            try write("controller.popTemplate(animated: true)\n", to: "A.swift", in: folder)
            let bad = URL(fileURLWithPath: folder).appendingPathComponent("B.swift")
            try Data([0x6C, 0x65, 0x74, 0xFF, 0xFE, 0x0A]).write(to: bad)
            let report = GuardReport.check(paths: [folder])
            #expect(report.problems.map(\.description) == ["\(folder)/B.swift: error: [IO] cannot read \(folder)/B.swift: not UTF-8 text; save it as UTF-8"])
            #expect(report.findings.map(\.location.file) == [folder + "/A.swift"])
            #expect(report.status == .badInput)
        }
    }

    @Test func statusAndSummary() {
        let finding = Diagnostic(.completion, path: "a.swift", line: 1, column: 1, message: "m")
        let other = Diagnostic(.templateType, path: "a.swift", line: 2, column: 1, message: "m")
        #expect(GuardReport(findings: [], problems: [], fileCount: 12).status == .clean)
        #expect(GuardReport(findings: [], problems: [], fileCount: 12).summary == "guard: 0 findings in 12 files")
        #expect(GuardReport(findings: [finding], problems: [], fileCount: 1).status == .findings)
        #expect(GuardReport(findings: [finding], problems: [], fileCount: 1).summary == "guard: 1 finding in 1 file (S6 1)")
        let both = GuardReport(findings: [finding, other, finding], problems: [Diagnostic.unreadable("b", "m")], fileCount: 12)
        #expect(both.status == .badInput)
        #expect(both.summary == "guard: 3 findings in 12 files (S3 1, S6 2), 1 unreadable")
        #expect(both.countsByRule.map { "\($0.rule.id) \($0.count)" } == ["S3 1", "S6 2"])
    }
}
