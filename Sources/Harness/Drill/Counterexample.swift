import Foundation
import Host

/// A trace to a crash or a broken invariant, with what a person could see after each step: a
/// one-line summary, each step with only what changed (TLC style), and a runnable `.drill`. Both
/// explorers hand one back: the built-in app's `Explorer` (the car, the phone and the cues) and a
/// team's `SceneExplorer` (the car alone). It knows no scene: each step is its words and what was
/// seen, as lines.
///
/// ```swift
/// counterexample.summary                        // Reaches crash H2: plug → tap "Continue conversation"
/// counterexample.drill(name: "Explore: naive")  // a drill that replays it to H2
/// ```
public struct Counterexample: Sendable, Hashable {
    /// What the car showed, and the phone where there is one, each as a line.
    public struct Screens: Sendable, Hashable {
        /// The car (`home[Continue conversation|New conversation]`, `stack: grid [Talk]`).
        public var car: String
        /// The phone (`app`); nil where there is no phone.
        public var phone: String?

        /// The car's line, and the phone's where there is a phone.
        public init(car: String, phone: String? = nil) {
            self.car = car
            self.phone = phone
        }
    }

    /// One step and what a person could see after it.
    public struct Step: Sendable, Hashable {
        /// The step as the drill writes it (`tap "End" now`).
        public var drillLine: String
        /// The step as the summary and the trace name it (`tap "End"`).
        public var label: String
        /// The virtual time after it.
        public var at: Instant
        /// What the screens showed after it.
        public var shown: Screens
        /// The cues that sounded during it (none where there are no cues).
        public var cues: [String]
        /// The crashes and broken invariants at it.
        public var failures: [CrashReport]

        /// A step written `drillLine`, named `label`, that left `shown` at `at`, with the cues
        /// it sounded and the failures it caused.
        public init(drillLine: String, label: String, at: Instant, shown: Screens, cues: [String] = [], failures: [CrashReport] = []) {
            self.drillLine = drillLine
            self.label = label
            self.at = at
            self.shown = shown
            self.cues = cues
            self.failures = failures
        }
    }

    /// What the screens showed before the first step.
    public var start: Screens
    /// Every step, from the start.
    public var steps: [Step]
    /// The violation it reaches.
    public var failure: CrashReport
    /// Who found it, for the drill's first line (`` `headunit explore` ``, `SceneExplorer (…)`).
    public var author: String
    /// How it was found, for the drill's first line: breadth-first's shortest trace, or a random
    /// walk's, shrunk.
    public var origin: String
    /// The drill's `given` lines that set up the world it starts from (`given navigator naive`).
    public var givens: [String]

    /// The `steps` from `start` to `failure`, found by `author` (`origin` says how), in the world
    /// the `givens` set up.
    public init(start: Screens, steps: [Step], failure: CrashReport, author: String,
                origin: String = "the shortest trace found", givens: [String] = []) {
        self.start = start
        self.steps = steps
        self.failure = failure
        self.author = author
        self.origin = origin
        self.givens = givens
    }

    /// `Reaches crash H2: plug → tap "Continue conversation"`.
    public var summary: String {
        "Reaches \(reached): " + steps.map(\.label).joined(separator: " → ")
    }

    /// Each step with only what changed, like TLC's error trace.
    public var trace: String {
        var lines = ["State 0 (start, t=\(Instant.zero)):", "  car: \(start.car)"] + (start.phone.map { ["  phone: \($0)"] } ?? [])
        var shown = start
        for (i, step) in steps.enumerated() {
            lines.append("Step \(i + 1): \(step.label) (t=\(step.at))")
            let changes = Self.changes(from: shown, to: step.shown) + Self.heard(step) + step.failures.flatMap(Self.lines)
            lines += changes.isEmpty ? ["  (nothing a person could see changed)"] : changes
            shown = step.shown
        }
        return lines.joined(separator: "\n")
    }

    /// The trace as a drill that replays the violation. Every rule broken at the last step is
    /// expected (two invariants can break at once: a call screen left up is N2 and, over the home
    /// alone, T1), or the replay fails on the second (D7).
    public func drill(name: String) -> String {
        var lines = ["# Written by \(author): \(origin) to \(failure.rule).", "# " + summary]
        lines += ["scenario \(DrillString.quoted(name))", "  rules \(brokenAtTheEnd.joined(separator: " "))"]
        lines += givens.map { "  " + $0 }
        lines += steps.map { "  " + $0.drillLine + Self.fires($0.failures.map(\.rule)) }
        lines += brokenAtTheEnd.map { "  expect crash \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The drill, as scenario `Explorer: crash H3 in 5 steps`.
    public var drill: String {
        drill(name: "Explorer: \(reached) in \(steps.count) steps")
    }

    /// `tap "TITLE" now`: an explorer touches at once (a drill's plain `tap` waits for its target
    /// and a still car), the words quoted as the drill's lexer reads them.
    public static func tapNow(_ title: String) -> String { "tap \(DrillString.quoted(title)) now" }

    /// `crash H2`, `broken invariant N2`.
    private var reached: String {
        "\(failure.kind == .crash ? "crash" : "broken invariant") \(failure.rule)"
    }

    /// The rules broken at the last step, `failure`'s first, each once.
    private var brokenAtTheEnd: [String] {
        var rules = [failure.rule]
        for f in steps.last?.failures ?? [] where !rules.contains(f.rule) { rules.append(f.rule) }
        return rules
    }

    /// The screens that changed from `before` to `after`, each `car: old → new`.
    private static func changes(from before: Screens, to after: Screens) -> [String] {
        var lines: [String] = []
        if after.car != before.car { lines.append("  car: \(before.car) → \(after.car)") }
        if let phone = after.phone, phone != before.phone { lines.append("  phone: \(before.phone ?? "") → \(phone)") }
        return lines
    }

    /// The step's cues, on one line, if any sounded.
    private static func heard(_ step: Step) -> [String] {
        step.cues.isEmpty ? [] : ["  cues: \(step.cues.joined(separator: ", "))"]
    }

    /// A failure in the trace: `CRASH [H2] …`, then its call.
    private static func lines(_ failure: CrashReport) -> [String] {
        ["  \(failure.kind == .crash ? "CRASH" : "INVARIANT") [\(failure.rule)] \(failure.message)", "    call: \(failure.call)"]
    }

    /// A step's comment naming the rules it breaks (`    # N2 and T1 fire here`), or nothing.
    private static func fires(_ rules: [String]) -> String {
        rules.isEmpty ? "" : "    # \(rules.joined(separator: " and ")) fire\(rules.count == 1 ? "s" : "") here"
    }
}
