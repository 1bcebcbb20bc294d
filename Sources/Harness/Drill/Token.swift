/// One token of a line: a bare word, a quoted string (its text unescaped) or a comma.
struct Token: Hashable, Sendable {
    /// What kind of token.
    enum Kind: Hashable, Sendable {
        case word
        case string
        case comma
    }

    /// What kind of token.
    var kind: Kind
    /// The word, the string's unescaped text, or `,`.
    var text: String
    /// The first column, from 1, in Unicode scalars.
    var column: Int
    /// How many scalars it spans in the source, quotes included.
    var length: Int

    /// The column just after the token.
    var endColumn: Int { column + length }

    /// The token as the source wrote it, near enough for a message (`'word'`, `"text"`).
    var quoted: String {
        kind == .string ? "\"\(text)\"" : "'\(text)'"
    }

    /// True for a bare word spelt `word`.
    func isWord(_ word: String) -> Bool {
        kind == .word && text == word
    }
}
