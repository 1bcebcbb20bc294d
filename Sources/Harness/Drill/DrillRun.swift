import Host

/// One scenario as it runs over a subject (the built-in app's world or a team's own scene): the
/// steps in order, expectations settled host deadline by host deadline (DESIGN.md, "Settling"),
/// touch steps waiting for their target (`TouchTarget`), and D7 after every step — a crash the
/// scenario does not expect fails it. The one runner of both (`ScenarioRunner`, `SceneDrill`).
///
/// ```swift
/// var run = DrillRun(scenario, subject: WorldSubject(setup, shotCheck: nil))
/// let result = await run.go()
/// ```
@MainActor
public struct DrillRun<Subject: DrillSubject> {
    /// The scenario being run.
    public let scenario: Scenario
    /// What it runs over.
    public let subject: Subject
    /// How it went so far.
    public private(set) var result: ScenarioResult
    /// The settle window (`given settle D`).
    private var settleMs: Millis
    /// How many log lines a failure shows.
    private let logTailLines: Int
    private var failuresSeen = 0
    /// D7: a crash is a failure unless the scenario expects it.
    private let expectedRules: Set<String>

    /// A run of `scenario` over `subject`, whose reports start from `result` (its display size,
    /// appearance and seed already set).
    public init(_ scenario: Scenario, subject: Subject, result: ScenarioResult, settleMs: Millis = 1_000, logTailLines: Int = 12) {
        self.scenario = scenario
        self.subject = subject
        self.result = result
        self.settleMs = settleMs
        self.logTailLines = logTailLines
        expectedRules = Set(scenario.steps.compactMap { step -> String? in
            if case .expect(.crash(let rule), _) = step.kind { return rule }
            return nil
        })
    }

    /// Runs every step until the first failure; how it went.
    public mutating func go() async -> ScenarioResult {
        for step in scenario.steps {
            let (note, failure) = await run(step)
            var record = subject.stepRecord(step, note: note)
            record.crash = subject.failures.first { $0.kind == .crash }
            result.steps.append(record)
            if let failure = failure ?? unexpectedCrash(at: step) {
                result.failure = subject.failure(failure, logTail: logTailLines)
                break
            }
        }
        result.simulatedMs = subject.now.ms
        result.record = subject.record()
        return result
    }

    /// One step: a note for the report, or why it failed.
    private mutating func run(_ step: Step) async -> (note: String?, failure: Diagnostic?) {
        switch step.kind {
        case .expect, .waitUntil, .rules, .include: break
        default: subject.beginAction()
        }
        switch step.kind {
        case .rules, .include:
            return (nil, nil)
        case .given(let given):
            if case .settle(let d) = given { settleMs = d }
            return (nil, nil)
        case .wait(let d):
            await subject.advance(to: subject.now + d)
            return (nil, nil)
        case .waitUntil(let expectation, let within):
            let check = subject.check(expectation)
            if let waited = await settle(check, within: within) { return ("held after \(waited)ms", nil) }
            return (nil, expectationFailed(.waitTimedOut, step, check, waited: within, window: "its `within`"))
        case .expect(.shot(let golden), _):
            result.record = subject.record()
            return (nil, subject.expectShot(golden, step, result))
        case .expect(let expectation, let checkNow):
            let check = subject.check(expectation)
            if !check.settles || checkNow {
                return (nil, subject.holds(check) ? nil : expectationFailed(.expectationFailed, step, check, waited: 0))
            }
            guard let waited = await settle(check, within: settleMs) else {
                return (nil, expectationFailed(.expectationFailed, step, check, waited: settleMs))
            }
            return (waited > 0 ? "settled after \(waited)ms" : nil, nil)
        default:
            let waited = TouchTarget.waits(step.kind) ? await waitForTarget(step.kind) : 0
            let failure = await subject.act(step, waited: waited, crashExpected: !expectedRules.isEmpty)
            return (waited > 0 ? "waited \(waited)ms for it" : nil, failure)
        }
    }

    /// Advances host deadline by host deadline until `check` holds, at most `within` ms; the
    /// time it took, or nil.
    private mutating func settle(_ check: ExpectationCheck, within: Millis) async -> Millis? {
        let start = subject.now
        while true {
            if subject.holds(check) { return subject.now - start }
            guard subject.now < start + within else { return nil }
            await advanceToNextDeadline(notAfter: start + within)
        }
    }

    /// Advances host deadline by host deadline, at most the settle window, until the touch's
    /// target is on the car and the car is still (`TouchTarget`); the time it waited.
    private mutating func waitForTarget(_ kind: StepKind) async -> Millis {
        let start = subject.now
        while !subject.appDead, !TouchTarget.isReady(kind, on: subject.screen, animating: subject.animating), subject.now < start + settleMs {
            await advanceToNextDeadline(notAfter: start + settleMs)
        }
        return subject.now - start
    }

    /// Moves the clock to the next deadline, or to `limit` if that comes first.
    private func advanceToNextDeadline(notAfter limit: Instant) async {
        await subject.advance(to: min(subject.nextDeadline ?? limit, limit))
    }

    /// D7: the first failure report since the last step that the scenario does not expect.
    private mutating func unexpectedCrash(at step: Step) -> Diagnostic? {
        let failures = subject.failures
        guard failures.count > failuresSeen else { return nil }
        let fresh = failures[failuresSeen...]
        failuresSeen = failures.count
        guard let report = fresh.first(where: { !expectedRules.contains($0.rule) }) else { return nil }
        return Diagnostic(code: .unexpectedCrash, location: step.location, length: max(1, step.lineText.trimmingCharacters(in: .whitespaces).count),
                          message: "the app \(report.kind == .crash ? "crashed" : "broke an invariant") [\(report.rule)]: \(report.message)",
                          hint: "the call was \(report.call); host: \(report.hostState). If this crash is what the scenario shows, add `expect crash \(report.rule)`",
                          lineText: step.lineText)
    }

    private mutating func expectationFailed(_ code: DiagnosticCode, _ step: Step, _ check: ExpectationCheck, waited: Millis,
                                            window: String = "the settle window") -> Diagnostic {
        var hint = subject.found(check)
        if waited > 0 { hint += " (after waiting \(waited)ms, \(window))" }
        return Diagnostic(code: code, location: step.location, length: max(1, step.lineText.trimmingCharacters(in: .whitespaces).count),
                          message: "expected \(check.expected)", hint: hint, lineText: step.lineText)
    }
}
