/// One place where a source guard (SPEC S1-S6) fails: file, line, column, rule and a message
/// that says how to fix it (S5).
public struct Finding: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path, as it was given to the guard.
    public var path: String
    /// The 1-based line of the offending token.
    public var line: Int
    /// The 1-based column of the offending token, counted in characters.
    public var column: Int
    /// The rule that fails.
    public var rule: GuardRule
    /// What is wrong and how to fix it, without the rule id.
    public var message: String

    /// A finding of `rule` at `path`:`line`:`column`.
    public init(path: String, line: Int, column: Int, rule: GuardRule, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
        self.message = message
    }

    /// A finding of `rule` at `token`'s position in `path`.
    init(path: String, token: Token, rule: GuardRule, message: String) {
        self.init(path: path, line: token.line, column: token.column, rule: rule, message: message)
    }

    /// The compiler-style line: `path:line:col: error: [S2] message`.
    public var description: String { "\(path):\(line):\(column): error: [\(rule.id)] \(message)" }

    /// Orders by path, then position, then rule.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.rule.rawValue, lhs.message)
            < (rhs.path, rhs.line, rhs.column, rhs.rule.rawValue, rhs.message)
    }
}
