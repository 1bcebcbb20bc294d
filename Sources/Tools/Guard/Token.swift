/// One token of Swift source: what the guards (SPEC S1-S6) look at.
///
/// Comments never become tokens; a string literal becomes one `.string` token at its opening
/// quote, and the code inside its interpolations `\(…)` follows it as ordinary tokens (S5).
public struct Token: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What kind of token this is.
    public enum Kind: String, Equatable, Hashable, Sendable {
        /// A name: `restartLater`, `CPGridTemplate`, a backquoted `` `func` `` (its text without
        /// the backquotes), `$0`.
        case identifier
        /// A reserved word (`func`, `await`, `try`, `self`…) or a `#` directive (`#if`, `#selector`).
        case keyword
        /// One character of punctuation or operator: `(`, `)`, `{`, `.`, `:`, `?`…
        case punctuation
        /// A number literal: `42`, `0x1F`, `1_000.5e3`.
        case number
        /// A string literal; its text is the opening delimiter only (`"`, `"""`, `#"`…).
        case string
    }

    /// What kind of token this is.
    public var kind: Kind
    /// The token's text (for a string literal, only its opening delimiter).
    public var text: String
    /// The 1-based line of the token's first character.
    public var line: Int
    /// The 1-based column of the token's first character, counted in characters.
    public var column: Int

    /// A token of `kind` with `text` starting at `line`:`column`.
    public init(_ kind: Kind, _ text: String, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }

    /// `identifier restartLater @3:9`, for test failures.
    public var description: String { "\(kind.rawValue) \(text) @\(line):\(column)" }

    /// Whether this is the keyword `word`.
    public func isKeyword(_ word: String) -> Bool { kind == .keyword && text == word }

    /// Whether this is the punctuation `mark`.
    public func isPunctuation(_ mark: String) -> Bool { kind == .punctuation && text == mark }
}
