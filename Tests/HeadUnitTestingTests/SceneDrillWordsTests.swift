import CarPlay
import Drill
import Foundation
import HeadUnitTesting
import Testing
import UIKit

/// B7: the words a podcast team's drill needs over its own scene: the rows of the list in the
/// tab a tab bar shows, and the app's own events (a sign-out, a finished download) by name.
@Suite("SceneDrill: tab rows and app events (B7)")
@MainActor
struct SceneDrillWordsTests {
    /// Runs `steps` as one scenario over a fresh `PodcastScene`, with its events registered.
    func run(_ steps: [String], events: [String]? = nil) async -> DrillSuite {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "scenario \"podcasts\"\n" + steps.map { "  \($0)\n" }.joined()
        try? Data(text.utf8).write(to: folder.appendingPathComponent("podcasts.drill"))
        let library = PodcastLibrary()
        var registered = library.events
        if let events { registered = registered.filter { events.contains($0.key) } }
        return await SceneDrill(category: .audio, events: registered) { PodcastScene(library: library) }.run([folder.path])
    }

    func report(_ suite: DrillSuite) -> Comment {
        Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n"))
    }

    @Test("`tab \"TITLE\" KIND \"ROW\"…` checks which tab is shown, its class and its rows")
    func tabRows() async {
        let suite = await run([
            "plug",
            #"expect car root tab "Library" list "Episode 1" "Episode 2""#,
            #"expect car root tab "Library" list"#,
            #"expect car root tab "Library""#,
            #"expect car root tab-bar "Library" "Browse""#,
            #"tap "Browse""#,
            #"expect car top tab "Browse" grid "Top shows" "New""#,
            #"tap "Top shows""#,
            #"expect car top list "Top shows" "Daily news""#,
        ])
        #expect(suite.passed, report(suite))
    }

    @Test("a tab expectation that fails says what the tab shows, in words to paste")
    func tabRowsFail() async throws {
        let suite = await run(["plug", #"expect car root tab "Library" list "Episode 1""#])
        let failure = try #require(suite.results.first?.failure?.diagnostic)
        #expect(failure.code == .expectationFailed)
        #expect(failure.location.line == 3)
        #expect(failure.message == #"expected the car's root template to be a tab bar showing tab "Library" list "Episode 1""#)
        #expect(failure.hint?.hasPrefix(#"the car's root is tab-bar "Library" "Browse", showing tab "Library" list "Episode 1" "Episode 2"; "#) == true,
                "\(failure.hint ?? "")")
    }

    @Test("a list expectation on a tab bar names the tab form in what it found")
    func listOnATabBar() async throws {
        let suite = await run(["plug", #"expect car top list "Library" "Episode 1" "Episode 2""#])
        let failure = try #require(suite.results.first?.failure?.diagnostic)
        #expect(failure.hint?.contains(#"showing tab "Library" list "Episode 1" "Episode 2""#) == true, "\(failure.hint ?? "")")
    }

    @Test("`event \"NAME\"` runs the registered closure, and its main-actor work, before the next step")
    func event() async throws {
        let suite = await run([
            "plug",
            #"event "sign out""#,
            #"expect car root list "Sign in""#,
            #"event "download finished""#,
            #"expect car root list "Sign in""#,
        ])
        #expect(suite.passed, report(suite))
        let log = try #require(suite.results.first?.record.mergedLog.map(\.description))
        #expect(log.contains { $0.hasSuffix(#"step: event "sign out""#) }, "\(log)")
    }

    @Test("an event's async work on the main actor runs before the next step, like a tap's")
    func eventAsyncWork() async {
        let suite = await run(["plug", #"event "download finished""#, #"expect car root tab "Library" list "Episode 1" "Episode 2" "Episode 3" now"#])
        #expect(suite.passed, report(suite))
    }

    @Test("an event the test did not register is DL511 at its name, before anything runs, naming the registered ones")
    func unknownEvent() async throws {
        let suite = await run(["plug", #"event "sign ot""#])
        #expect(suite.results.isEmpty && suite.hasBadInput)
        let d = try #require(suite.diagnostics.first)
        #expect(d.code == .unknownEvent)
        #expect(d.location.line == 3 && d.location.column == 9)
        #expect(d.message == #"no event "sign ot" is registered"#)
        #expect(d.hint == #"did you mean "sign out"? registered: "download finished", "sign out""#)
    }

    @Test("an event with none registered says how to register one")
    func noEvents() async throws {
        let suite = await run(["plug", #"event "sign out""#], events: [])
        let d = try #require(suite.diagnostics.first)
        #expect(d.code == .unknownEvent)
        #expect(d.hint == #"no events are registered: pass them by name, SceneDrill(…, events: ["sign out": { … }])"#)
    }

    @Test("a scenario run on its own with an event nobody registered fails at the step with DL511, never traps")
    func unknownEventAtRunTime() async throws {
        let scenario = try #require(DrillParser.parse("scenario \"e\"\n  plug\n  event \"sign ot\"\n", path: "e.drill", language: .anyScene)
            .file.scenarios.first)
        let library = PodcastLibrary()
        let result = await SceneDrill(category: .audio, events: library.events) { PodcastScene(library: library) }.run(scenario)
        let failure = try #require(result.failure?.diagnostic)
        #expect(failure.code == .unknownEvent && failure.location.line == 3)
        #expect(failure.hint == #"did you mean "sign out"? registered: "download finished", "sign out""#)
    }

    /// docs/DRILL_LANGUAGE.md's examples of the tab and event words run over this scene
    /// (DocumentationTests runs the rest over the built-in app, which has no tab bar or events).
    @Test("the documented tab and event examples hold over a podcast scene")
    func theDocumentedExamplesRun() async throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/DRILL_LANGUAGE.md")
        let page = try String(contentsOf: docs, encoding: .utf8)
        for line in [#"expect car root tab "Library" list "Episode 1" "Episode 2""#, #"event "sign out""#] {
            #expect(page.contains("\n\(line)\n"), "the page shows \(line)")
        }
        let scenario = try #require(Self.block(containing: "scenario \"Signing out", in: page))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-words-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((scenario + "\n").utf8).write(to: folder.appendingPathComponent("docs.drill"))
        let library = PodcastLibrary()
        let suite = await SceneDrill(category: .audio, events: library.events) { PodcastScene(library: library) }.run([folder.path])
        #expect(suite.passed && suite.results.count == 1, report(suite))
    }

    /// The body of the page's `drill` block that contains `text`.
    static func block(containing text: String, in page: String) -> String? {
        page.components(separatedBy: "```drill\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }.first { $0.contains(text) }
    }
}

/// A podcast app's state beside its scene: signed in or not, its episodes; the events a drill
/// names are its own (a sign-out, a finished download).
@MainActor
final class PodcastLibrary {
    var episodes = ["Episode 1", "Episode 2"]
    var signedIn = true
    weak var scene: PodcastScene?

    /// The app events a drill may name.
    var events: [String: @MainActor () -> Void] {
        [
            "sign out": { [unowned self] in
                signedIn = false
                scene?.show()
            },
            "download finished": { [unowned self] in
                Task { @MainActor in
                    episodes.append("Episode 3")
                    scene?.show()
                }
            },
        ]
    }
}

/// A tab bar of a Library list and a Browse grid; signed out, a Sign in list.
@MainActor
final class PodcastScene: UIResponder, CPTemplateApplicationSceneDelegate {
    let library: PodcastLibrary
    var interfaceController: CPInterfaceController?

    init(library: PodcastLibrary) {
        self.library = library
        super.init()
        library.scene = self
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        show()
    }

    func show() {
        guard let interfaceController else { return }
        guard library.signedIn else {
            interfaceController.setRootTemplate(CPListTemplate(title: "Sign in", sections: []), animated: false) { _, _ in }
            return
        }
        let items = library.episodes.map { CPListItem(text: $0, detailText: nil) }
        let list = CPListTemplate(title: "Library", sections: [CPListSection(items: items)])
        let shows = CPListTemplate(title: "Top shows", sections: [CPListSection(items: [CPListItem(text: "Daily news", detailText: nil)])])
        let grid = CPGridTemplate(title: "Browse", gridButtons: [
            CPGridButton(titleVariants: ["Top shows"], image: UIImage()) { _ in interfaceController.pushTemplate(shows, animated: true) { _, _ in } },
            CPGridButton(titleVariants: ["New"], image: UIImage()) { _ in },
        ])
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [list, grid]), animated: false) { _, _ in }
    }
}
