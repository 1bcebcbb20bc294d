/// The words a step, a `given` or an expectation starts with, in the order docs/DRILL_LANGUAGE.md
/// lists them (and hints name them), and the diagnostic of a word that is none of them.
package struct WordList<Kind>: Sendable {
    /// What the first word is, for a line that ends before it (`what is given`).
    let what: String
    /// The words, in order.
    let words: [DrillWord<Kind>]
    /// The diagnostic of a first word that is none of `words`, read by the cursor.
    let unknown: @Sendable (Token, LineCursor) -> Diagnostic
    /// The words' names, in order.
    let names: [String]

    /// The list of `words`; a line starting with none of them gets `unknown`.
    init(what: String, words: [DrillWord<Kind>], unknown: @escaping @Sendable (Token, LineCursor) -> Diagnostic) {
        self.what = what
        self.words = words
        self.unknown = unknown
        names = words.map(\.name)
    }

    /// Reads a line (or what follows `given`, or an expectation) to its end.
    func read(_ cursor: inout LineCursor) throws(Diagnostic) -> Kind {
        let token = try cursor.word(what)
        guard let index = names.firstIndex(of: token.text) else { throw unknown(token, cursor) }
        let kind = try words[index].read(&cursor)
        try cursor.end()
        return kind
    }

    /// The headings of the words and of the words after them.
    var headings: [String] { words.flatMap(\.headings) }
}
