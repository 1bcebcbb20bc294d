import CarPlay
import Drill
import Foundation
import HeadUnitTesting
import Testing
import UIKit

/// B7: `.drill` files over a scene of your own, from a Swift test, with the reports of
/// `headunit drill` and its located errors.
@Suite("SceneDrill: drills over your own scene (B7)")
@MainActor
struct SceneDrillTests {
    static let drills = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Drills").path

    func run(_ file: String, popsWithoutCompletion: Bool = false) async -> DrillSuite {
        await SceneDrill(category: .voiceConversation) {
            let scene = SmallScene()
            scene.popsWithoutCompletion = popsWithoutCompletion
            return scene
        }.run(["\(Self.drills)/\(file)"], root: Self.drills)
    }

    @Test("a drill of the scene passes, its taps waiting for what they touch")
    func passes() async {
        let suite = await run("small-scene.drill")
        let passed = suite.passed
        #expect(passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
        #expect(suite.results.count == 2)
        #expect(suite.results[0].steps.contains { $0.note == "waited 300ms for it" })
    }

    @Test("the broken twin's crash is what the drill expects")
    func brokenTwin() async {
        let suite = await run("broken.drill", popsWithoutCompletion: true)
        let passed = suite.passed
        #expect(passed, Comment(rawValue: suite.consoleLines.joined(separator: "\n")))
        #expect(suite.results.first?.record.failures.map(\.rule) == ["H3"])
    }

    @Test("the same drill over the scene that does not crash fails at `expect crash`, located")
    func unexpectedPass() async {
        let suite = await run("broken.drill", popsWithoutCompletion: false)
        let failure = suite.results.first?.failure?.diagnostic
        #expect(failure?.code == .expectationFailed)
        #expect(failure?.location.line == 9)
        #expect(failure?.message == "expected a crash (or broken invariant) H3")
    }

    @Test("a tap on words the car never shows is DL502 at the words, saying what the car shows")
    func notOnScreen() async {
        let suite = await run("failing.drill")
        let failure = suite.results.first?.failure?.diagnostic
        #expect(failure?.code == .notOnScreen)
        #expect(failure?.location.line == 3 && failure?.location.column == 7)
        #expect(failure?.message == "\"Talk to me\" is not on the car's screen (after waiting 1000ms, the settle window)")
        #expect(failure?.hint?.hasPrefix("the car shows \"Talk\", \"Recent\"") == true)
    }

    @Test("a scene's failure names no phone and no seed: a scene has neither")
    func noPhoneNoSeed() async throws {
        let result = try #require(await run("failing.drill").results.first)
        let failure = try #require(result.failure)
        #expect(failure.phone == nil && failure.seed == nil && result.seed == nil)
        #expect(!failure.rendered.contains("phone") && !failure.rendered.contains("seed"))
    }

    @Test("a scene's steps record the car's templates and no phone, and its report shows no phone")
    func stepsHaveNoPhone() async throws {
        let suite = await run("small-scene.drill")
        let steps = try #require(suite.results.first?.steps)
        #expect(steps.allSatisfy { $0.phone == nil })
        let tapped = try #require(steps.last { $0.screen.connected })
        #expect(tapped.carLine == tapped.screen.description)
        let page = HTMLReport.html(suite)
        #expect(page.contains("<th>car</th>") && !page.contains("<th>phone</th>") && !page.contains("the car and the phone"))
    }

    @Test("words of the built-in app are DL509, each located, and nothing runs")
    func builtInWords() async {
        let suite = await run("mistakes.drill")
        #expect(suite.results.isEmpty && suite.hasBadInput)
        #expect(suite.diagnostics.map(\.code) == [.builtInOnly, .builtInOnly, .builtInOnly])
        #expect(suite.diagnostics.map(\.location.line) == [5, 6, 7])
        #expect(suite.diagnostics.first?.message == "`realtime` needs the built-in app's fakes; a drill of your own scene cannot use it")
    }

    @Test("a plug with the car plugged in, an unplug with it unplugged: DL510, as over the built-in app")
    func noEffect() async throws {
        let text = "scenario \"twice\"\n  plug\n  plug\n\nscenario \"out\"\n  unplug\n"
        let drill = SceneDrill(category: .voiceConversation) { SmallScene() }
        var failures: [Diagnostic] = []
        for scenario in DrillParser.parse(text, path: "t.drill", language: .anyScene).file.scenarios {
            failures += await drill.run(scenario).failure.map { [$0.diagnostic] } ?? []
        }
        #expect(failures.map(\.code) == [.noEffect, .noEffect])
        #expect(failures.map(\.location.line) == [3, 6])
        #expect(failures.map(\.message) == ["`plug` changed nothing: the car is already plugged in", "`unplug` changed nothing: the car is not plugged in"])
    }

    /// docs/DRILL_LANGUAGE.md's alert example runs (issue 18 item 1): the built-in app shows no
    /// alert, so DocumentationTests leaves it to a scene that presents one.
    @Test("the documented alert example holds over a scene that presents the alert")
    func theDocumentedAlertExampleRuns() async throws {
        let line = #"expect car presented alert "Connection lost" "OK""#
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/DRILL_LANGUAGE.md")
        #expect(try String(contentsOf: docs, encoding: .utf8).contains("\n\(line)\n"), "the page shows the example")
        let scenario = try #require(DrillParser.parse("scenario \"docs: alert\"\n  plug\n  \(line)\n", path: "alert.drill", language: .anyScene).file.scenarios.first)
        let result = await SceneDrill(category: .voiceConversation) { AlertScene() }.run(scenario)
        #expect(result.passed, Comment(rawValue: result.failure?.rendered ?? ""))
    }

    @Test("the reports of headunit drill: JUnit with file and line, GitHub annotations, the trace, the logs")
    func reports() async throws {
        let suite = await run("failing.drill")
        let junit = JUnitReport.xml(suite)
        #expect(junit.contains("line=\"1\""))
        #expect(junit.contains("failing.drill"))
        #expect(GitHubReport.lines(suite).first?.hasPrefix("::error file=") == true)
        #expect(TraceReport.json(suite).contains("\"traceEvents\""))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scene-drill-logs-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try suite.writeLogs(to: dir)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files.contains { $0.hasSuffix(".carplay-host-log.txt") })
    }
}

/// A scene that opens on a grid and presents an alert over it at once (for the documented alert
/// example).
@MainActor
final class AlertScene: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let home = CPGridTemplate(title: "Home", gridButtons: [CPGridButton(titleVariants: ["Talk"], image: UIImage()) { _ in }])
        interfaceController.setRootTemplate(home, animated: false) { _, _ in
            let alert = CPAlertTemplate(titleVariants: ["Connection lost"], actions: [CPAlertAction(title: "OK", style: .default) { _ in }])
            interfaceController.presentTemplate(alert, animated: true) { _, _ in }
        }
    }
}
