/// A `scenario "NAME"` block: its name, the rules it holds, and its steps in order.
public struct Scenario: Hashable, Sendable {
    /// The name between the quotes.
    public var name: String
    /// Where the word `scenario` is.
    public var location: SourceLocation
    /// The rule ids of its `rules` lines (`D2`, `O2`), in order.
    public var rules: [String]
    /// Its steps, `rules` lines included; after loading, includes are expanded in place.
    public var steps: [Step]

    /// A scenario named `name` written at `location`.
    public init(name: String, location: SourceLocation, rules: [String] = [], steps: [Step] = []) {
        self.name = name
        self.location = location
        self.rules = rules
        self.steps = steps
    }
}
