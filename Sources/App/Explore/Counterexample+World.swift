import Host
import Drill
import Rig

/// A counterexample of the built-in app, replayed in a `World` with full history: the car, the
/// phone and the cues after each step.
extension Counterexample {
    /// Replays `spine.prefix(spinePrefix) + steps` from `options.config` with full history.
    static func rebuild(options: ExploreOptions, spinePrefix: Int, steps: [ExploreStep], failure: CrashReport) -> Counterexample {
        var world = World(config: options.config)
        let start = Screens(car: world.carDisplay.line, phone: world.phoneDisplay.line)
        var replayed: [Step] = []
        for step in Array(options.spine.prefix(spinePrefix)) + steps {
            let cuesBefore = world.record.cues.count
            let failuresBefore = world.record.failures.count
            _ = step.apply(to: &world)
            replayed.append(Step(drillLine: step.drillLine, label: step.label, at: world.now,
                                 shown: Screens(car: world.carDisplay.line, phone: world.phoneDisplay.line),
                                 cues: world.record.cues.dropFirst(cuesBefore).map(\.cue.rawValue),
                                 failures: Array(world.record.failures.dropFirst(failuresBefore))))
        }
        return Counterexample(start: start, steps: replayed, failure: world.record.failures.first ?? failure,
                              author: "`headunit explore`", givens: options.config.givenLines)
    }
}
