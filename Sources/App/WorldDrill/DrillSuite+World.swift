import Drill

extension DrillSuite {
    /// Loads and runs, over the built-in app.
    @MainActor
    public static func run(_ options: Options) async -> DrillSuite {
        var (suite, picked) = load(options, language: .builtInApp) { ScenarioSetup($0, seed: options.seed).diagnostics }
        let runner = ScenarioRunner(seed: options.seed, shotCheck: options.shotCheck)
        for scenario in picked { suite.results.append(await runner.run(scenario)) }
        return suite
    }
}
