/// A shortest trace to a crash as a `.drill` file that replays it. Both explorers write theirs
/// here (the built-in app's `Explorer` and a team's `SceneExplorer`), so the two read alike: the
/// comments, the scenario, its rules, its `given` lines, the steps (each with the rules that fire
/// there), then an `expect crash` for every rule broken at the last step (two invariants can
/// break at once; the replay fails on any not expected, D7).
///
/// ```swift
/// CounterexampleDrill(comments: ["Written by …"], scenario: "Explorer: crash H3", rules: ["H3"],
///                     steps: [.init("plug"), .init(CounterexampleDrill.tapNow("End"), fires: ["H3"])]).text
/// ```
public struct CounterexampleDrill: Sendable, Hashable {
    /// One step as the drill writes it, and the rules that fire at it.
    public struct Line: Sendable, Hashable {
        /// The step's words (`plug`, `tap "End" now`, `wait 300ms`).
        public var step: String
        /// The rules the step breaks (a comment after it).
        public var fires: [String]

        public init(_ step: String, fires: [String] = []) {
            self.step = step
            self.fires = fires
        }
    }

    /// The comment lines at the top, each written after `# `; an empty one is a blank line.
    public var comments: [String]
    /// The scenario's name.
    public var scenario: String
    /// Every rule broken at the last step, the first failure's first.
    public var rules: [String]
    /// `given` lines (`given profile lenient`), before the steps.
    public var givens: [String]
    /// The steps from a car not yet plugged in.
    public var steps: [Line]

    public init(comments: [String], scenario: String, rules: [String], givens: [String] = [], steps: [Line]) {
        self.comments = comments
        self.scenario = scenario
        self.rules = rules
        self.givens = givens
        self.steps = steps
    }

    /// The file's text.
    public var text: String {
        var lines = comments.map { $0.isEmpty ? "" : "# " + $0 }
        lines += ["scenario \"\(Self.escaped(scenario))\"", "  rules \(rules.joined(separator: " "))"]
        lines += givens.map { "  " + $0 }
        for line in steps {
            let fires = line.fires.isEmpty ? "" : "    # \(line.fires.joined(separator: " and ")) fire\(line.fires.count == 1 ? "s" : "") here"
            lines.append("  " + line.step + fires)
        }
        lines += rules.map { "  expect crash \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `tap "TITLE" now`: an explorer touches at once (a drill's plain `tap` waits for its target
    /// and a still car), the words quoted as the drill's lexer reads them.
    public static func tapNow(_ title: String) -> String { "tap \"\(escaped(title))\" now" }

    /// `text` inside a drill string: a backslash and a quote escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
