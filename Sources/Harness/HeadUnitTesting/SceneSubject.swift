import Drill
import Host

/// A team's own scene as a drill's subject (B7): a `HeadUnit` on which each `plug` plugs in a
/// fresh scene, with the words any scene can use (`SceneWords`: plug, unplug, the touches);
/// the host log is the record the reports and the expectations read.
@MainActor
final class SceneSubject: DrillSubject {
    /// The car the scenario runs on.
    let car: HeadUnit
    /// Makes the scene delegate a `plug` plugs in.
    let makeScene: @MainActor () -> any CPTemplateApplicationSceneDelegate
    /// The app events an `event "NAME"` step names (B7).
    let events: [String: @MainActor () -> Void]
    /// What the reports read: the host log as it is written, the crashes, the car's timeline.
    private var log = RunRecord()
    private var linesCopied = 0
    private var logFrom = 0

    init(config: HostConfig, events: [String: @MainActor () -> Void] = [:], scene: @escaping @MainActor () -> any CPTemplateApplicationSceneDelegate) {
        car = HeadUnit(config: config)
        makeScene = scene
        self.events = events
    }

    var now: Instant { car.session.now }
    var nextDeadline: Instant? { car.session.nextDeadline }
    func advance(to t: Instant) async { await car.advance(by: .milliseconds(max(0, t - now))) }
    var screen: CarScreen { car.screen }
    var animating: Bool { car.session.host.animation != nil }
    var appDead: Bool { car.session.appDead }
    var failures: [CrashReport] { car.crashes }

    func beginAction() { logFrom = view().log.count }

    func check(_ expectation: StepKind.Expectation) -> ExpectationCheck {
        ExpectationCheck(expectation, cuesFrom: 0, telemetryFrom: 0, logFrom: logFrom)
    }

    func holds(_ check: ExpectationCheck) -> Bool { check.holds(in: view()) == true }

    func found(_ check: ExpectationCheck) -> String {
        let v = view()
        return check.found(in: v) ?? "the car showed \(v.screen)"
    }

    /// What the expectations read: the screen, the crashes, the log so far.
    private func view() -> ExpectationCheck.SceneView {
        copyLog()
        return ExpectationCheck.SceneView(screen: car.screen, failures: car.crashes, log: log.log)
    }

    /// Copies the host log lines written since the last copy into the record.
    private func copyLog() {
        let lines = car.session.log
        while linesCopied < lines.count {
            log.append(.host, lines[linesCopied].text, at: lines[linesCopied].at)
            linesCopied += 1
        }
    }

    func act(_ step: Step, waited: Millis, crashExpected: Bool) async -> Diagnostic? {
        switch step.kind {
        case .plug where car.screen.connected:
            return Diagnostic.noEffect(step, because: "the car is already plugged in", showed: "the car showed \(car.screen)")
        case .unplug where !car.screen.connected:
            return Diagnostic.noEffect(step, because: "the car is not plugged in", showed: "the car showed \(car.screen)")
        case .plug:
            log.append(.world, "step: plug", at: now)
            car.plug(makeScene())
        case .unplug:
            log.append(.world, "step: unplug", at: now)
            car.unplug()
        case .event(let name):
            // SceneDrill checked the name before the run (DL511); a scenario run on its own is checked here.
            guard let happen = events[name] else {
                return Diagnostic.unknownEvent(step, registered: Array(events.keys))
            }
            log.append(.world, "step: event \"\(name)\"", at: now)
            happen()
        case .tap(let title):
            return await touch(step, TouchTarget.isShown(step.kind, on: car.screen) ? title : nil, "\"\(title)\"", waited: waited)
        case .tapNow(let title):
            return await touch(step, title, "\"\(title)\"", waited: waited)
        case .tapBack:
            return await touch(step, TouchTarget.backTitle(on: car.screen), "back", waited: waited)
        case .select(let row):
            return await touch(step, TouchTarget.selectable(row, on: car.screen) ? row : nil, "row \"\(row)\"", waited: waited)
        default:
            // SceneWords refused every other word before the run (DL509).
            return Diagnostic(code: .builtInOnly, location: step.location, message: "this step needs the built-in app", lineText: step.lineText)
        }
        await car.advance(by: .zero)
        return nil
    }

    /// A touch of `title` (what the step named, found on the screen); DL502 when the car does not
    /// show it or cannot be touched yet.
    private func touch(_ step: Step, _ title: String?, _ what: String, waited: Millis) async -> Diagnostic? {
        guard let title else { return notOnScreen(step, "\(what) is not on the car's screen", waited: waited) }
        log.append(.world, "step: \(step.lineText.trimmingCharacters(in: .whitespaces))", at: now)
        do {
            try car.tap(title)
        } catch {
            return notOnScreen(step, "\(error)", waited: waited)
        }
        await car.advance(by: .zero)   // the handler's main-actor work runs before the next step
        return nil
    }

    /// DL502, with what the car shows.
    private func notOnScreen(_ step: Step, _ message: String, waited: Millis) -> Diagnostic {
        TouchTarget.notOnScreen(step, message, shown: car.session.shownTitles, screen: "\(view().screen)", waited: waited)
    }

    func expectShot(_ golden: String, _ step: Step, _ result: ScenarioResult) -> Diagnostic? {
        // SceneWords refuses `expect shot` before the run (DL509): a scene's pictures are DrillPictures'.
        Diagnostic(code: .builtInOnly, location: step.location, message: "this step needs the built-in app", lineText: step.lineText)
    }

    func stepRecord(_ step: Step, note: String?) -> ScenarioResult.StepRecord {
        let screen = view().screen
        let line = screen.description
        log.noteScreen(.car, line, at: now)
        return ScenarioResult.StepRecord(step: step, at: now, screen: screen, carLine: line, note: note)
    }

    func failure(_ diagnostic: Diagnostic, logTail: Int) -> ScenarioResult.Failure {
        ScenarioResult.Failure(diagnostic: diagnostic, car: view().screen.description, phone: nil,
                               logTail: log.mergedLog.suffix(logTail).map(\.description), seed: nil)
    }

    func record() -> RunRecord {
        copyLog()
        log.failures = car.crashes
        return log
    }
}
