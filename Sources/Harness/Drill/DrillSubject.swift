import Host

/// What a drill runs over: a car and what is plugged into it, on one virtual clock — the
/// built-in app's world (`WorldSubject`) or a team's own scene (HeadUnitTesting's
/// `SceneSubject`). `DrillRun` drives either one the same way, step by step: the clock, the
/// settle window, the waits of touch steps, the expectations and D7's unexpected crashes are
/// its; the actions and what the car shows are the subject's.
@MainActor
public protocol DrillSubject: AnyObject {
    /// The virtual time.
    var now: Instant { get }
    /// When something is next due (an animation's end, a timer), if anything is.
    var nextDeadline: Instant? { get }
    /// Moves the clock to `t` (not before `now`), ending what falls due on the way, in order;
    /// what that wakes runs before this returns (B5).
    func advance(to t: Instant) async
    /// What the car shows.
    var screen: CarScreen { get }
    /// True while a change animates: a touch step waits for the car to be still.
    var animating: Bool { get }
    /// True once the app has crashed: nothing reaches it any more (B6).
    var appDead: Bool { get }
    /// The failure reports so far, in order (D7).
    var failures: [CrashReport] { get }

    /// An action step begins: expectations count what happened since here.
    func beginAction()
    /// `expectation`, to be checked against what happened since the last action.
    func check(_ expectation: StepKind.Expectation) -> ExpectationCheck
    /// True when `check` holds now.
    func holds(_ check: ExpectationCheck) -> Bool
    /// What was there instead, for a `check` that failed, in the drill's own words.
    func found(_ check: ExpectationCheck) -> String

    /// Carries out an action step, after `waited` ms of waiting for its target (a touch step
    /// waits for it up to the settle window); nil when done, a located error when it cannot be.
    /// `crashExpected`: the scenario expects a crash, so an action after it reaches nothing quietly.
    func act(_ step: Step, waited: Millis, crashExpected: Bool) async -> Diagnostic?
    /// `expect shot GOLDEN` for the picture of `result` so far; nil when it matches.
    func expectShot(_ golden: String, _ step: Step, _ result: ScenarioResult) -> Diagnostic?

    /// What the report keeps of `step`, just run.
    func stepRecord(_ step: Step, note: String?) -> ScenarioResult.StepRecord
    /// The run's failure: `diagnostic`, with what was shown and the log's last `logTail` lines.
    func failure(_ diagnostic: Diagnostic, logTail: Int) -> ScenarioResult.Failure
    /// What the reports read: the logs, the cues, telemetry, the failures, the timeline.
    func record() -> RunRecord
}
