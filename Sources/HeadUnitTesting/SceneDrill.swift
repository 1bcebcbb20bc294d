import Drill
import Host
import Rig

/// Runs `.drill` files over your own scene (B7): each scenario on a fresh `HeadUnit` with a
/// fresh scene from `scene`, with the words any scene can use (`SceneWords`: plug, unplug, tap,
/// tap back, select, wait, the template expectations, crashes, the host log) and the same
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
    /// How many log lines a failure shows.
    public var logTailLines = 12

    public init(category: CarPlayCategory = .voiceConversation, profile: HostProfile = .strict,
                scene: @escaping @MainActor () -> any CPTemplateApplicationSceneDelegate) {
        self.category = category
        self.profile = profile
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
        var (suite, picked) = DrillSuite.load(options) { SceneWords.diagnostics($0) + $0.steps.compactMap(ScenarioSetup.profileProblem) }
        for scenario in picked { suite.results.append(await run(scenario)) }
        return suite
    }

    /// Runs one scenario (its words already checked) on a fresh car.
    public func run(_ scenario: Scenario) async -> ScenarioResult {
        var run = SceneDrillRun(scenario, drill: self)
        await run.go()
        return run.result
    }
}

/// One scenario of a `SceneDrill` as it runs: the car, the record the reports read, the step.
@MainActor
struct SceneDrillRun {
    let scenario: Scenario
    let drill: SceneDrill
    let car: HeadUnit
    var result: ScenarioResult
    private var record = WorldRecord()
    private var settleMs: Millis = 1_000
    private var logFrom = 0
    private var failuresSeen = 0
    private var linesCopied = 0
    /// D7: a crash is a failure unless the scenario expects it.
    private let expectedRules: Set<String>

    init(_ scenario: Scenario, drill: SceneDrill) {
        self.scenario = scenario
        self.drill = drill
        var config = HostConfig()
        config.category = drill.category
        config.profile = drill.profile
        for step in scenario.steps {
            if case .given(.profile(let name)) = step.kind, let named = HostProfile.named[name] { config.profile = named }
        }
        car = HeadUnit(config: config)
        result = ScenarioResult(scenario: scenario, record: WorldRecord())
        expectedRules = Set(scenario.steps.compactMap { step -> String? in
            if case .expect(.crash(let rule), _) = step.kind { return rule }
            return nil
        })
        for step in scenario.steps {
            switch step.kind {
            case .given(.display(let width, let height)): result.displaySize = (width, height)
            case .given(.appearance(let appearance)): result.lightAppearance = appearance == .light
            default: break
            }
        }
    }

    private var now: Instant { car.session.now }

    /// What the reports and the expectations read: the screen, the crashes, the log so far.
    private mutating func view() -> ExpectationCheck.SceneView {
        copyLog()
        return ExpectationCheck.SceneView(screen: car.screen, failures: car.crashes, log: record.log)
    }

    /// Copies the host log lines written since the last copy into the record.
    private mutating func copyLog() {
        let lines = car.session.log
        while linesCopied < lines.count {
            record.append(.host, lines[linesCopied].text, at: lines[linesCopied].at)
            linesCopied += 1
        }
    }

    mutating func go() async {
        for step in scenario.steps {
            var note: String?
            var failure: Diagnostic?
            switch step.kind {
            case .expect, .waitUntil, .rules, .include: break
            default: logFrom = view().log.count
            }
            switch step.kind {
            case .rules, .include, .given(.profile), .given(.display), .given(.appearance):
                break
            case .given(.settle(let d)):
                settleMs = d
            case .plug where car.screen.connected:
                failure = NoEffect.diagnostic(step, because: "the car is already plugged in", showed: "the car showed \(view().screen)")
            case .unplug where !car.screen.connected:
                failure = NoEffect.diagnostic(step, because: "the car is not plugged in", showed: "the car showed \(view().screen)")
            case .plug:
                record.append(.world, "step: plug", at: now)
                car.plug(drill.scene())
                await car.advance(by: .zero)
            case .unplug:
                record.append(.world, "step: unplug", at: now)
                car.unplug()
                await car.advance(by: .zero)
            case .tap(let title):
                (note, failure) = await touch(step, "\"\(title)\"") { _ in title }
            case .tapNow(let title):
                record.append(.world, "step: \(step.lineText.trimmingCharacters(in: .whitespaces))", at: now)
                do {
                    try car.tap(title)
                    await car.advance(by: .zero)
                } catch {
                    failure = notOnScreen(step, "\(error)")
                }
            case .tapBack:
                (note, failure) = await touch(step, "back") { TouchTarget.backTitle(on: $0) }
            case .select(let row):
                (note, failure) = await touch(step, "row \"\(row)\"") { TouchTarget.selectable(row, on: $0) ? row : nil }
            case .wait(let d):
                await car.advance(by: .milliseconds(d))
            case .waitUntil(let expectation, let within):
                let check = ExpectationCheck(expectation, cuesFrom: 0, telemetryFrom: 0, logFrom: logFrom)
                if let waited = await settle(check, within: within) {
                    note = "held after \(waited)ms"
                } else {
                    failure = expectationFailed(.waitTimedOut, step, check, waited: within, window: "its `within`")
                }
            case .expect(let expectation, let checkNow):
                let check = ExpectationCheck(expectation, cuesFrom: 0, telemetryFrom: 0, logFrom: logFrom)
                if !check.settles || checkNow {
                    if check.holds(in: view()) != true { failure = expectationFailed(.expectationFailed, step, check, waited: 0) }
                } else if let waited = await settle(check, within: settleMs) {
                    if waited > 0 { note = "settled after \(waited)ms" }
                } else {
                    failure = expectationFailed(.expectationFailed, step, check, waited: settleMs)
                }
            default:
                // SceneWords refused every other word before the run (DL509).
                failure = Diagnostic(code: .builtInOnly, location: step.location, message: "this step needs the built-in app", lineText: step.lineText)
            }
            // D7: a crash nobody expects fails the scenario.
            if failure == nil, car.crashes.count > failuresSeen {
                let fresh = car.crashes[failuresSeen...]
                failuresSeen = car.crashes.count
                if let report = fresh.first(where: { !expectedRules.contains($0.rule) }) {
                    failure = Diagnostic(code: .unexpectedCrash, location: step.location, length: max(1, step.lineText.trimmingCharacters(in: .whitespaces).count),
                                         message: "the app crashed [\(report.rule)]: \(report.message)",
                                         hint: "the call was \(report.call); host: \(report.hostState). If this crash is what the scenario shows, add `expect crash \(report.rule)`",
                                         lineText: step.lineText)
                }
            }
            let screen = view().screen
            noteScreen(screen)
            result.steps.append(ScenarioResult.StepRecord(step: step, at: now, car: CarDisplay(screen: screen, now: now),
                                                          phone: PhoneDisplay(screen: .background), note: note, screen: screen))
            if let failure {
                result.failure = ScenarioResult.Failure(diagnostic: failure, car: screen.description, phone: "none (your own scene)",
                                                        logTail: record.mergedLog.suffix(drill.logTailLines).map(\.description), seed: 0)
                break
            }
        }
        copyLog()
        record.failures = car.crashes
        result.simulatedMs = now.ms
        result.record = record
    }

    /// Records what the car shows when it changed (for the trace).
    private mutating func noteScreen(_ screen: CarScreen) {
        let line = screen.description
        if record.timeline.last(where: { $0.kind == .car })?.name != line {
            record.appendTimeline(TimelineEvent(kind: .car, name: line, start: now, end: nil))
        }
    }

    /// A tap of what `target` finds on the screen, waiting up to the settle window for it; a
    /// located DL502 with what the car shows when it never comes.
    private mutating func touch(_ step: Step, _ what: String, _ target: (CarScreen) -> String?) async -> (String?, Diagnostic?) {
        let start = now
        while true {
            let screen = view().screen
            if let title = target(screen), TouchTarget.isReady(step.kind, on: screen, animating: car.session.host.animation != nil) {
                record.append(.world, "step: \(step.lineText.trimmingCharacters(in: .whitespaces))", at: now)
                do {
                    try car.tap(title)
                    await car.advance(by: .zero)   // the handler's main-actor work runs before the next step
                } catch {
                    return (nil, notOnScreen(step, "\(error)"))
                }
                let waited = now - start
                return (waited > 0 ? "waited \(waited)ms for it" : nil, nil)
            }
            guard now < start + settleMs else {
                return (nil, notOnScreen(step, "\(what) is not on the car's screen (after waiting \(settleMs)ms, the settle window)"))
            }
            await advanceToNextDeadline(notAfter: start + settleMs)
        }
    }

    /// Moves the clock to the host's next deadline, or to `limit` if that comes first.
    private func advanceToNextDeadline(notAfter limit: Instant) async {
        let next = min(car.session.nextDeadline ?? limit, limit)
        await car.advance(by: .milliseconds(max(0, next - now)))
    }

    private mutating func notOnScreen(_ step: Step, _ message: String) -> Diagnostic {
        let span = step.stringSpans.first
        let shown = car.session.shownTitles
        return Diagnostic(code: .notOnScreen,
                          location: SourceLocation(file: step.location.file, line: step.location.line, column: span?.column ?? step.location.column),
                          length: span?.length ?? 3, message: message,
                          hint: "the car shows " + (shown.isEmpty ? "nothing to tap" : shown.map { "\"\($0)\"" }.joined(separator: ", ")) + " (\(view().screen))",
                          lineText: step.lineText)
    }

    /// Advances host deadline by host deadline until `check` holds, at most `within` ms; the
    /// time it took, or nil.
    private mutating func settle(_ check: ExpectationCheck, within: Millis) async -> Millis? {
        let start = now
        while true {
            if check.holds(in: view()) == true { return now - start }
            guard now < start + within else { return nil }
            await advanceToNextDeadline(notAfter: start + within)
        }
    }

    private mutating func expectationFailed(_ code: DiagnosticCode, _ step: Step, _ check: ExpectationCheck, waited: Millis,
                                            window: String = "the settle window") -> Diagnostic {
        let v = view()
        var hint = check.found(in: v) ?? "the car showed \(v.screen)"
        if waited > 0 { hint += " (after waiting \(waited)ms, \(window))" }
        return Diagnostic(code: code, location: step.location, length: max(1, step.lineText.trimmingCharacters(in: .whitespaces).count),
                          message: "expected \(check.expected)", hint: hint, lineText: step.lineText)
    }
}
