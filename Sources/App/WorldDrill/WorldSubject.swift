import Drill
import Host
import CarApp
import Rig

/// The built-in app's world as a drill's subject: the voice app, its phone, the fakes and the
/// strict host on the world's clock (`World`). Its actions are `Stimulus`es (`StepStimulus`);
/// a step that changes nothing anyone could see is DL510 (`NoEffect`); `expect shot` compares
/// the car's picture through `shotCheck`.
@MainActor
public final class WorldSubject: DrillSubject {
    /// The world the scenario runs in.
    public private(set) var world: World
    /// Compares `expect shot` pictures; without one, `expect shot` fails and says why.
    private let shotCheck: ShotCheck?
    private var cuesFrom = 0
    private var telemetryFrom = 0
    private var batchesFrom = 0
    private var logFrom = 0

    /// A fresh world as `setup` builds it.
    public init(_ setup: ScenarioSetup, shotCheck: ShotCheck?) {
        world = World(config: setup.config)
        self.shotCheck = shotCheck
    }

    public var now: Instant { world.now }
    public var nextDeadline: Instant? { world.nextDeadline }
    public func advance(to t: Instant) async { world.advance(to: t) }
    public var screen: CarScreen { world.state.host.screen }
    public var animating: Bool { world.state.host.animation != nil }
    public var appDead: Bool { world.appDead }
    public var failures: [CrashReport] { world.record.failures }

    public func beginAction() {
        cuesFrom = world.record.cues.count
        telemetryFrom = world.record.telemetry.count
        batchesFrom = world.record.telemetryBatches.count
        logFrom = world.record.log.count
    }

    public func check(_ expectation: StepKind.Expectation) -> ExpectationCheck {
        ExpectationCheck(expectation, cuesFrom: cuesFrom, telemetryFrom: telemetryFrom, batchesFrom: batchesFrom, logFrom: logFrom)
    }

    public func holds(_ check: ExpectationCheck) -> Bool { check.holds(in: world) }

    public func found(_ check: ExpectationCheck) -> String { check.found(in: world) ?? shown }

    /// What the car and the phone show, in the drill's words.
    private var shown: String { "the car showed \(world.carDisplay.line); the phone showed \(world.phoneDisplay.line)" }

    public func act(_ step: Step, waited: Millis, crashExpected: Bool) async -> Diagnostic? {
        if waited > 0 { world.record.append(.world, "\(step.lineText.trimmingCharacters(in: .whitespaces)): waited \(waited)ms", at: world.now) }
        let screen = world.state.host.screen
        switch step.kind {
        case .tapBack where TouchTarget.backTitle(on: screen) == nil:
            return notOnScreen(step, "the car shows no back button", waited: waited)
        case .select(let row) where !TouchTarget.selectable(row, on: screen):
            return notOnScreen(step, "no list row \"\(row)\" is on the car's screen", waited: waited)
        default: break
        }
        guard let stimulus = StepStimulus.stimulus(for: step.kind) ?? screenTap(step.kind, screen) else { return nil }
        do {
            let before = NoEffect(before: world)
            try world.apply(stimulus)
            guard before.changedNothing(world) else { return nil }
            return Diagnostic.noEffect(step, because: NoEffect.reason(step.kind, in: world), showed: shown)
        } catch {
            switch error {
            case .appDead:
                // After an expected crash the app is gone; further actions reach nothing.
                return crashExpected ? nil : Diagnostic(code: .unexpectedCrash, location: step.location,
                                                        message: "the app has crashed; nothing reaches it", lineText: step.lineText)
            case .notOnScreen(let title, _):
                return notOnScreen(step, "\"\(title)\" is not on the car's screen", waited: waited)
            }
        }
    }

    /// DL502, with what the car shows.
    private func notOnScreen(_ step: Step, _ message: String, waited: Millis) -> Diagnostic {
        TouchTarget.notOnScreen(step, message, shown: world.carDisplay.tappableTitles, screen: world.carDisplay.line, waited: waited)
    }

    /// `tap back` and `select "ROW"` as the tap of what the screen shows there.
    private func screenTap(_ kind: StepKind, _ screen: CarScreen) -> Stimulus? {
        switch kind {
        case .tapBack: return TouchTarget.backTitle(on: screen).map { .tap($0) }
        case .select(let row): return .tap(row)
        default: return nil
        }
    }

    public func expectShot(_ golden: String, _ step: Step, _ result: ScenarioResult) -> Diagnostic? {
        guard let why = shotCheck.map({ $0(golden, stepRecord(step, note: nil), result) }) ?? "no picture support in this run" else { return nil }
        return Diagnostic(code: .shotMismatch, location: step.location, length: step.lineText.count, message: why,
                          hint: "look at the expected, actual and diff images; rerun with --rebaseline if the new picture is right",
                          lineText: step.lineText)
    }

    public func stepRecord(_ step: Step, note: String?) -> ScenarioResult.StepRecord {
        ScenarioResult.StepRecord(step: step, at: world.now, screen: world.state.host.screen, carLine: world.carDisplay.line,
                                  phone: WorldPhone(display: world.phoneDisplay, statusLine: world.statusLine), note: note)
    }

    public func failure(_ diagnostic: Diagnostic, logTail: Int) -> ScenarioResult.Failure {
        ScenarioResult.Failure(diagnostic: diagnostic, car: world.carDisplay.line, phone: world.phoneDisplay.line,
                               logTail: world.record.mergedLog.suffix(logTail).map(\.description), seed: world.config.seed)
    }

    public func record() -> RunRecord { world.record.run }
}
