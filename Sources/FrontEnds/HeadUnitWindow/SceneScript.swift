import Drill
import Host

/// A drill's first scenario as the window plays it over a team's own scene (`--scenario FILE`,
/// B12): its waits, its touches, plug and unplug and its app events, in order, played visibly in the window's
/// virtual time through the scene words. Expectations are left to `SceneDrill`; a touch waits,
/// as in a drill, up to the settle window for its target.
///
/// ```swift
/// let script = try SceneScript.load(path: "Drills/library.drill").get()
/// session.play(script)
/// ```
public struct SceneScript: Hashable, Sendable {
    /// One thing the window does when the script reaches it.
    public enum Step: Hashable, Sendable {
        /// Let this much virtual time pass.
        case wait(Millis)
        /// Plug the car in (`plug`).
        case plug
        /// Unplug the car (`unplug`).
        case unplug
        /// Tap the button with these words (`tap "TITLE"`, `tap "TITLE" now`, `select "ROW"`).
        case tap(String)
        /// Tap the back button (`tap back`).
        case tapBack
        /// Run the app event registered by this name (`event "NAME"`).
        case event(String)

        /// The words a `tap` touches; nil for the rest.
        public var title: String? {
            if case .tap(let title) = self { return title }
            return nil
        }
    }

    /// Why a file cannot be played: the lines to print (diagnostics, or one sentence).
    public struct Failure: Error, Hashable, Sendable {
        /// The lines to print.
        public var message: String
    }

    /// The steps, in order.
    public var steps: [Step]

    /// A script of `steps`.
    public init(steps: [Step]) {
        self.steps = steps
    }

    /// The first scenario of the `.drill` file at `path`, read with the words any scene has; a
    /// file with errors is its diagnostics, a file with no scenario one sentence.
    public static func load(path: String) -> Result<SceneScript, Failure> {
        let load = DrillLoader(rootFor: path, language: .anyScene).load(path: path)
        if load.hasErrors {
            return .failure(Failure(message: load.diagnostics.map(\.rendered).joined(separator: "\n")))
        }
        guard let scenario = load.scenarios.first else {
            return .failure(Failure(message: "\(path) has no scenario to play"))
        }
        return .success(SceneScript(scenario))
    }

    /// The steps of `scenario` the window plays.
    public init(_ scenario: Scenario) {
        steps = scenario.steps.compactMap { step -> Step? in
            switch step.kind {
            case .wait(let ms): return .wait(ms)
            case .plug: return .plug
            case .unplug: return .unplug
            case .tap(let title), .tapNow(let title), .select(let title): return .tap(title)
            case .tapBack: return .tapBack
            case .event(let name): return .event(name)
            default: return nil
            }
        }
    }
}
