/// One token of a line: a bare word, a quoted string (its text unescaped) or a comma.
package struct Token: Hashable, Sendable {
    /// What kind of token.
    package enum Kind: Hashable, Sendable {
        case word
        case string
        case comma
    }

    /// What kind of token.
    package var kind: Kind
    /// The word, the string's unescaped text, or `,`.
    package var text: String
    /// The first column, from 1, in Unicode scalars.
    package var column: Int
    /// How many scalars it spans in the source, quotes included.
    package var length: Int

    /// The column just after the token.
    package var endColumn: Int { column + length }

    /// The token as the source wrote it, near enough for a message (`'word'`, `"text"`).
    package var quoted: String {
        kind == .string ? "\"\(text)\"" : "'\(text)'"
    }

    /// True for a bare word spelt `word`.
    package func isWord(_ word: String) -> Bool {
        kind == .word && text == word
    }
}
