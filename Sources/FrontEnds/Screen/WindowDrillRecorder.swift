import Host
import Rig

/// What a person did in the window, written as a `.drill` file that replays to the same end:
/// the options that differ from the defaults as `given …` lines, each applied stimulus after a
/// `wait` for the virtual time since the step before, and at the end the last `wait`, an
/// `expect car …` line for what the car shows, and the crash expectation.
///
/// ```swift
/// var recorder = DrillRecorder(config: WorldConfig())
/// recorder.record(.plug, at: Instant(ms: 1200))
/// recorder.record(.tap("Continue conversation"), at: Instant(ms: 2000))
/// recorder.text(endingAt: Instant(ms: 2500), car: world.carDisplay, crashes: [])
/// // scenario "Recorded in the window"
/// //   wait 1200ms
/// //   plug
/// //   wait 800ms
/// //   tap "Continue conversation"
/// //   wait 500ms
/// //   expect car call "Connecting…"
/// //   expect no crash
/// ```
///
/// Only steps that were applied are recorded: a tap the car refused changed nothing.
public struct DrillRecorder: Hashable, Sendable {
    /// The scenario's title.
    public static let title = "Recorded in the window"

    /// One recorded step: the stimulus and the virtual time it was applied at.
    public struct Step: Hashable, Sendable {
        /// What was applied.
        public var stimulus: Stimulus
        /// The virtual time it was applied at.
        public var at: Instant
    }

    /// The `given …` lines (without indentation), in the order DESIGN.md lists the words.
    public let givens: [String]
    /// The steps so far, in order.
    public private(set) var steps: [Step] = []

    /// A recorder for a world set up with `config`, drawn at `display` in `appearance`.
    public init(config: WorldConfig, display: DisplaySize = .standard, appearance: Appearance = .dark) {
        givens = DrillRecorder.givens(config: config, display: display, appearance: appearance)
    }

    /// Adds a step applied at `at`.
    public mutating func record(_ stimulus: Stimulus, at: Instant) {
        steps.append(Step(stimulus: stimulus, at: at))
    }

    /// The drill file's text, ending at `end` with the car showing `car`; `crashes` are the
    /// world's crash reports (the first is expected by rule, or `expect no crash`).
    public func text(endingAt end: Instant, car: CarDisplay, crashes: [CrashReport]) -> String {
        var lines = ["# Recorded by `headunit window`; replay with `headunit drill FILE`.",
                     "scenario \"\(DrillRecorder.title)\""]
        lines += givens.map { "  " + $0 }
        var last = Instant.zero
        for step in steps {
            if let wait = DrillRecorder.wait(step.at - last) { lines.append("  " + wait) }
            lines.append("  \(step.stimulus)")
            last = step.at
        }
        if let wait = DrillRecorder.wait(end - last) { lines.append("  " + wait) }
        lines.append("  " + DrillRecorder.expectation(for: car))
        lines.append("  " + (crashes.first.map { "expect crash \($0.rule)" } ?? "expect no crash"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `wait 1234ms`, or nil for no time at all.
    static func wait(_ ms: Millis) -> String? {
        ms > 0 ? "wait \(ms)ms" : nil
    }

    /// The `expect car …` line the display satisfies.
    public static func expectation(for car: CarDisplay) -> String {
        switch car.screen {
        case .disconnected:
            return "expect car disconnected"
        case .home(let tiles):
            return (["expect car home"] + tiles.map { DrillString.quoted($0.title) }).joined(separator: " ")
        case .call(let call):
            return "expect car call \(DrillString.quoted(call.stateTitle))"
        case .panel(let panel):
            guard let row = panel.rows.first(where: { $0.value != nil }) ?? panel.rows.first else {
                return "# the car shows the panel \(DrillString.quoted(panel.title)), with no rows"
            }
            return (["expect car panel", DrillString.quoted(row.title)] + (row.value.map { [DrillString.quoted($0)] } ?? [])).joined(separator: " ")
        case .other(let kind, let title):
            // No expectation word covers an unknown template; say what it was.
            return "# the car shows \(kind) \(DrillString.quoted(title)) (no `expect car` word for it)"
        }
    }

    /// The `given` lines for whatever differs from a default world, display and appearance.
    static func givens(config: WorldConfig, display: DisplaySize, appearance: Appearance) -> [String] {
        var out = config.givenLines
        if display != .standard { out.append("given display \(display)") }
        if appearance != .dark { out.append("given appearance \(appearance.rawValue)") }
        return out
    }
}
