import Host
import CarApp
import Rig

/// Compares the car's picture with a golden image; returns nil when it matches, or why not.
/// The front end provides it (pictures need SDL, which the drill library does not link).
public typealias ShotCheck = @Sendable (_ golden: String, _ car: CarDisplay, _ phone: PhoneDisplay, _ scenario: ScenarioResult) -> String?

/// Runs scenarios against a fresh world each: the steps in order, the expectations with the
/// settle window (DESIGN.md), and the invariants after every step (D7).
///
/// ```swift
/// let result = ScenarioRunner().run(scenario)
/// result.passed   // false: result.failure?.rendered says where, what, what the car showed
/// ```
public struct ScenarioRunner: Sendable {
    /// `--seed N`: overrides every scenario's seed.
    public var seed: UInt64?
    /// Compares `expect shot` pictures; without one, `expect shot` passes only if recorded.
    public var shotCheck: ShotCheck?
    /// How many log lines a failure shows.
    public var logTailLines = 12

    public init(seed: UInt64? = nil, shotCheck: ShotCheck? = nil) {
        self.seed = seed
        self.shotCheck = shotCheck
    }

    /// Runs one scenario (whose setup has no errors: see `ScenarioSetup.diagnostics`).
    public func run(_ scenario: Scenario) -> ScenarioResult {
        let setup = ScenarioSetup(scenario, seed: seed)
        var world = World(config: setup.config)
        var result = ScenarioResult(scenario: scenario, record: world.record)
        result.displaySize = setup.displaySize
        result.lightAppearance = setup.lightAppearance
        result.seed = setup.config.seed
        var settleMs = setup.settleMs
        var cuesFrom = 0
        var telemetryFrom = 0
        var batchesFrom = 0
        var logFrom = 0
        var failuresSeen = 0
        // D7: a crash is a failure unless the scenario expects it.
        let expectedRules = Set(scenario.steps.compactMap { step -> String? in
            if case .expect(.crash(let rule), _) = step.kind { return rule }
            return nil
        })

        for step in scenario.steps {
            var note: String?
            var failure: Diagnostic?
            let isExpectation: Bool
            switch step.kind {
            case .expect, .waitUntil, .rules, .include: isExpectation = true
            default: isExpectation = false
            }
            if !isExpectation {
                cuesFrom = world.record.cues.count
                telemetryFrom = world.record.telemetry.count
                batchesFrom = world.record.telemetryBatches.count
                logFrom = world.record.log.count
            }
            switch step.kind {
            case .rules, .include:
                break
            case .given(let given):
                if case .settle(let d) = given { settleMs = d }
            case .wait(let d):
                world.advance(by: d)
            case .waitUntil(let expectation, let within):
                let check = ExpectationCheck(expectation, cuesFrom: cuesFrom, telemetryFrom: telemetryFrom, batchesFrom: batchesFrom, logFrom: logFrom)
                if let waited = settle(&world, check, within: within) {
                    note = "held after \(waited)ms"
                } else {
                    failure = expectationFailed(.waitTimedOut, step, check, world, waited: within, window: "its `within`")
                }
            case .expect(let expectation, let now):
                let check = ExpectationCheck(expectation, cuesFrom: cuesFrom, telemetryFrom: telemetryFrom, batchesFrom: batchesFrom, logFrom: logFrom)
                if case .shot(let golden) = expectation {
                    result.record = world.record
                    if let why = shotCheck.map({ $0(golden, world.carDisplay, world.phoneDisplay, result) }) ?? "no picture support in this run" {
                        failure = Diagnostic(code: .shotMismatch, location: step.location, length: step.lineText.count,
                                             message: why, hint: "look at the expected, actual and diff images; rerun with --rebaseline if the new picture is right",
                                             lineText: step.lineText)
                    }
                } else if !check.settles || now {
                    if !check.holds(in: world) { failure = expectationFailed(.expectationFailed, step, check, world, waited: 0) }
                } else if let waited = settle(&world, check, within: settleMs) {
                    if waited > 0 { note = "settled after \(waited)ms" }
                } else {
                    failure = expectationFailed(.expectationFailed, step, check, world, waited: settleMs)
                }
            default:
                var waited: Millis = 0
                if TouchTarget.waits(step.kind) {
                    waited = waitForTarget(step.kind, &world, within: settleMs)
                    if waited > 0 {
                        note = "waited \(waited)ms for it"
                        world.record.append(.world, "\(step.lineText.trimmingCharacters(in: .whitespaces)): waited \(waited)ms", at: world.now)
                    }
                }
                failure = act(step, on: &world, crashExpected: !expectedRules.isEmpty, waited: waited)
            }
            // D7: the invariants after every step; a new failure report nobody expects fails the run.
            if failure == nil, world.record.failures.count > failuresSeen {
                let fresh = world.record.failures[failuresSeen...]
                failuresSeen = world.record.failures.count
                if let report = fresh.first(where: { !expectedRules.contains($0.rule) }) {
                    failure = Diagnostic(code: .unexpectedCrash, location: step.location, length: max(1, step.lineText.trimmingCharacters(in: .whitespaces).count),
                                         message: "the app \(report.kind == .crash ? "crashed" : "broke an invariant") [\(report.rule)]: \(report.message)",
                                         hint: "the call was \(report.call); host: \(report.hostState). If this crash is what the scenario shows, add `expect crash \(report.rule)`",
                                         lineText: step.lineText)
                }
            }
            result.steps.append(ScenarioResult.StepRecord(step: step, at: world.now, car: world.carDisplay, phone: world.phoneDisplay, note: note))
            if let failure {
                result.failure = ScenarioResult.Failure(diagnostic: failure, car: world.carDisplay.line, phone: world.phoneDisplay.line,
                                                        logTail: world.record.mergedLog.suffix(logTailLines).map(\.description),
                                                        seed: setup.config.seed)
                break
            }
        }
        result.simulatedMs = world.now.ms
        result.record = world.record
        return result
    }

    /// Advances timer by timer until `check` holds, at most `within` ms; the time it took, or nil.
    private func settle(_ world: inout World, _ check: ExpectationCheck, within: Millis) -> Millis? {
        let start = world.now
        while true {
            if check.holds(in: world) { return world.now - start }
            guard let next = world.nextDeadline, next <= start + within else {
                world.advance(to: start + within)
                return check.holds(in: world) ? within : nil
            }
            world.advance(to: next)
        }
    }

    /// Advances timer by timer, at most `within` ms, until the touch's target is on the car and
    /// the car is still (`TouchTarget`); the time it waited.
    private func waitForTarget(_ kind: StepKind, _ world: inout World, within: Millis) -> Millis {
        let start = world.now
        while !world.appDead, !TouchTarget.isReady(kind, on: world.state.host.screen, animating: world.state.host.animation != nil) {
            guard let next = world.nextDeadline, next <= start + within else {
                world.advance(to: start + within)
                break
            }
            world.advance(to: next)
        }
        return world.now - start
    }

    /// Carries out an action step; a located error if it cannot be done.
    private func act(_ step: Step, on world: inout World, crashExpected: Bool, waited: Millis = 0) -> Diagnostic? {
        let screen = world.state.host.screen
        switch step.kind {
        case .tapBack where TouchTarget.backTitle(on: screen) == nil:
            return notOnScreen(step, "the car shows no back button", visible: world.carDisplay.tappableTitles, world, waited: waited)
        case .select(let row) where !TouchTarget.selectable(row, on: screen):
            return notOnScreen(step, "no list row \"\(row)\" is on the car's screen", visible: world.carDisplay.tappableTitles, world, waited: waited)
        default: break
        }
        guard let stimulus = StepStimulus.stimulus(for: step.kind) ?? screenTap(step.kind, screen) else { return nil }
        do {
            let before = NoEffect(before: world)
            try world.apply(stimulus)
            guard before.changedNothing(world) else { return nil }
            return NoEffect.diagnostic(step, because: NoEffect.reason(step.kind, in: world),
                                       showed: "the car showed \(world.carDisplay.line); the phone showed \(world.phoneDisplay.line)")
        } catch {
            switch error {
            case .appDead:
                // After an expected crash the app is gone; further actions reach nothing.
                return crashExpected ? nil : Diagnostic(code: .unexpectedCrash, location: step.location,
                                                        message: "the app has crashed; nothing reaches it", lineText: step.lineText)
            case .notOnScreen(let title, let visible):
                return notOnScreen(step, "\"\(title)\" is not on the car's screen", visible: visible, world, waited: waited)
            }
        }
    }

    /// DL502: what a step wanted to touch is not on the car, and what the car shows.
    private func notOnScreen(_ step: Step, _ message: String, visible: [String], _ world: World, waited: Millis) -> Diagnostic {
        let span = step.stringSpans.first
        let shown = visible.isEmpty ? "nothing to tap" : visible.map { "\"\($0)\"" }.joined(separator: ", ")
        return Diagnostic(code: .notOnScreen,
                          location: SourceLocation(file: step.location.file, line: step.location.line, column: span?.column ?? step.location.column),
                          length: span?.length ?? 3, message: message + (waited > 0 ? " (after waiting \(waited)ms, the settle window)" : ""),
                          hint: "the car shows \(shown) (\(world.carDisplay.line))", lineText: step.lineText)
    }

    /// `tap back` and `select "ROW"` as the tap of what the screen shows there.
    private func screenTap(_ kind: StepKind, _ screen: CarScreen) -> Stimulus? {
        switch kind {
        case .tapBack: return TouchTarget.backTitle(on: screen).map { .tap($0) }
        case .select(let row): return .tap(row)
        default: return nil
        }
    }

    private func expectationFailed(_ code: DiagnosticCode, _ step: Step, _ check: ExpectationCheck, _ world: World, waited: Millis,
                                   window: String = "the settle window") -> Diagnostic {
        var hint = "the car showed \(world.carDisplay.line); the phone showed \(world.phoneDisplay.line)"
        if let found = check.found(in: world) { hint = found }
        if waited > 0 { hint += " (after waiting \(waited)ms, \(window))" }
        return Diagnostic(code: code, location: step.location, length: max(1, step.lineText.trimmingCharacters(in: .whitespaces).count),
                          message: "expected \(check.expected)", hint: hint, lineText: step.lineText)
    }
}
