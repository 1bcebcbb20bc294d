import Host

/// Compares the picture of a step (`expect shot GOLDEN`: what the car, and the phone where there
/// is one, show) with a golden image; nil when it matches, or why not. The front end provides
/// it (pictures need SDL, which the drill library does not link).
public typealias ShotCheck = @Sendable (_ golden: String, _ step: ScenarioResult.StepRecord, _ scenario: ScenarioResult) -> String?

/// How one scenario went: every step it ran, the failure if any, and the world's record
/// (logs, cues, telemetry) for the reports.
public struct ScenarioResult: Sendable {
    /// One step as it ran.
    public struct StepRecord: Sendable {
        /// The step, as the file wrote it.
        public var step: Step
        /// The virtual time after the step.
        public var at: Instant
        /// What the car showed after it, whatever the scene (its pictures draw this).
        public var screen: CarScreen
        /// The car in one line, in the subject's words (`home[Talk|Settings]` for the built-in
        /// app, the stack and what is presented for a scene): what the reports compare.
        public var carLine: String
        /// The phone beside the car, where the scene has one (the built-in app's: `WorldPhone`);
        /// nil for a team's own scene, which has none.
        public var phone: (any PhoneBesideTheCar)?
        /// A note for the report (`settled after 300ms`).
        public var note: String?
        /// The app's crash, on the step it happened at and every step after it: its pictures are
        /// marked with it (B12).
        public var crash: CrashReport?

        /// What `step` left on the car (`screen`, read as `carLine`) at `at`, with the phone
        /// where there is one.
        public init(step: Step, at: Instant, screen: CarScreen, carLine: String, phone: (any PhoneBesideTheCar)? = nil, note: String? = nil) {
            self.step = step
            self.at = at
            self.screen = screen
            self.carLine = carLine
            self.phone = phone
            self.note = note
        }
    }

    /// Why a scenario failed: a located diagnostic, and what a person needs to fix it.
    public struct Failure: Sendable {
        /// Where and what: the failing step's file:line, its code and message.
        public var diagnostic: Diagnostic
        /// What the car showed when it failed.
        public var car: String
        /// What the phone showed, where there is one (the built-in app's world; nil for a scene).
        public var phone: String?
        /// The last lines of the merged log.
        public var logTail: [String]
        /// The seed that reruns it (`--seed`), where the world has one (nil for a scene).
        public var seed: UInt64?

        /// A failure at `diagnostic`, with what the car and the phone showed, the log's last
        /// lines and the seed that reruns it.
        public init(diagnostic: Diagnostic, car: String, phone: String?, logTail: [String], seed: UInt64?) {
            self.diagnostic = diagnostic
            self.car = car
            self.phone = phone
            self.logTail = logTail
            self.seed = seed
        }

        /// The whole failure, as the console prints it.
        public var rendered: String {
            var lines = [diagnostic.rendered, "  the car showed:   \(car)"]
            if let phone { lines.append("  the phone showed: \(phone)") }
            lines.append("  the last lines of the log:")
            lines += logTail.map { "    " + $0 }
            if let seed { lines.append("  seed: \(seed) (rerun with --seed \(seed))") }
            return lines.joined(separator: "\n")
        }
    }

    /// The scenario run.
    public var scenario: Scenario
    /// Every step it ran, in order (up to and including the one that failed).
    public var steps: [StepRecord] = []
    /// Why it failed; nil when it passed.
    public var failure: Failure?
    /// The virtual time the scenario took.
    public var simulatedMs: Millis = 0
    /// What the run recorded: the merged log, the timeline, the cues, the failures.
    public var record: RunRecord
    /// The display size the scenario asked for (`given display WxH`), if any.
    public var displaySize: (width: Int, height: Int)?
    /// `given appearance light` asks for light pictures.
    public var appearance: Appearance = .dark
    /// The world's seed (`given seed`, `--seed`); nil for a scene, which has none.
    public var seed: UInt64?

    /// True when no step failed: every expectation held and no crash came unexpected (D7).
    public var passed: Bool { failure == nil }

    /// A result of `scenario` not yet run: no steps, no failure, the world's `record`.
    public init(scenario: Scenario, record: RunRecord = RunRecord()) {
        self.scenario = scenario
        self.record = record
    }
}
