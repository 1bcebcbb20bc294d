import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
@testable import Drill
import WorldDrill

/// A parsed XML document: every element in document order, with its attributes and text.
final class ParsedXML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var parent: Int?
    }

    private(set) var elements: [Element] = []
    private var stack: [Int] = []
    private(set) var error: String?

    /// Parses `text`; nil (and a recorded issue) when it is not well-formed.
    static func parse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ParsedXML? {
        let document = ParsedXML()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = document
        let ok = parser.parse()
        #expect(ok, "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? document.error ?? "?")", sourceLocation: sourceLocation)
        return ok ? document : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, parent: stack.last))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let top = stack.last { elements[top].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = "\(parseError)"
    }

    /// The elements named `name`.
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The children named `name` of the element at `index`.
    func children(of index: Int, named name: String) -> [Element] {
        elements.filter { $0.parent == index && $0.name == name }
    }

    /// The indices of the elements named `name`.
    func indices(_ name: String) -> [Int] { elements.indices.filter { elements[$0].name == name } }
}

/// The reports CI keeps: JUnit XML, GitHub annotations, the Chrome trace, the coverage table.
@Suite struct ReportTests {
    /// Two scenarios: one passes, one fails at line 9; the second's name needs escaping.
    static let mixed = """
    scenario "Continue is one tap"
      rules D1 T1
      plug
      tap "Continue conversation" now
      expect car call "Connecting…"

    scenario "Escapes <&\\"> & more"
      plug
      expect car call "Listening"
    """

    // MARK: - JUnit

    @Test func junitIsWellFormedWithATestcasePerScenario() async throws {
        let suite = await DrillText.suite(Self.mixed)
        let xml = JUnitReport.xml(suite)
        let doc = try #require(ParsedXML.parse(xml))
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        let root = try #require(doc.elements.first)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "2")
        #expect(root.attributes["failures"] == "1")
        #expect(root.attributes["errors"] == "0")
        #expect(root.attributes["time"] == "1.300")
        #expect(doc.all("testsuite").map { $0.attributes["name"] } == ["runner.drill"])
        let cases = doc.all("testcase")
        #expect(cases.count == 2)
        #expect(cases.map { $0.attributes["name"] } == ["Continue is one tap", "Escapes <&\"> & more"])
        #expect(cases.map { $0.attributes["file"] } == ["runner.drill", "runner.drill"])
        #expect(cases.map { $0.attributes["line"] } == ["1", "7"])
        #expect(cases.map { $0.attributes["time"] } == ["0.300", "1.000"])
    }

    @Test func junitHasAFailureElementOnlyForTheFailingScenario() async throws {
        let suite = await DrillText.suite(Self.mixed)
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(suite)))
        let cases = doc.indices("testcase")
        #expect(doc.children(of: cases[0], named: "failure").isEmpty)
        let failure = try #require(doc.children(of: cases[1], named: "failure").first)
        let expected = try #require(suite.results[1].failure)
        #expect(failure.attributes["type"] == "DL501")
        #expect(failure.attributes["message"] == "runner.drill:9:3: error: [DL501] expected the car to show the call screen in \"Listening\"")
        #expect(failure.text == expected.rendered, "the whole failure, unescaped, is the element's text")
        #expect(failure.text.contains("the car showed:   home[Continue conversation|New conversation]"))
        #expect(failure.text.contains("<CPGridTemplate #1>"), "log lines with angle brackets survive escaping")
    }

    @Test func junitSystemOutListsTheStepsWithTheirTimes() async throws {
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(await DrillText.suite(Self.mixed))))
        let cases = doc.indices("testcase")
        let out = doc.children(of: cases[0], named: "system-out").map(\.text)
        #expect(out == ["""
        0.000s 2: rules D1 T1
        0.000s 3: plug
        0.000s 4: tap "Continue conversation" now
        0.300s 5: expect car call "Connecting…"  (settled after 300ms)
        """])
        #expect(doc.children(of: cases[1], named: "system-out").map(\.text) == ["""
        0.000s 8: plug
        1.000s 9: expect car call "Listening"
        """])
    }

    @Test func junitPropertiesHoldTheSeedTheRulesAndTheShots() async throws {
        let suite = await DrillText.suite(Self.mixed, seed: 9)
        let slug = DrillSuite.slug(suite.results[0])
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(suite, shots: [slug: ["shots/a <b>.png"]])))
        let cases = doc.indices("testcase")
        let props = doc.elements.enumerated().filter { i, e in
            e.name == "property" && doc.elements[e.parent!].parent == cases[0]
        }.map { "\($0.element.attributes["name"]!)=\($0.element.attributes["value"]!)" }
        #expect(props == ["seed=9", "rules=D1 T1", "shot=shots/a <b>.png"])
        let second = doc.elements.filter { $0.name == "property" && doc.elements[$0.parent!].parent == cases[1] }
        #expect(second.map { $0.attributes["name"] } == ["seed"], "no rules line, no shots: only the seed")
    }

    @Test func junitEscapesAttributesAndText() async {
        let xml = JUnitReport.xml(await DrillText.suite(Self.mixed))
        #expect(xml.contains("<testcase name=\"Escapes &lt;&amp;&quot;&gt; &amp; more\""))
        #expect(!xml.contains("<&\">"))
        #expect(JUnitReport.esc("a<b>&\"c\"\td\ne") == "a&lt;b&gt;&amp;&quot;c&quot;\td\ne")
    }

    @Test func junitReplacesControlCharactersXMLCannotHold() async throws {
        // The parser refuses control characters in a name; a Scenario built in code may have one.
        let scenario = Scenario(name: "bell\u{7} and nul\u{0}", location: Drill.SourceLocation(file: "x.drill", line: 1, column: 1),
                                steps: DrillText.scenario("scenario \"s\"\n  plug\n").steps)
        var suite = DrillSuite()
        suite.results = [await ScenarioRunner().run(scenario)]
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(suite)))
        #expect(doc.all("testcase").first?.attributes["name"] == "bell\u{FFFD} and nul\u{FFFD}")
    }

    /// `errors` counts every diagnostic, warnings too: a run that passes (exit 0) with a DL303
    /// warning reports `errors="1"`, which CI test reporters show as an error.
    @Test func junitErrorsCountOnlyErrors() async throws {
        let text = "scenario \"empty\"\n  rules D1\nscenario \"ok\"\n  plug\n"
        var suite = await DrillText.suite(text)
        suite.diagnostics = DrillParser.parse(text, path: DrillText.path, language: .builtInApp).diagnostics
        #expect(suite.diagnostics.map(\.severity) == [.warning])
        #expect(suite.exitCode == 0)
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(suite)))
                #expect(doc.elements.first?.attributes["errors"] == "0")
    }

    @Test func junitOfAnEmptySuiteIsWellFormed() throws {
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(DrillSuite())))
        #expect(doc.elements.map(\.name) == ["testsuites"])
        #expect(doc.elements[0].attributes["tests"] == "0")
    }

    @Test func junitGroupsFilesIntoTestsuitesSortedByPath() async throws {
        var suite = DrillSuite()
        let b = DrillParser.parse("scenario \"b\"\n  plug\n", path: "b.drill", language: .builtInApp).file.scenarios
        let a = DrillParser.parse("scenario \"a\"\n  plug\n  expect car disconnected now\n", path: "dir/a.drill", language: .builtInApp).file.scenarios
        suite.results = await (b + a).asyncMap { await ScenarioRunner().run($0) }
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(suite)))
        #expect(doc.all("testsuite").map { $0.attributes["name"]! } == ["b.drill", "dir/a.drill"])
        #expect(doc.all("testsuite").map { $0.attributes["failures"]! } == ["0", "1"])
        #expect(doc.all("testcase").map { $0.attributes["classname"]! }.last == "dir.a")
    }

    /// The report is meant to be the same bytes on every run; a file named without a folder
    /// gets the current directory's name in its classname (`wt-drilltests.b`), so the bytes
    /// change with where the checkout is.
    @Test func junitClassnameDoesNotDependOnTheCurrentDirectory() async throws {
        var suite = DrillSuite()
        suite.results = await DrillParser.parse("scenario \"b\"\n  plug\n", path: "b.drill", language: .builtInApp).file.scenarios.asyncMap { await ScenarioRunner().run($0) }
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(suite)))
        let classname = doc.all("testcase").first?.attributes["classname"]
                #expect(classname == "b")
    }

    /// Issue 18 item 5: input errors were only a count on the root element. Each is a testcase
    /// with an `<error>` (file, line, column, code, message), in a testsuite per file (a file
    /// that failed to parse included), counted in the totals.
    @Test func junitHasATestcaseWithAnErrorPerInputError() async throws {
        var suite = await DrillText.suite(Self.mixed)
        let bad = "scenario \"typos\"\n  plug\n  tapp \"Continue conversation\"\n  wait 2x\n"
        suite.diagnostics = DrillParser.parse(bad, path: "bad.drill", language: .builtInApp).diagnostics
            + DrillParser.parse("scenario \"empty\"\n  rules D1\n", path: "warned.drill", language: .builtInApp).diagnostics
        #expect(suite.diagnostics.map(\.severity) == [.error, .error, .warning])
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(suite)))
        let root = try #require(doc.elements.first)
        #expect(root.attributes["tests"] == "4", "two scenarios and two input errors")
        #expect(root.attributes["failures"] == "1")
        #expect(root.attributes["errors"] == "2")
        let suites = doc.all("testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["bad.drill", "runner.drill"], "a warning alone makes no testsuite")
        #expect(suites.map { $0.attributes["tests"] } == ["2", "2"])
        #expect(suites.map { $0.attributes["errors"] } == ["2", "0"])
        let cases = doc.indices("testcase")
        let first = doc.elements[cases[0]]
        #expect(first.attributes["name"] == "input error at 3:3: [DL101] unknown word 'tapp'")
        #expect(first.attributes["file"] == "bad.drill")
        #expect(first.attributes["line"] == "3")
        #expect(first.attributes["classname"] == "bad")
        let error = try #require(doc.children(of: cases[0], named: "error").first)
        #expect(error.attributes["type"] == "DL101")
        #expect(error.attributes["message"] == "bad.drill:3:3: error: [DL101] unknown word 'tapp'")
        #expect(error.text == suite.diagnostics[0].rendered, "the whole diagnostic, source line, caret and hint")
        #expect(doc.children(of: cases[1], named: "error").first?.attributes["message"]
            == "bad.drill:4:8: error: [DL201] bad duration '2x': 'x' is not a unit (ms, s or m)")
        #expect(doc.children(of: cases[2], named: "error").isEmpty, "the scenarios follow, as before")
    }

    /// Issue 18 item 5: an included step's line was written without its file.
    @Test func junitSystemOutNamesTheFileOfAnIncludedStep() async throws {
        let included = Step(kind: .plug, location: Drill.SourceLocation(file: "common/plugged.drillpart", line: 3, column: 1), lineText: "plug")
        var scenario = DrillText.scenario("scenario \"s\"\n  expect car disconnected\n")
        scenario.steps.insert(included, at: 0)
        var suite = DrillSuite()
        suite.results = [await ScenarioRunner().run(scenario)]
        let doc = try #require(ParsedXML.parse(JUnitReport.xml(suite)))
        #expect(doc.all("system-out").map(\.text) == ["0.000s common/plugged.drillpart:3: plug\n1.000s 2: expect car disconnected"])
    }

    // MARK: - GitHub annotations

    @Test func githubAnnotatesEachFailingScenarioAtItsStep() async {
        let lines = GitHubReport.lines(await DrillText.suite(Self.mixed))
        #expect(lines == [
            "::error file=runner.drill,line=9,col=3,title=Escapes <&\"> & more::[DL501] expected the car to show the call screen in \"Listening\" — the car showed home[Continue conversation|New conversation]",
        ])
    }

    @Test func githubSaysNothingWhenEverythingPasses() async {
        #expect(GitHubReport.lines(await DrillText.suite("scenario \"ok\"\n  plug\n  expect no crash\n")) == [])
    }

    @Test func githubAnnotatesTheColumnOfATap() async {
        let lines = GitHubReport.lines(await DrillText.suite("scenario \"tap\"\n  plug\n  tap \"End\"\n"))
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("::error file=runner.drill,line=3,col=7,title=tap::[DL502] \"End\" is not on the car's screen") == true, "\(lines)")
    }

    @Test func githubAnnotatesBadInputWithItsCode() {
        var suite = DrillSuite()
        suite.diagnostics = ScenarioSetup(DrillText.scenario("scenario \"x\"\n  given navigator naiv\n  plug\n")).diagnostics
        suite.diagnostics.append(Diagnostic(code: .emptyScenario, location: Drill.SourceLocation(file: "w.drill", line: 1, column: 1), message: "a warning"))
        #expect(GitHubReport.lines(suite) == [
            "::error file=runner.drill,line=2,col=19,title=DL504::unknown navigator \"naiv\"",
        ], "warnings are not annotated as errors")
    }

    @Test func githubEscapesNewlinesAndPercentInTheMessage() {
        #expect(GitHubAnnotation.line(at: SourceLocation(file: "a.drill", line: 1, column: 1), message: "100% done\r\nnext") == "::error file=a.drill,line=1,col=1::100%25 done%0D%0Anext")
    }

    /// GitHub splits an annotation's properties on `,` and ends them at `::`; a property value
    /// must escape `,` as `%2C` and `:` as `%3A` (actions/toolkit `escapeProperty`). The
    /// shipped scenarios' names have both (`D3: the gear's panel …, resets, calls again`).
    @Test func githubEscapesCommasAndColonsInTheTitleProperty() async {
        let lines = GitHubReport.lines(await DrillText.suite("scenario \"D3: resets, calls again\"\n  plug\n  expect car disconnected now\n"))
                #expect(lines.first?.hasPrefix("::error file=runner.drill,line=3,col=3,title=D3%3A resets%2C calls again::[DL501]") == true, "\(lines)")
    }

    // MARK: - Chrome trace

    static func trace(_ text: String) async throws -> [[String: Any]] {
        let json = TraceReport.json(await DrillText.suite(text))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let top = try #require(object as? [String: Any])
        #expect(top["displayTimeUnit"] as? String == "ms")
        return try #require(top["traceEvents"] as? [[String: Any]])
    }

    static let call = """
    scenario "A call"
      plug
      tap "Continue conversation" now
      realtime up
      expect cue connected
      expect car call "Listening"
      unplug
      wait 3s
      expect phone live-thread
    """

    @Test func traceIsValidJSONAndEveryEventHasItsFields() async throws {
        let events = try await Self.trace(Self.call + "\n\n" + Self.mixed)
        #expect(!events.isEmpty)
        for event in events {
            #expect(event["name"] is String, "\(event)")
            #expect(event["ph"] is String, "\(event)")
            #expect(event["pid"] is Int, "\(event)")
            #expect(event["tid"] is Int, "\(event)")
            if event["ph"] as? String == "X" {
                let ts = try #require(event["ts"] as? Int, "\(event)")
                let dur = try #require(event["dur"] as? Int, "\(event)")
                #expect(ts >= 0)
                #expect(dur >= 0, "\(event)")
                #expect(event["cat"] is String)
            } else {
                #expect(event["ph"] as? String == "M", "\(event)")
            }
        }
        #expect(Set(events.compactMap { $0["pid"] as? Int }) == [1, 2, 3], "a process per scenario")
    }

    @Test func traceMetadataNamesEachScenarioAndItsTracks() async throws {
        let events = try await Self.trace(Self.call + "\n\n" + Self.mixed)
        let processes = events.filter { $0["name"] as? String == "process_name" }
        #expect(processes.map { ($0["args"] as? [String: Any])?["name"] as? String } == [
            "A call (runner.drill:1:1)",
            "Continue is one tap (runner.drill:11:1)",
            "Escapes <&\"> & more (runner.drill:17:1)",
        ])
        let threads = events.filter { $0["name"] as? String == "thread_name" && $0["pid"] as? Int == 1 }
        #expect(threads.map { ($0["args"] as? [String: Any])?["name"] as? String } == ["car", "phone", "cues", "timers"])
        #expect(threads.map { $0["tid"] as? Int } == [1, 2, 3, 4])
    }

    @Test func traceOfACallHasScreensPhoneCuesAndTimers() async throws {
        let events = try await Self.trace(Self.call)
        let categories = Set(events.compactMap { $0["cat"] as? String })
        #expect(categories == ["screen", "phone", "cue", "timer"])
        let screens = events.filter { $0["cat"] as? String == "screen" }.compactMap { $0["name"] as? String }
        #expect(screens.first == "home[Continue conversation|New conversation]")
        #expect(screens == ["home[Continue conversation|New conversation]", "call[Connecting…]", "call[Listening]", "disconnected"], "\(screens)")
        let cues = events.filter { $0["cat"] as? String == "cue" }.compactMap { $0["name"] as? String }
        #expect(cues.contains("connected"), "\(cues)")
        let phone = events.filter { $0["cat"] as? String == "phone" }.compactMap { $0["name"] as? String }
        #expect(phone.first == "app", "\(phone)")
        #expect(phone.last?.contains("live") == true, "\(phone)")
        // The tracks' spans follow each other: a screen lasts until the next one starts.
        let spans = events.filter { $0["cat"] as? String == "screen" }.map { ($0["ts"] as! Int, $0["dur"] as! Int) }
        for (a, b) in zip(spans, spans.dropFirst()) { #expect(a.0 + a.1 == b.0) }
        let end = await DrillText.suite(Self.call).results[0].simulatedMs
        #expect(end == 3_600)
        #expect(spans.last.map { $0.0 + $0.1 } == Int(end) * 1_000, "the last screen lasts to the scenario's end (virtual µs)")
    }

    @Test func traceOfAnEmptySuiteHasNoEvents() throws {
        let object = try JSONSerialization.jsonObject(with: Data(TraceReport.json(DrillSuite()).utf8)) as? [String: Any]
        #expect((object?["traceEvents"] as? [Any])?.isEmpty == true)
    }

    // MARK: - Coverage

    static let coverage = """
    scenario "one"
      rules D1 T1 D1
      plug
    scenario "two"
      rules D1
      rules C3
      plug
    scenario "three"
      plug
    """

    @Test func coverageListsTheScenariosThatHoldEachRule() async {
        let table = CoverageReport.table(await DrillText.suite(Self.coverage), rules: ["D1", "T1", "C3", "H13"])
        #expect(table == """
        rule scenarios
        D1   2: runner.drill:1, runner.drill:4
        T1   1: runner.drill:1
        C3   1: runner.drill:4
        H13  — none

        3 of 4 rules held by a passing scenario
        not held: H13

        """)
    }

    /// Issue 18 item 6: a failing scenario does not hold its rules; the table says which
    /// scenarios it left out.
    @Test func coverageCountsPassingScenariosOnly() async {
        let text = Self.coverage + "\nscenario \"four, failing\"\n  rules H13 D1\n  plug\n  expect car disconnected now\n"
        let suite = await DrillText.suite(text)
        #expect(suite.results.map(\.passed) == [true, true, true, false])
        #expect(CoverageReport.table(suite, rules: ["D1", "T1", "C3", "H13"]) == """
        rule scenarios
        D1   2: runner.drill:1, runner.drill:4
        T1   1: runner.drill:1
        C3   1: runner.drill:4
        H13  — none

        3 of 4 rules held by a passing scenario
        not held: H13
        not counted, failing: runner.drill:10

        """)
        #expect(CoverageReport.unheld(suite, rules: ["D1", "H13"]) == ["H13"])
    }

    @Test func coverageShortensLongListsOfHolders() async {
        let text = (1...5).map { "scenario \"s\($0)\"\n  rules D2\n  plug\n" }.joined()
        let table = CoverageReport.table(await DrillText.suite(text), rules: ["D2", "H13"])
        #expect(table.split(separator: "\n")[1] == "D2   5: runner.drill:1, runner.drill:4, runner.drill:7, …")
    }

    @Test func coverageUnheldIsEveryRuleNoScenarioHolds() async {
        let suite = await DrillText.suite(Self.coverage)
        #expect(CoverageReport.unheld(suite, rules: ["D1", "T1", "C3", "H13", "A1"]) == ["H13", "A1"])
        let all = CoverageReport.unheld(suite)
        #expect(all.count == RuleCatalog.all.count - 3)
        #expect(!all.contains("D1") && !all.contains("T1") && !all.contains("C3"))
        #expect(all == RuleCatalog.all.filter { !["D1", "T1", "C3"].contains($0) }, "in SPEC's order")
        let table = CoverageReport.table(suite)
        #expect(table.hasPrefix("rule scenarios\nH1   — none\n"))
        #expect(table.hasSuffix("\n3 of \(RuleCatalog.all.count) rules held by a passing scenario\nnot held: \(all.joined(separator: " "))\n"
            + "(S1 S2 S3 S4 S5: source guards over Swift files, held by `headunit guard` and its fixture trees, not by scenarios)\n"))
    }

    @Test func coverageWithEveryRuleHeldSaysNone() async {
        let table = CoverageReport.table(await DrillText.suite(Self.coverage), rules: ["D1"])
        #expect(table.hasSuffix("1 of 1 rules held by a passing scenario\nnot held: none\n"))
    }

    /// With only two-letter rule ids the header's two words keep a gap.
    @Test func coverageHeaderKeepsAGapWithShortRuleIds() async {
        let table = CoverageReport.table(await DrillText.suite(Self.coverage), rules: ["D1", "T1"])
        #expect(table.hasPrefix("rule scenarios\n"), "\(table)")
    }
}
