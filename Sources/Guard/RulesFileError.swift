/// A rules file that cannot be read as rules (S5): where, and what to write instead.
public struct RulesFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rules file's path, as given.
    public var path: String
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem, counted in characters.
    public var column: Int
    /// What is wrong and how to fix it.
    public var message: String

    /// An error at `path`:`line`:`column`.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The compiler-style line: `path:line:col: error: [RULES] message`.
    public var description: String { "\(path):\(line):\(column): error: [RULES] \(message)" }
}
