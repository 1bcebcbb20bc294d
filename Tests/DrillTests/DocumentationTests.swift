import Foundation
import Testing
import Rig
@testable import Drill
import WorldDrill

/// docs/DRILL_LANGUAGE.md agrees with the language: its examples parse and run, and it documents
/// every word and every diagnostic code.
struct DocumentationTests {
    static let page: String = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/DRILL_LANGUAGE.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The bodies of the page's fenced `drill` blocks.
    static var examples: [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```drill" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyExampleParses() {
        #expect(Self.examples.count >= 45)
        for (index, example) in Self.examples.enumerated() {
            let isFile = example.split(separator: "\n").contains { $0.hasPrefix("scenario ") }
            let diagnostics = isFile
                ? DrillParser.parse(example, path: "example\(index).drill", language: .builtInApp).diagnostics
                : DrillParser.parseFragment(Array(example.utf8), path: "example\(index).drillpart", language: .builtInApp).diagnostics
            #expect(diagnostics == [], "\(diagnostics.map(\.rendered))")
        }
    }

    // MARK: - Every example runs (issue 18 item 1: examples parsed, but did not work)

    /// The world a documented line needs before it, and what follows it.
    struct Harness {
        var before: [String]
        var after: [String] = []
    }

    static let home = ["plug"]
    static let connecting = home + [#"tap "Continue conversation""#]
    static let call = connecting + ["realtime up", #"expect car call "Listening""#]
    static let panel = call + ["tap gear", #"expect car top list "Voice""#]

    /// Harnesses by the line they hold, for lines the defaults (`harness(for:)`) do not fit.
    static let harnesses: [String: Harness] = [
        "rules D2 O2 O3": Harness(before: [], after: home),
        "plug": Harness(before: []),
        "unplug": Harness(before: home),
        #"tap "Continue conversation""#: Harness(before: home),
        #"tap "End" now"#: Harness(before: call),
        "tap gear": Harness(before: call),
        "tap back": Harness(before: panel),
        "realtime up": Harness(before: connecting),
        "mic back": Harness(before: call + ["mic stall"]),
        "interruption end": Harness(before: call + ["interruption begin"]),
        "engine unstuck": Harness(before: call + ["engine stuck"]),
        "wait 3s": Harness(before: home),
        #"wait until car call "Listening" within 20s"#: Harness(before: ["given realtime auto 500ms"] + connecting),
        "wait until cue failed within 1m": Harness(before: ["given realtime unreachable"] + home + [#"tap "Continue conversation""#]),
        #"expect car call "Connecting…" now"#: Harness(before: connecting + ["wait 300ms"]),
        #"expect car home "Continue conversation" "New conversation""#: Harness(before: home),
        #"expect car home "Live Mode unavailable. Tap to retry." "New conversation""#:
            Harness(before: ["given realtime unreachable"] + connecting + ["wait 25s"]),
        #"expect car call "Working on it…""#: Harness(before: call + [#"tool start "web_search""#]),
        #"expect car status "rate limited""#: Harness(before: call + [#"realtime error "rate limited""#]),
        #"expect car panel "Turn detection" "Silence" "Listening" "Always""#: Harness(before: panel + [#"panel set "Turn detection" Silence"#]),
        "expect car nothing": Harness(before: home),
        "expect car disconnected": Harness(before: []),
        #"expect car root grid "Continue conversation" "New conversation""#: Harness(before: home),
        #"expect car top list "Voice" "Reset to defaults" "Reply length" "Turn detection" "Eagerness" "Listening" "Noise reduction" "Speaking speed""#:
            Harness(before: panel),
        "expect car presented nothing": Harness(before: home),
        "expect phone live-thread": Harness(before: call + ["unplug", "wait 3s"]),
        "expect phone other-live-thread": Harness(before: ["phone open other-live"]),
        #"expect phone says "Waiting for the microphone…""#: Harness(before: ["phone start call", "realtime up", "expect phone live-thread", "mic stall", "wait 2s"]),
        "expect cue connected": Harness(before: connecting + ["realtime up"]),
        "expect cues disconnected, failed": Harness(before: call + ["realtime pong", "realtime quiet", "wait 55s"]),
        "expect no cue": Harness(before: home),
        "expect telemetry call.end reason=gear": Harness(before: call + ["tap gear"]),
        #"expect telemetry car.tap title="Continue conversation""#: Harness(before: connecting),
        "expect telemetry sent call.end reason=end": Harness(before: call + [#"tap "End""#]),
        "expect no telemetry call.secret": Harness(before: home),
        "expect no telemetry call.end reason=drop": Harness(before: call + [#"tap "End""#]),
        #"expect log "presentTemplate(<CPVoiceControlTemplate""#: Harness(before: connecting),
        #"expect log "cue gate: microphone sent as silence""#: Harness(before: connecting + ["realtime up"]),
        #"expect host log "refused [H3]""#: Harness(before: ["given navigator identity", "given realtime unreachable"] + home
                                                       + ["wait 300ms", #"tap "Continue conversation""#, "wait 2.5s"],
                                              after: ["expect crash N2", "expect crash T1"]),
        "expect crash H2": Harness(before: ["given navigator naive"] + home + [#"tap "Continue conversation" now"#]),
        "expect no crash": Harness(before: home),
        "reply audio": Harness(before: call + ["reply start"]),
    ]

    /// Lines that need what this target cannot give, each run by another test, with the whole
    /// scenarios that hold them: a picture (CLITests, `DrillCommandTests.theDocumentedShotExampleRuns`),
    /// an alert, which only a scene of your own presents (HeadUnitTestingTests,
    /// `SceneDrillTests.theDocumentedAlertExampleRuns`), and a tab bar's tab and an app event, which
    /// the built-in app has neither of (`SceneDrillWordsTests.theDocumentedExamplesRun`, B7).
    static let runElsewhere: Set<String> = [
        #"expect shot "d1-home.png""#, #"expect car presented alert "Connection lost" "OK""#,
        #"expect car root tab "Library" list "Episode 1" "Episode 2""#, #"event "sign out""#,
    ]

    /// The harness of `line`: its own, or by its first word the world such a step needs.
    static func harness(for line: String) -> Harness {
        if let own = harnesses[line] { return own }
        let word = line.split(separator: " ").first.map(String.init) ?? ""
        switch word {
        case "given": return Harness(before: [], after: home)
        case "select", "panel": return Harness(before: panel)
        case "phone", "include": return Harness(before: [])
        default: return Harness(before: call)   // a call up: the realtime, speech, reply, tool, mic… words
        }
    }

    /// The scenarios that run the page's examples: a whole scenario as written, and each line of
    /// a fragment in its harness (file name → text).
    static func exampleFiles() -> [String: String] {
        var files: [String: String] = [:]
        for (index, example) in examples.enumerated() {
            let lines = example.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
            if lines.contains(where: { $0.hasPrefix("scenario ") }) {
                if !lines.contains(where: runElsewhere.contains) { files["example-\(index).drill"] = example + "\n" }
                continue
            }
            for (number, line) in lines.enumerated() where !runElsewhere.contains(line) {
                let harness = harness(for: line)
                let steps = harness.before + [line] + harness.after
                let name = "docs example \(index): \(line)".replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: "'")
                files["example-\(index)-\(number).drill"] = "scenario \"\(name)\"\n" + steps.map { "  " + $0 + "\n" }.joined()
            }
        }
        return files
    }

    @Test func everyExampleRuns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drill-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The include example's file, beside the scenario that includes it.
        var files = Self.exampleFiles()
        files["common/plugged-in.drillpart"] = "plug\n"
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var options = DrillSuite.Options()
        options.paths = [folder.path]
        options.maxErrors = 1_000
        let suite = await DrillSuite.run(options)
        #expect(suite.diagnostics == [], "\(suite.diagnostics.map(\.rendered).joined(separator: "\n"))")
        let scenarios = files.values.map { $0.split(separator: "\n").filter { $0.hasPrefix("scenario ") }.count }.reduce(0, +)
        #expect(suite.results.count == scenarios, "every example ran")
        for failed in suite.results where !failed.passed {
            Issue.record(Comment(rawValue: "\(failed.scenario.name)\n\(failed.failure?.rendered ?? "")"))
        }
        #expect(suite.results.count >= 85)
    }

    /// Every line run elsewhere is on the page, and every line with a harness of its own is.
    @Test func theHarnessesNameLinesOfThePage() {
        let lines = Set(Self.examples.flatMap { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } })
        for line in Self.runElsewhere.union(Self.harnesses.keys) {
            #expect(lines.contains(line), "'\(line)' is in no example of the page")
        }
    }

    @Test func everyWordHasASection() {
        for word in DrillLanguage.builtInApp.words {
            #expect(Self.page.contains("### `\(word)"), "no section for '\(word)'")
        }
        for word in DrillLanguage.builtInApp.givenWords {
            #expect(Self.page.contains("### `given \(word)"), "no section for 'given \(word)'")
        }
        for action in Stimulus.PhoneAction.allCases {
            #expect(Self.page.contains("`\(action.rawValue)`"), "phone action '\(action.rawValue)' undocumented")
        }
    }

    // MARK: - The page's sections are the words of the table (`Grammar`)

    /// A word of the table that has a section: the words that lead to it (`expect car home`),
    /// and the words after it that have sections of their own (`gear` after `tap`).
    struct DocumentedWord {
        var path: [String]
        var heading: String
        var examples: [String]
        var next: [String]

        /// True when `line` is written with this word: its path, then none of the words after it.
        func writes(_ line: String) -> Bool {
            let words = line.split(separator: " ").map(String.init)
            return words.starts(with: path) && !(words.count > path.count && next.contains(words[path.count]))
        }
    }

    /// Every word of the table with a heading, depth first.
    static var documentedWords: [DocumentedWord] {
        var found: [DocumentedWord] = []
        func walk<Kind>(_ words: [DrillWord<Kind>], after prefix: [String]) {
            for word in words {
                let path = prefix + [word.name]
                if let heading = word.heading {
                    found.append(DocumentedWord(path: path, heading: heading, examples: word.examples,
                                                next: word.next.filter { $0.heading != nil }.map(\.name)))
                }
                walk(word.next, after: path)
            }
        }
        walk([Grammar.scenario], after: [])
        walk(DrillLanguage.builtInApp.steps.words, after: [])
        walk(DrillLanguage.builtInApp.givens.words, after: ["given"])
        walk(DrillLanguage.builtInApp.expectations.words, after: ["expect"])
        return found
    }

    /// The page's `drill` blocks by the heading of the `###` section they are in (a block under
    /// a `##` heading has none), each block as its trimmed lines.
    static var sections: [String: [[String]]] {
        var blocks: [String: [[String]]] = [:]
        var heading: String?
        var block: [String]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if block == nil, line.hasPrefix("### `") {
                heading = String(line.dropFirst(5).dropLast())
            } else if block == nil, line.hasPrefix("## ") {
                heading = nil
            } else if block == nil, line == "```drill" {
                block = []
            } else if let lines = block, line == "```" {
                if let heading { blocks[heading, default: []].append(lines) }
                block = nil
            } else {
                block?.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return blocks
    }

    @Test func theSectionsAreTheWords() {
        let headings = Set(Self.documentedWords.map(\.heading))
        #expect(headings.count >= 50)
        #expect(Set(Self.sections.keys) == headings, "a section with no word of the table, or a word of the table with none")
        #expect(Set(Self.page.split(separator: "\n").filter { $0.hasPrefix("### `") }.map { String($0.dropFirst(5).dropLast()) }) == headings)
    }

    @Test func everyExampleOfAWordIsInItsSectionAndWrittenWithIt() {
        for word in Self.documentedWords {
            #expect(!word.examples.isEmpty, "'\(word.heading)' has no example")
            let lines = (Self.sections[word.heading] ?? []).flatMap { $0 }
            for example in word.examples {
                #expect(lines.contains(example), "'\(example)' is not in the section '\(word.heading)'")
                #expect(word.writes(example), "'\(example)' is not written with '\(word.path.joined(separator: " "))'")
            }
        }
    }

    /// Each line of a section's fragments is a step of the section's word (its whole-scenario
    /// blocks hold other steps too).
    @Test func everyLineOfASectionIsWrittenWithItsWord() {
        let words = Dictionary(grouping: Self.documentedWords, by: \.heading)
        for (heading, blocks) in Self.sections {
            for block in blocks where !block.contains(where: { $0.hasPrefix("scenario ") }) {
                for line in block where !line.isEmpty && !line.hasPrefix("#") {
                    #expect(words[heading]?.contains { $0.writes(line) } == true, "'\(line)' is not written with '\(heading)'")
                }
            }
        }
    }

    @Test func everyCodeIsInTheTable() {
        for code in DiagnosticCode.drill {
            let row = "| \(code.rawValue) | \(code.name) | \(code.severity.rawValue) |"
            #expect(Self.page.contains(row), "missing row: \(row)")
        }
    }
}
