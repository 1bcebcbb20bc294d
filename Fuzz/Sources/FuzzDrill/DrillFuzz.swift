import Drill
import WorldDrill
import FuzzSupport

/// One input read as a drill file, as `headunit drill FILE` reads it: `DrillParser.parse`, the
/// diagnostics rendered; when the file has no error, every scenario whose setup is clean run by
/// `ScenarioRunner.run`, and each failure rendered as the console prints it.
///
/// The simulated work is capped, so that no input takes seconds: `wait 10000m` with a call up is
/// a week of pings, timers and telemetry. The waits of an input (`wait D`, `wait until … within
/// D`, in all its scenarios) share a budget of ``waitBudget`` (10 virtual minutes): a duration
/// past what is left is cut to it, and the settle window (`given settle D`) is at most
/// ``maxSettle``. An expectation or a tap settles for at most that window, and an input is at
/// most libFuzzer's length limit (that of the largest seed, 7 KB: some 1,400 steps at the
/// shortest), so one input simulates under an hour, and runs in milliseconds.
enum DrillFuzz {
    /// The virtual time an input's waits may take, all together.
    static let waitBudget: Int64 = 600_000
    /// The longest settle window (the default is 1 s).
    static let maxSettle: Int64 = 2_000

    static func test(_ bytes: [UInt8]) {
        let (file, diagnostics) = DrillParser.parse(bytes, path: "fuzz.drill", language: .builtInApp)
        for diagnostic in diagnostics { _ = diagnostic.rendered }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
        let runner = ScenarioRunner()
        var budget = waitBudget
        for scenario in file.scenarios {
            let setup = ScenarioSetup(scenario)
            for diagnostic in setup.diagnostics { _ = diagnostic.rendered }
            guard setup.diagnostics.isEmpty else { continue }
            let run = bounded(scenario, budget: &budget)
            _ = MainActor.assumeIsolated { MainActorDrive.run { await runner.run(run).failure?.rendered } }
        }
    }

    /// `scenario` with its durations cut to what is `left` of the input's budget, which they
    /// spend (see ``DrillFuzz``).
    static func bounded(_ scenario: Scenario, budget left: inout Int64) -> Scenario {
        var bounded = scenario
        for index in bounded.steps.indices {
            switch bounded.steps[index].kind {
            case .wait(let duration):
                bounded.steps[index].kind = .wait(spend(duration, from: &left))
            case .waitUntil(let expectation, let within):
                bounded.steps[index].kind = .waitUntil(expectation, within: spend(within, from: &left))
            case .given(.settle(let window)):
                bounded.steps[index].kind = .given(.settle(min(window, maxSettle)))
            default:
                break
            }
        }
        return bounded
    }

    /// `duration`, cut to what is `left`, taken from it.
    static func spend(_ duration: Int64, from left: inout Int64) -> Int64 {
        let cut = min(max(duration, 0), left)
        left -= cut
        return cut
    }
}

@_cdecl("FuzzDrill_main")
func fuzzDrillMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzzer.run(argc, argv) { data, size in
        DrillFuzz.test(Fuzzer.bytes(data, size))
        return 0
    }
}
