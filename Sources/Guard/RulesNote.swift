/// A remark on a rules file that is not an error: where the file and the command line's
/// `--category` (or the file's own category) disagree, which one wins.
public struct RulesNote: Equatable, Sendable, CustomStringConvertible {
    /// The rules file's path, as given.
    public var path: String
    /// The 1-based line of the setting the note is about.
    public var line: Int
    /// The 1-based column of the setting's value, counted in characters.
    public var column: Int
    /// What disagrees and which wins.
    public var message: String

    /// A note at `path`:`line`:`column`.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The compiler-style line: `path:line:col: note: [RULES] message`.
    public var description: String { "\(path):\(line):\(column): note: [RULES] \(message)" }
}
