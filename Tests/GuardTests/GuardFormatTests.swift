import Foundation
import Guard
import Testing

/// What `headunit guard` writes, in text, GitHub and SARIF formats.
@Suite struct GuardFormatTests {
    let report = GuardReport(
        findings: [
            Diagnostic(.completion, path: "App/CarPlay/Library.swift", line: 18, column: 15, message: "`pushTemplate` gives CarPlay no completion"),
            Diagnostic(.speech, path: "App/Voice/Speaker.swift", line: 7, column: 26, message: "system speech"),
        ],
        problems: [Diagnostic.unreadable("App/Bad.swift", "cannot read App/Bad.swift: not UTF-8 text; save it as UTF-8")],
        fileCount: 4,
        notes: [Diagnostic.rulesFile("guard.rules", line: 2, column: 10, severity: .note, "the command line wins")]
    )

    @Test func textWritesErrorsToStandardErrorAndTheSummaryToStandardOutput() {
        let lines = GuardFormat.text.lines(for: report)
        #expect(lines.err == [
            "guard.rules:2:10: note: [RULES] the command line wins",
            "App/Bad.swift: error: [IO] cannot read App/Bad.swift: not UTF-8 text; save it as UTF-8",
            "App/CarPlay/Library.swift:18:15: error: [S6] `pushTemplate` gives CarPlay no completion",
            "App/Voice/Speaker.swift:7:26: error: [S1] system speech",
        ])
        #expect(lines.out == ["guard: 2 findings in 4 files (S1 1, S6 1), 1 unreadable"])
    }

    @Test func githubWritesAnnotationsToStandardOutput() {
        let lines = GuardFormat.github.lines(for: report)
        #expect(lines.out == [
            "::notice file=guard.rules,line=2,col=10::[RULES] the command line wins",
            "::error file=App/Bad.swift::[IO] cannot read App/Bad.swift: not UTF-8 text; save it as UTF-8",
            "::error file=App/CarPlay/Library.swift,line=18,col=15::[S6] `pushTemplate` gives CarPlay no completion",
            "::error file=App/Voice/Speaker.swift,line=7,col=26::[S1] system speech",
            "guard: 2 findings in 4 files (S1 1, S6 1), 1 unreadable",
        ])
        #expect(lines.err.isEmpty)
    }

    @Test func githubEscapesWhatWorkflowCommandsReserve() {
        let odd = GuardReport(
            findings: [Diagnostic(.templateType, path: "a,b:c%.swift", line: 1, column: 2, message: "100% wrong\nsecond line")],
            problems: [], fileCount: 1
        )
        #expect(GuardFormat.github.lines(for: odd).out.first == "::error file=a%2Cb%3Ac%25.swift,line=1,col=2::[S3] 100%25 wrong%0Asecond line")
    }

    @Test func rulesFileErrorsInEveryFormat() throws {
        let error = Diagnostic.rulesFile("guard.rules", line: 3, column: 1, "unknown setting `x`")
        #expect(GuardFormat.text.line(for: error) == "guard.rules:3:1: error: [RULES] unknown setting `x`")
        #expect(GuardFormat.github.line(for: error) == "::error file=guard.rules,line=3,col=1::[RULES] unknown setting `x`")
        let log = try SARIF.valid(GuardFormat.sarif.line(for: error))
        let invocation = try #require(SARIF.run(log)["invocations"] as? [[String: Any]]).first
        #expect(invocation?["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation?["toolConfigurationNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "error")
        #expect((notification["message"] as? [String: Any])?["text"] as? String == "unknown setting `x`")
        #expect(SARIF.location(notification) == SARIF.Place(uri: "guard.rules", line: 3, column: 1))
        #expect((try SARIF.run(log)["results"] as? [Any])?.isEmpty == true)

        let unreadable = Diagnostic.unreadable("/ci/guard.rules", "cannot read /ci/guard.rules: no such file or folder; check the path")
        let other = try SARIF.valid(GuardFormat.sarif.line(for: unreadable))
        let otherNotification = try #require(((SARIF.run(other)["invocations"] as? [[String: Any]])?.first?["toolConfigurationNotifications"] as? [[String: Any]])?.first)
        #expect(SARIF.location(otherNotification) == SARIF.Place(uri: "file:///ci/guard.rules", line: nil, column: nil))
    }

    @Test func theFormatsAreNamedAsTheOptionTakesThem() {
        #expect(GuardFormat.allCases.map(\.rawValue) == ["text", "github", "sarif"])
    }

    // MARK: SARIF

    /// The log meets SARIF 2.1.0's required fields, and those GitHub code scanning reads, with
    /// one result a finding at its place.
    @Test func sarifWritesOneValidLogToStandardOutputAndTheSummaryToStandardError() throws {
        let lines = GuardFormat.sarif.lines(for: report)
        #expect(lines.out.count == 1)
        #expect(lines.err == ["guard: 2 findings in 4 files (S1 1, S6 1), 1 unreadable"])
        let log = try SARIF.valid(lines.out[0])
        let run = try SARIF.run(log)

        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["S1", "S2", "S3", "S4", "S6"])
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["S6", "S1"])
        #expect(results.map { $0["level"] as? String } == ["error", "error"])
        #expect(results.map { ($0["message"] as? [String: Any])?["text"] as? String } == ["`pushTemplate` gives CarPlay no completion", "system speech"])
        #expect(results.map(SARIF.location) == [
            SARIF.Place(uri: "App/CarPlay/Library.swift", line: 18, column: 15),
            SARIF.Place(uri: "App/Voice/Speaker.swift", line: 7, column: 26),
        ])
        // ruleIndex points at the rule in the driver's list.
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }

        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let problem = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(SARIF.location(problem) == SARIF.Place(uri: "App/Bad.swift", line: nil, column: nil))
        let note = try #require((invocation["toolConfigurationNotifications"] as? [[String: Any]])?.first)
        #expect(note["level"] as? String == "note")
        #expect(SARIF.location(note) == SARIF.Place(uri: "guard.rules", line: 2, column: 10))
    }

    @Test func aCleanRunIsAValidLogWithNoResults() throws {
        let lines = GuardFormat.sarif.lines(for: GuardReport(findings: [], problems: [], fileCount: 3))
        let run = try SARIF.run(try SARIF.valid(lines.out[0]))
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let invocation = (run["invocations"] as? [[String: Any]])?.first
        #expect(invocation?["executionSuccessful"] as? Bool == true)
        #expect(invocation?["toolExecutionNotifications"] == nil)
    }

    @Test func pathsAreURIs() throws {
        let odd = GuardReport(findings: [
            Diagnostic(.completion, path: "My App/Car Play/Ä.swift", line: 1, column: 1, message: "m"),
            Diagnostic(.completion, path: "/abs/x#1.swift", line: 1, column: 1, message: "m"),
            Diagnostic(.completion, path: "c:d.swift", line: 1, column: 1, message: "m"),
        ], problems: [], fileCount: 3)
        let run = try SARIF.run(try SARIF.valid(GuardFormat.sarif.lines(for: odd).out[0]))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { SARIF.location($0)?.uri } == ["My%20App/Car%20Play/%C3%84.swift", "file:///abs/x%231.swift", "c%3Ad.swift"])
    }

    @Test func theSameReportGivesTheSameBytes() {
        #expect(GuardFormat.sarif.lines(for: report).out == GuardFormat.sarif.lines(for: report).out)
        #expect(GuardFormat.sarif.lines(for: report).out[0].hasPrefix("{\n  \"$schema\" : \"https://docs.oasis-open.org/sarif/sarif/v2.1.0/"))
    }
}

/// Reading a SARIF log back, and the schema's required fields checked on the way: SARIF 2.1.0
/// requires `version` and `runs` of the log, `tool.driver.name` of a run, `id` of a rule,
/// `message` (with `text`) of a result and of a notification, `executionSuccessful` of an
/// invocation, and an `artifactLocation` of a physical location; GitHub code scanning reads a
/// result's `ruleId`, `message.text` and `locations[].physicalLocation.artifactLocation.uri`
/// with `region.startLine`.
enum SARIF {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// A place in the log, to compare.
    struct Place: Equatable {
        var uri: String
        var line: Int?
        var column: Int?
    }

    /// The log parsed, its required fields checked.
    static func valid(_ json: String) throws -> [String: Any] {
        guard let log = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { throw Invalid(description: "not a JSON object") }
        guard log["version"] as? String == "2.1.0" else { throw Invalid(description: "version is not 2.1.0") }
        guard (log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true else { throw Invalid(description: "no 2.1.0 $schema") }
        guard let runs = log["runs"] as? [[String: Any]], !runs.isEmpty else { throw Invalid(description: "no runs") }
        for run in runs {
            guard let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any],
                  let name = driver["name"] as? String, !name.isEmpty else { throw Invalid(description: "no tool.driver.name") }
            for rule in driver["rules"] as? [[String: Any]] ?? [] where (rule["id"] as? String)?.isEmpty != false {
                throw Invalid(description: "a rule without an id")
            }
            guard let results = run["results"] as? [[String: Any]] else { throw Invalid(description: "no results array") }
            for result in results {
                guard result["ruleId"] is String else { throw Invalid(description: "a result without a ruleId") }
                guard ((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false else { throw Invalid(description: "a result without message.text") }
                guard let locations = result["locations"] as? [[String: Any]], !locations.isEmpty else { throw Invalid(description: "a result without locations") }
                for location in locations {
                    guard let physical = location["physicalLocation"] as? [String: Any],
                          let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String, !uri.isEmpty,
                          let startLine = (physical["region"] as? [String: Any])?["startLine"] as? Int, startLine >= 1
                    else { throw Invalid(description: "a result location without artifactLocation.uri and region.startLine") }
                    guard URL(string: uri) != nil else { throw Invalid(description: "\(uri) is not a URI reference") }
                }
            }
            for invocation in run["invocations"] as? [[String: Any]] ?? [] {
                guard invocation["executionSuccessful"] is Bool else { throw Invalid(description: "an invocation without executionSuccessful") }
                let notifications = (invocation["toolConfigurationNotifications"] as? [[String: Any]] ?? [])
                    + (invocation["toolExecutionNotifications"] as? [[String: Any]] ?? [])
                for notification in notifications {
                    guard ((notification["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false else { throw Invalid(description: "a notification without message.text") }
                    for location in notification["locations"] as? [[String: Any]] ?? [] {
                        guard ((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] is String else {
                            throw Invalid(description: "a notification location without artifactLocation.uri")
                        }
                    }
                }
            }
        }
        return log
    }

    /// The log's one run.
    static func run(_ log: [String: Any]) throws -> [String: Any] {
        guard let runs = log["runs"] as? [[String: Any]], runs.count == 1 else { throw Invalid(description: "not one run") }
        return runs[0]
    }

    /// The first location of a result or a notification.
    static func location(_ object: [String: Any]) -> Place? {
        guard let physical = ((object["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any],
              let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String else { return nil }
        let region = physical["region"] as? [String: Any]
        return Place(uri: uri, line: region?["startLine"] as? Int, column: region?["startColumn"] as? Int)
    }
}
