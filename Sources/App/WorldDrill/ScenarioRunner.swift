import Drill
import Host
import CarApp
import Rig

/// Runs scenarios of the built-in app, each on a fresh world: the steps in order, the
/// expectations with the settle window (DESIGN.md), and the invariants after every step (D7).
///
/// ```swift
/// let result = await ScenarioRunner().run(scenario)
/// result.passed   // false: result.failure?.rendered says where, what, what the car showed
/// ```
public struct ScenarioRunner: Sendable {
    /// `--seed N`: overrides every scenario's seed.
    public var seed: UInt64?
    /// Compares `expect shot` pictures; without one, `expect shot` fails and says why.
    public var shotCheck: ShotCheck?
    /// How many log lines a failure shows.
    public var logTailLines = 12

    /// A runner that overrides every scenario's seed with `seed` (nil keeps each one's own) and
    /// compares pictures with `shotCheck`.
    public init(seed: UInt64? = nil, shotCheck: ShotCheck? = nil) {
        self.seed = seed
        self.shotCheck = shotCheck
    }

    /// Runs one scenario (whose setup has no errors: see `ScenarioSetup.diagnostics`) on a fresh
    /// world: `DrillRun` over a `WorldSubject`.
    @MainActor
    public func run(_ scenario: Scenario) async -> ScenarioResult {
        let setup = ScenarioSetup(scenario, seed: seed)
        let subject = WorldSubject(setup, shotCheck: shotCheck)
        var result = ScenarioResult(scenario: scenario, record: subject.record())
        result.displaySize = setup.displaySize
        result.appearance = setup.appearance
        result.seed = setup.config.seed
        var run = DrillRun(scenario, subject: subject, result: result, settleMs: setup.settleMs, logTailLines: logTailLines)
        return await run.go()
    }
}
