import Host
import CarApp
import Drill
import Rig

/// A shortest trace to a violation, replayed with full history: each step with what changed
/// (TLC style), a one-line summary, and a runnable `.drill` file.
public struct Counterexample: Sendable {
    /// What a person could see after a step.
    public struct Frame: Sendable {
        public var step: ExploreStep
        public var at: Instant
        public var car: String
        public var phone: String
        public var cues: [String]
        public var failures: [CrashReport]
    }

    /// The world the trace starts from.
    public var config: WorldConfig
    /// Every step, from the start (the spine's prefix included).
    public var steps: [ExploreStep]
    /// The violation at the end.
    public var failure: CrashReport
    /// What the car and phone showed after each step.
    public var frames: [Frame]
    /// The car and phone before the first step.
    public var start: (car: String, phone: String)
    /// How the trace was found, for the drill's first line: breadth-first's shortest, or a
    /// random walk's, shrunk (`Simulator`).
    public var origin = "the shortest trace found"

    /// Replays `spine.prefix(spinePrefix) + steps` from `options.config` with full history.
    static func rebuild(options: ExploreOptions, spinePrefix: Int, steps: [ExploreStep], failure: CrashReport) -> Counterexample {
        var world = World(config: options.config)
        let start = (world.carDisplay.line, world.phoneDisplay.line)
        var frames: [Frame] = []
        let all = Array(options.spine.prefix(spinePrefix)) + steps
        for step in all {
            let cuesBefore = world.record.cues.count
            let failuresBefore = world.record.failures.count
            _ = step.apply(to: &world)
            frames.append(Frame(step: step, at: world.now, car: world.carDisplay.line, phone: world.phoneDisplay.line,
                                cues: world.record.cues.dropFirst(cuesBefore).map(\.cue.rawValue),
                                failures: Array(world.record.failures.dropFirst(failuresBefore))))
        }
        let found = world.record.failures.first ?? failure
        return Counterexample(config: options.config, steps: all, failure: found, frames: frames, start: start)
    }

    /// `Reaches crash H2: plug → tap "Continue conversation"`.
    public var summary: String {
        let what = failure.kind == .crash ? "crash" : "broken invariant"
        return "Reaches \(what) \(failure.rule): " + steps.map(\.label).joined(separator: " → ")
    }

    /// Each step with only what changed, like TLC's error trace.
    public var trace: String {
        var lines = ["State 0 (start, t=\(Instant.zero)):", "  car: \(start.car)", "  phone: \(start.phone)"]
        var car = start.car
        var phone = start.phone
        for (i, frame) in frames.enumerated() {
            lines.append("Step \(i + 1): \(frame.step) (t=\(frame.at))")
            var changed = false
            if frame.car != car { lines.append("  car: \(car) → \(frame.car)"); car = frame.car; changed = true }
            if frame.phone != phone { lines.append("  phone: \(phone) → \(frame.phone)"); phone = frame.phone; changed = true }
            if !frame.cues.isEmpty { lines.append("  cues: \(frame.cues.joined(separator: ", "))"); changed = true }
            for f in frame.failures {
                lines.append("  \(f.kind == .crash ? "CRASH" : "INVARIANT") [\(f.rule)] \(f.message)")
                lines.append("    call: \(f.call)")
                changed = true
            }
            if !changed { lines.append("  (nothing a person could see changed)") }
        }
        return lines.joined(separator: "\n")
    }

    /// The trace as a drill file that replays the violation with `headunit drill`. Every rule
    /// broken at the last step is expected (two invariants can break at once: a call screen
    /// left up is N2 and, over the home alone, T1), or the replay fails on the second (D7).
    public func drill(name: String) -> String {
        CounterexampleDrill(comments: ["Written by `headunit explore`: \(origin) to \(failure.rule).", summary],
                            scenario: name, rules: brokenAtTheEnd, givens: config.givenLines,
                            steps: frames.map { .init($0.step.drillLine, fires: $0.failures.map(\.rule)) }).text
    }

    /// The rules broken at the last step, `failure`'s first, each once.
    private var brokenAtTheEnd: [String] {
        var rules = [failure.rule]
        for f in frames.last?.failures ?? [] where !rules.contains(f.rule) { rules.append(f.rule) }
        return rules
    }
}
