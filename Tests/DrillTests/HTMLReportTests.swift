import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Drill
import WorldDrill
import Host
import Rig

/// `--html DIR`'s page, as a string (the pictures and WAVs are the caller's, passed as paths):
/// every scenario listed, failures first, the failing step first and open with the failure
/// under it, passing scenarios collapsed, every text escaped. The page is also well-formed XML,
/// so it is read here with `ParsedXML` (ReportTests.swift); the browser's view of it is
/// Tests/CLITests/DrillHTMLReportTests.swift.
@Suite struct HTMLReportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/runner").path
    static let failingFile = "\(fixtures)/failing.drill"

    /// failing.drill: "Passes at once" (line 3) passes, "Fails without realtime up" (line 8)
    /// fails at its third step, line 11.
    static func failingSuite() async -> DrillSuite {
        var options = DrillSuite.Options()
        options.paths = [failingFile]
        options.root = fixtures
        return await DrillSuite.run(options)
    }

    /// The files `headunit drill --html` would pass: a picture per step, a filmstrip, a WAV.
    static func files(_ suite: DrillSuite) -> HTMLReport.Files {
        var files = HTMLReport.Files()
        for r in suite.results {
            let slug = DrillSuite.slug(r)
            files.pictures[slug] = r.steps.indices.map { "shots/\(slug)/\(String(format: "%03d", $0 + 1))-L\(r.steps[$0].step.location.line).png" }
            files.filmstrips[slug] = "shots/\(slug).filmstrip.png"
            files.audio[slug] = "audio/\(slug).wav"
        }
        return files
    }

    /// The page of `suite`, parsed.
    static func page(_ suite: DrillSuite, files: HTMLReport.Files? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Page {
        let html = HTMLReport.html(suite, files: files ?? Self.files(suite))
        let xml = try #require(ParsedXML.parse(html, sourceLocation: sourceLocation), "the page is well-formed XML", sourceLocation: sourceLocation)
        return Page(html: html, doc: xml, texts: TextContent.of(html))
    }

    /// Each element's text content (its own and its descendants', in document order), by the
    /// element's index in document order, as `ParsedXML` numbers them.
    final class TextContent: NSObject, XMLParserDelegate {
        private var texts: [String] = []
        private var stack: [Int] = []

        static func of(_ html: String) -> [String] {
            let content = TextContent()
            let parser = XMLParser(data: Data(html.utf8))
            parser.delegate = content
            _ = parser.parse()
            return content.texts
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            texts.append("")
            stack.append(texts.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            for i in stack { texts[i] += string }
        }
    }

    /// A parsed page, with the lookups the tests need.
    struct Page {
        var html: String
        var doc: ParsedXML
        var texts: [String]

        func classes(_ i: Int) -> Set<String> { Set((doc.elements[i].attributes["class"] ?? "").split(separator: " ").map(String.init)) }

        /// The elements named `name` with class `cls`, under `ancestor` if given, in document order.
        func find(_ name: String, class cls: String? = nil, under ancestor: Int? = nil) -> [Int] {
            doc.elements.indices.filter { i in
                doc.elements[i].name == name && (cls.map { classes(i).contains($0) } ?? true)
                    && (ancestor.map { isInside(i, $0) } ?? true)
            }
        }

        func isInside(_ i: Int, _ ancestor: Int) -> Bool {
            var p = doc.elements[i].parent
            while let q = p { if q == ancestor { return true }; p = doc.elements[q].parent }
            return false
        }

        /// The text of the element and everything in it, as a browser's `textContent`.
        func text(_ i: Int) -> String { texts[i] }

        func attribute(_ i: Int, _ name: String) -> String? { doc.elements[i].attributes[name] }

        /// Each scenario's `<details>`, in page order.
        var scenarios: [Int] { find("details", class: "scenario") }
        /// The step `<li>`s of a scenario, in page order.
        func steps(of scenario: Int) -> [Int] { find("li", class: "step", under: scenario) }
        /// A scenario's name (its summary's `name` span).
        func name(of scenario: Int) -> String { find("span", class: "name", under: scenario).first.map(text) ?? "" }
        func loc(of scenario: Int) -> String {
            let summary = doc.elements.indices.first { doc.elements[$0].parent == scenario && doc.elements[$0].name == "summary" }!
            return find("span", class: "loc", under: summary).first.map(text) ?? ""
        }
        /// A step's `<details>`.
        func details(of step: Int) -> Int { doc.elements.indices.first { doc.elements[$0].parent == step && doc.elements[$0].name == "details" }! }
    }

    // MARK: - Every scenario, failures first

    @Test func everyScenarioIsListedWithItsFileLineRulesAndSteps() async throws {
        let suite = await Self.failingSuite()
        try #require(suite.results.count == 2)
        let page = try Self.page(suite)
        let scenarios = page.scenarios
        #expect(scenarios.map(page.name) == ["Fails without realtime up", "Passes at once"], "the failure first")
        #expect(scenarios.map(page.loc) == ["\(Self.failingFile):8", "\(Self.failingFile):3"])
        #expect(scenarios.map { page.classes($0).contains("failed") } == [true, false])
        #expect(scenarios.map { page.steps(of: $0).count } == [3, 3])
        let rules = page.find("span", class: "rule", under: scenarios[1]).map(page.text)
        #expect(rules == ["D1"])
        #expect(page.find("span", class: "rule", under: scenarios[0]).isEmpty, "the failing scenario has no rules line")
        // Each step's line, as written.
        let lines = page.steps(of: scenarios[1]).map { page.find("code", class: "line", under: $0).map(page.text) }
        #expect(lines == [["rules D1"], ["plug"], ["expect car home \"Continue conversation\" \"New conversation\""]])
    }

    @Test func theSummaryCountsScenariosStepsAndSimulatedTime() async throws {
        let suite = await Self.failingSuite()
        let page = try Self.page(suite)
        let summary = try #require(page.find("p", class: "summary").first)
        let simulated = Instant.format(suite.results.reduce(0) { $0 + $1.simulatedMs })
        #expect(page.text(summary).contains("2 scenarios"))
        #expect(page.find("b", class: "passed", under: summary).map(page.text) == ["1 passed"])
        #expect(page.find("b", class: "failed", under: summary).map(page.text) == ["1 failed"])
        #expect(page.text(summary).contains("6 steps"))
        #expect(page.text(summary).contains("\(simulated) simulated"))
        #expect(page.html.contains("<html lang=\"en\" data-verdict=\"failed\">"))
        #expect(page.html.contains("<title>headunit drill: 1 failed, 1 passed</title>"))
    }

    // MARK: - The failing step first and open

    @Test func theFailingStepComesFirstAndOpenWithTheFailure() async throws {
        let suite = await Self.failingSuite()
        let failed = try #require(suite.results.first { !$0.passed })
        let failure = try #require(failed.failure)
        let page = try Self.page(suite)
        let scenario = page.scenarios[0]
        #expect(page.attribute(scenario, "open") != nil, "the failing scenario is open")
        let steps = page.steps(of: scenario)
        #expect(steps.map { page.attribute($0, "value") } == ["3", "1", "2"], "the failing step (3) first, then the others in order")
        #expect(steps.map { page.classes($0).contains("failed") } == [true, false, false])
        #expect(steps.map { page.attribute(page.details(of: $0), "open") != nil } == [true, false, false], "only the failing step is open")
        #expect(page.find("code", class: "line", under: steps[0]).map(page.text) == ["expect car call \"Listening\""])

        // The failure: the located diagnostic with its caret, the hint, what the car and the
        // phone showed, the log's tail, the seed.
        let section = try #require(page.find("section", class: "failure", under: steps[0]).first)
        var withoutHint = failure.diagnostic
        withoutHint.hint = nil
        #expect(page.find("pre", class: "diagnostic", under: section).map(page.text) == [withoutHint.rendered])
        #expect(withoutHint.rendered.hasPrefix("\(Self.failingFile):11:3: error: [DL501] expected the car to show the call screen in \"Listening\"\n"))
        let hint = try #require(failure.diagnostic.hint)
        #expect(page.find("p", class: "hint", under: section).map(page.text) == ["hint " + hint])
        let showed = page.find("td", under: section).map(page.text)
        #expect(showed == [failure.car, failure.phone])
        #expect(failure.car == "call[Connecting…]")
        #expect(page.find("pre", class: "log", under: section).map(page.text) == [failure.logTail.joined(separator: "\n")])
        #expect(page.text(page.find("p", class: "seed", under: section)[0]).contains("rerun with --seed \(failure.seed ?? 0)"))
        #expect(page.find("section", class: "failure").count == 1, "one failure, rendered once")
        // The collapsed scenario still says why it failed.
        #expect(page.find("span", class: "why", under: scenario).map(page.text) == ["[DL501] expected the car to show the call screen in \"Listening\""])
    }

    @Test func passingScenariosAreCollapsed() async throws {
        let page = try Self.page(await Self.failingSuite())
        let passing = page.scenarios[1]
        #expect(page.attribute(passing, "open") == nil)
        #expect(page.steps(of: passing).allSatisfy { page.attribute(page.details(of: $0), "open") == nil })
        #expect(page.steps(of: passing).map { page.attribute($0, "value") } == ["1", "2", "3"], "in order")
        #expect(page.find("section", class: "failure", under: passing).isEmpty)
    }

    @Test func aPassingRunSaysSoAndOpensNothing() async throws {
        let suite = await DrillText.suite("""
        scenario "Home first"
          plug
          expect car home "Continue conversation" "New conversation"
        """)
        let page = try Self.page(suite)
        #expect(page.html.contains("data-verdict=\"passed\""))
        #expect(page.find("details").allSatisfy { page.attribute($0, "open") == nil })
        #expect(page.find("section", class: "failure").isEmpty)
    }

    // MARK: - Each step: picture, what changed, note, log lines, cues

    @Test func eachStepHasItsPictureByRelativePath() async throws {
        let suite = await Self.failingSuite()
        let files = Self.files(suite)
        let page = try Self.page(suite, files: files)
        for (scenario, r) in zip(page.scenarios, [suite.results[1], suite.results[0]]) {
            let expected = files.pictures[DrillSuite.slug(r)]!
            let shown = page.steps(of: scenario).map { step in page.find("img", under: step).compactMap { page.attribute($0, "src") } }
            let order = page.steps(of: scenario).map { Int(page.attribute($0, "value")!)! - 1 }
            #expect(shown == order.map { [expected[$0]] }, "one picture per step, its own")
        }
        let sources = page.find("img").compactMap { page.attribute($0, "src") }
        #expect(sources.count == 6)
        #expect(sources.allSatisfy { $0.hasPrefix("shots/") && !$0.contains("://") }, "relative, inside the report's folder")
        // The failing scenario's pictures load at once; the collapsed ones when opened.
        #expect(page.find("img", under: page.scenarios[0]).allSatisfy { page.attribute($0, "loading") == nil })
        #expect(page.find("img", under: page.scenarios[1]).allSatisfy { page.attribute($0, "loading") == "lazy" })
    }

    @Test func pathsArePercentEncodedAndEscaped() async throws {
        let suite = await Self.failingSuite()
        var files = Self.files(suite)
        let slug = DrillSuite.slug(suite.results[0])
        files.pictures[slug] = ["shots/a b#1?&\"<.png", "shots/é.png", "shots/c.png"]
        let page = try Self.page(suite, files: files)
        let sources = page.find("img", under: page.scenarios[1]).compactMap { page.attribute($0, "src") }
        #expect(Set(sources) == ["shots/a%20b%231%3F%26%22%3C.png", "shots/%C3%A9.png", "shots/c.png"])
    }

    @Test func eachStepShowsWhatChangedOnTheCarAndThePhone() async throws {
        let suite = await Self.failingSuite()
        let passing = try #require(suite.results.first { $0.passed })
        let page = try Self.page(suite)
        let steps = page.steps(of: page.scenarios[1])
        func rows(_ step: Int) -> [String] {
            page.find("tr", under: page.find("tbody", under: page.find("table", class: "changes", under: step)[0])[0]).map(page.text)
        }
        // Step 2, plug: the car went from disconnected to home; the phone did not change.
        #expect(passing.steps[0].carLine == "disconnected")
        #expect(rows(steps[1]) == ["car" + passing.steps[0].carLine + passing.steps[1].carLine, "phone" + passing.steps[0].phone!.line + "unchanged"])
        #expect(rows(steps[0]) == ["car(the start)" + passing.steps[0].carLine, "phone(the start)" + passing.steps[0].phone!.line])
        #expect(page.find("tr", class: "changed", under: steps[1]).count == 1)
    }

    @Test func eachStepHasTheLogLinesSinceTheStepBeforeAndItsNote() async throws {
        let suite = await Self.failingSuite()
        for r in suite.results {
            let all = r.steps.indices.flatMap { HTMLReport.logLines(r, step: $0) }
            #expect(all == r.record.mergedLog, "the steps' lines together are the whole log, each line once, in order")
            #expect(r.steps.indices.flatMap { HTMLReport.cues(r, step: $0) } == r.record.cues)
        }
        let passing = try #require(suite.results.first { $0.passed })
        #expect(HTMLReport.logLines(passing, step: 0) == [], "a rules line runs nothing")
        #expect(HTMLReport.logLines(passing, step: 1).map(\.text).contains("step: plug"), "plug has the lines it caused")

        let failed = try #require(suite.results.first { !$0.passed })
        let page = try Self.page(suite)
        let steps = page.steps(of: page.scenarios[0])
        let tap = steps[2] // shown third: the failing step first, then 1, 2
        let tapLines = HTMLReport.logLines(failed, step: 1)
        #expect(tapLines.map(\.text).contains("step: tap \"Continue conversation\""))
        #expect(page.find("pre", class: "log", under: tap).map(page.text) == [tapLines.map(\.description).joined(separator: "\n")])
        #expect(page.find("span", class: "src-host", under: tap).count == tapLines.filter { $0.source == .host }.count)
        let note = try #require(failed.steps[1].note)
        #expect(page.find("span", class: "note", under: tap).map(page.text) == [note])
    }

    @Test func theScenarioHasAPlayerForItsWAVAndEachStepItsCues() async throws {
        let suite = await DrillText.suite("""
        scenario "Continue connects"
          plug
          tap "Continue conversation"
          realtime up
          expect cue connected
        """)
        let r = try #require(suite.results.first)
        try #require(!r.record.cues.isEmpty, "the scenario sounds a cue: \(r.record.cues)")
        let page = try Self.page(suite)
        let audio = page.find("audio")
        #expect(audio.map { page.attribute($0, "src") } == ["audio/\(DrillSuite.slug(r)).wav"])
        #expect(audio.allSatisfy { page.attribute($0, "controls") != nil })
        let shown = page.find("span", class: "cue").map(page.text)
        #expect(shown == r.record.cues.map { "\($0.name) \($0.start)–\($0.end)" })
        #expect(page.html.contains("\(r.record.cues.count) cue"))
    }

    // MARK: - Escaping, self-containment, determinism

    @Test func everyTextIsEscaped() async throws {
        let suite = await DrillText.suite("""
        scenario "Escapes <&\\"'> & more </details>"
          plug
          expect car call "Listening"
        """)
        let page = try Self.page(suite)
        #expect(page.name(of: page.scenarios[0]) == "Escapes <&\"'> & more </details>", "the name reads back as written")
        #expect(page.html.contains("Escapes &lt;&amp;&quot;&#39;&gt; &amp; more &lt;/details&gt;"))
        #expect(!page.html.contains("<&"))
        // Log lines and the failure's text have angle brackets: they read back as written.
        let tail = try #require(suite.results[0].failure?.logTail)
        #expect(tail.contains { $0.contains("<CPGridTemplate #1>") })
        #expect(page.find("pre", class: "log", under: page.find("section", class: "failure")[0]).map(page.text) == [tail.joined(separator: "\n")])
        #expect(page.html.contains("&lt;CPGridTemplate #1&gt;"))
        #expect(!page.html.contains("<CPGridTemplate"))
    }

    @Test func escapeHandlesEachSpecialCharacter() {
        #expect(HTMLReport.escape("<a href=\"x\">Tom & Jerry's</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTMLReport.escape("tab\tnew\nline") == "tab\tnew\nline")
        #expect(HTMLReport.escape("nul\u{0}bell\u{7}del\u{7F}") == "nul\u{FFFD}bell\u{FFFD}del\u{FFFD}", "not allowed in HTML or XML")
        #expect(HTMLReport.escape("Connecting… 🚗") == "Connecting… 🚗")
    }

    @Test func thePageIsSelfContained() async throws {
        let page = try Self.page(await Self.failingSuite())
        for banned in ["http://", "https://", "<link", "src=\"//", "@import", "url(", "<script src"] {
            #expect(!page.html.contains(banned), "the page loads nothing from elsewhere: \(banned)")
        }
        #expect(page.find("style").count == 1)
        #expect(page.find("script").count == 1)
        #expect(page.html.contains("prefers-color-scheme: dark"), "dark and light")
    }

    @Test func thePageIsTheSameBytesOnEveryRun() async {
        let (first, second) = (await Self.failingSuite(), await Self.failingSuite())
        #expect(HTMLReport.html(first, files: Self.files(first)) == HTMLReport.html(second, files: Self.files(second)))
    }

    @Test func badInputIsShownAtTheTop() async throws {
        var options = DrillSuite.Options()
        options.paths = ["\(Self.fixtures)/bad-value.drill"]
        options.root = Self.fixtures
        let suite = await DrillSuite.run(options)
        try #require(suite.hasBadInput)
        let page = try Self.page(suite)
        let shown = page.find("pre", class: "diagnostic", under: page.find("section", class: "input-errors")[0]).map(page.text)
        #expect(shown == suite.diagnostics.map(\.rendered))
        #expect(page.find("p", class: "empty").count == (suite.results.isEmpty ? 1 : 0))
        #expect(page.html.contains("input error"))
    }
}
