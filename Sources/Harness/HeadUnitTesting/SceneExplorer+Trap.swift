import Host

extension SceneExplorer {
    /// Your scene trapped (a `fatalError`, a failed precondition, a force unwrap) in a worker
    /// process replaying `trace`: the search ends there, as at a crash, and the trace is written
    /// as a drill that replays it to the trap.
    public struct Trap: Sendable, Hashable {
        /// The trace the worker was replaying, from a fresh car and scene.
        public var trace: [Action]
        /// How the worker ended: `signal 4, Illegal instruction`.
        public var how: String
        /// The last thing it wrote that says why: `Fatal error: Unexpectedly found nil…`.
        public var lastWords: String

        /// `Your scene trapped (Fatal error: …; signal 4, Illegal instruction): plug → tap "Shows"`.
        public var summary: String {
            let why = lastWords.isEmpty ? how : "\(lastWords); \(how)"
            let steps = trace.isEmpty ? "at the start" : trace.map(\.description).joined(separator: " → ")
            return "Your scene trapped (\(why)): \(steps)"
        }

        /// The trace as a drill (scenario `name`): replayed, it traps as the worker did.
        public func drill(name: String) -> String {
            var lines = ["# Written by SceneExplorer: your scene trapped replaying this trace (\(how)).", "# " + summary]
            lines.append("scenario \(DrillString.quoted(name))")
            lines += trace.map { "  " + $0.drillStep }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
