/// A parsed `.drill` file: its path and its scenarios in the order written.
public struct DrillFile: Hashable, Sendable {
    /// The path the file was read from, as the loader names it.
    public var path: String
    /// The `scenario` blocks, in order.
    public var scenarios: [Scenario]

    /// A file at `path` holding `scenarios`.
    public init(path: String, scenarios: [Scenario]) {
        self.path = path
        self.scenarios = scenarios
    }
}
