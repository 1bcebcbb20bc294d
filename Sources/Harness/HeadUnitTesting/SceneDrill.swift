import Drill
import Host

/// Runs `.drill` files over your own scene (B7): each scenario on a fresh `HeadUnit` with a
/// fresh scene from `scene`, with the words any scene can use (`SceneWords`: plug, unplug, tap,
/// tap back, select, wait, the template expectations, crashes, the host log, and `event "NAME"`
/// for the app events the test registers in `events`) and the same
/// reports as `headunit drill` (`DrillSuite`: its console lines, JUnit, GitHub annotations, the
/// Perfetto trace, the logs). A word that needs the built-in app's fakes is bad input (DL509),
/// found before anything runs.
///
/// ```swift
/// @MainActor @Test func drills() async throws {
///     let suite = await SceneDrill(category: .voiceConversation) { CarPlaySceneDelegate() }
///         .run(["Drills"])
///     #expect(suite.passed, Comment(rawValue: suite.consoleLines.joined(separator: "\n")))
/// }
/// ```
///
/// Taps wait: `tap`, `tap back` and `select` wait up to the settle window (1 s of virtual time,
/// `given settle D`) for their target to be on the car and the car to stop animating, as a
/// person does (and Maestro's `tapOn`, XCUITest's `waitForExistence`).
@MainActor
public struct SceneDrill {
    /// The app's category (B3).
    public var category: CarPlayCategory
    /// The host's rules (`given profile NAME` overrides it per scenario).
    public var profile: HostProfile
    /// Makes the scene delegate a scenario plugs in (a fresh one for each `plug`).
    public var scene: @MainActor () -> any CPTemplateApplicationSceneDelegate
    /// The app's own events by name, for `event "NAME"` steps (a sign-out, a finished download):
    /// each closure runs on the main actor, and the main-actor work it starts (a `Task`) runs
    /// before the next step, as a tap's handler's does. A name no closure has is DL511, found
    /// before anything runs.
    public var events: [String: @MainActor () -> Void]
    /// How many log lines a failure shows.
    public var logTailLines = 12
    /// The app's name and icon on the rail of its pictures (B12); nil shows HeadUnit's icon.
    public var app: AppLook?

    /// A drill of the scenes `scene` makes, in `category` under `profile`, with the app events
    /// `events` (`event "sign out"` runs `events["sign out"]`).
    public init(category: CarPlayCategory = .voiceConversation, profile: HostProfile = .strict,
                events: [String: @MainActor () -> Void] = [:],
                scene: @escaping @MainActor () -> any CPTemplateApplicationSceneDelegate) {
        self.category = category
        self.profile = profile
        self.events = events
        self.scene = scene
    }

    /// Loads `paths` (files, or directories of `.drill` files) and runs every scenario whose
    /// name or file contains `filter`. Includes may not leave `root`; nil (the default): each
    /// path's own, the directory named or the folder of the file named, as `headunit drill`.
    public func run(_ paths: [String], root: String? = nil, filter: String? = nil) async -> DrillSuite {
        var options = DrillSuite.Options()
        options.paths = paths
        options.root = root
        options.filter = filter
        var (suite, picked) = DrillSuite.load(options, language: .anyScene) { scenario in
            let registered = Array(events.keys)
            return scenario.steps.compactMap { Diagnostic.unknownProfile($0) ?? Diagnostic.unknownEvent($0, registered: registered) }
        }
        for scenario in picked { suite.results.append(await run(scenario)) }
        return suite
    }

    /// Runs one scenario (its words already checked) on a fresh car: `DrillRun` over a
    /// `SceneSubject`.
    public func run(_ scenario: Scenario) async -> ScenarioResult {
        var config = HostConfig()
        config.category = category
        config.profile = profile
        config.app = app
        var result = ScenarioResult(scenario: scenario)
        for step in scenario.steps {
            switch step.kind {
            case .given(.profile(let name)): if let named = HostProfile.named[name] { config.profile = named }
            case .given(.display(let width, let height)): result.displaySize = (width, height)
            case .given(.appearance(let appearance)): result.appearance = appearance
            default: break
            }
        }
        var run = DrillRun(scenario, subject: SceneSubject(config: config, events: events, scene: scene), result: result, logTailLines: logTailLines)
        return await run.go()
    }
}
