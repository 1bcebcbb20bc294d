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

    /// The world's virtual time.
    public var now: Instant { world.now }
    /// When the world's next timer or animation is due, if any.
    public var nextDeadline: Instant? { world.nextDeadline }
    /// Moves the world's clock to `t`, running what falls due on the way (B5).
    public func advance(to t: Instant) async { world.advance(to: t) }
    /// What the strict host shows on the car.
    public var screen: CarScreen { world.state.host.screen }
    /// True while the host animates a change (H2).
    public var animating: Bool { world.state.host.animation != nil }
    /// True once the app has crashed (B6).
    public var appDead: Bool { world.appDead }
    /// The world's failure reports so far (D7).
    public var failures: [CrashReport] { world.record.failures }

    /// Marks where the cues, telemetry, batches and log of the next action begin.
    public func beginAction() {
        cuesFrom = world.record.cues.count
        telemetryFrom = world.record.telemetry.count
        batchesFrom = world.record.telemetryBatches.count
        logFrom = world.record.log.count
    }

    /// `expectation` over what happened since the last action.
    public func check(_ expectation: StepKind.Expectation) -> ExpectationCheck {
        ExpectationCheck(expectation, cuesFrom: cuesFrom, telemetryFrom: telemetryFrom, batchesFrom: batchesFrom, logFrom: logFrom)
    }

    /// True when `check` holds in the world now.
    public func holds(_ check: ExpectationCheck) -> Bool { check.holds(in: world) }

    /// What the world showed instead: the expectation's own words, or the car and the phone.
    public func found(_ check: ExpectationCheck) -> String { check.found(in: world) ?? shown }

    /// What the car and the phone show, in the drill's words.
    private var shown: String { "the car showed \(world.carDisplay.line); the phone showed \(world.phoneDisplay.line)" }

    /// Applies the step's stimulus to the world (a `tap back` or `select` as a tap of what the car
    /// shows); DL502 when its target is not on the car, DL503 when the app has crashed and no
    /// crash is expected, DL510 when it changes nothing anyone could see.
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

    /// The step's picture compared through `shotCheck` (B12): DL508 with why, nil on a match.
    public func expectShot(_ golden: String, _ step: Step, _ result: ScenarioResult) -> Diagnostic? {
        guard let why = shotCheck.map({ $0(golden, stepRecord(step, note: nil), result) }) ?? "no picture support in this run" else { return nil }
        return Diagnostic(code: .shotMismatch, location: step.location, length: step.lineText.count, message: why,
                          hint: "look at the expected, actual and diff images; rerun with --rebaseline if the new picture is right",
                          lineText: step.lineText)
    }

    /// The step with the time, the car's screen and line, and the phone beside it.
    public func stepRecord(_ step: Step, note: String?) -> ScenarioResult.StepRecord {
        ScenarioResult.StepRecord(step: step, at: world.now, screen: world.state.host.screen, carLine: world.carDisplay.line,
                                  phone: WorldPhone(display: world.phoneDisplay, statusLine: world.statusLine), note: note)
    }

    /// The failure with the car's and the phone's lines, the merged log's last `logTail` lines
    /// and the world's seed.
    public func failure(_ diagnostic: Diagnostic, logTail: Int) -> ScenarioResult.Failure {
        ScenarioResult.Failure(diagnostic: diagnostic, car: world.carDisplay.line, phone: world.phoneDisplay.line,
                               logTail: world.record.mergedLog.suffix(logTail).map(\.description), seed: world.config.seed)
    }

    /// The world's record: logs, cues, telemetry, failures, timeline.
    public func record() -> RunRecord { world.record.run }
}
