import Foundation

/// What an exploration found, in the words both explorers say it: the built-in app's
/// (`ExploreReport` and `SimulationReport`, which `headunit explore` prints) and a team's
/// (`SceneExplorer.Result`). How far a search went is `TracesCovered`.
///
/// ```swift
/// report.found   // "Reaches crash H2: plug → tap \"Continue conversation\"", or
///                // "clean — no crash and no broken invariant in 14145 states"
/// try report.writeDrill(name: "Explore: naive reaches H2", toFile: "crash.drill")
/// ```
public protocol ExplorationResult {
    /// The first violation found, with its trace; nil when none was.
    var counterexample: Counterexample? { get }
    /// What the search went through, counted (`14145 states`, `200 walks (40000 steps)`).
    var searched: String { get }
    /// What was found, in one line (by default the counterexample's summary, or that the search
    /// was clean).
    var found: String { get }
    /// What was found as a drill (scenario `name`) that replays it; nil when nothing was (by
    /// default the counterexample's drill).
    func drill(name: String) -> String?
}

extension ExplorationResult {
    /// What was found, in one line: the counterexample's summary, or that the search was clean.
    public var found: String {
        counterexample?.summary ?? "clean — no crash and no broken invariant in \(searched)"
    }

    /// The counterexample as a drill, if there is one.
    public func drill(name: String) -> String? {
        counterexample?.drill(name: name)
    }

    /// Writes what was found as a drill (scenario `name`) to `path`; false, writing nothing,
    /// when nothing was.
    @discardableResult
    public func writeDrill(name: String, toFile path: String) throws -> Bool {
        guard let drill = drill(name: name) else { return false }
        try Data(drill.utf8).write(to: URL(fileURLWithPath: path))
        return true
    }
}
