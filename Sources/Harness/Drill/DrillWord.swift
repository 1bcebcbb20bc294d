/// A word of the drill language, declared once: the name a line writes, the form a hint shows
/// when the line is written wrong, its documentation (the heading of its section in
/// docs/DRILL_LANGUAGE.md and an example from that section, which DocumentationTests checks
/// against the page), and how the rest of the line is read: by the words that may follow it
/// (`tap gear`, `expect car home`) or by its own reader. A language's tables hold every word
/// (`DrillLanguage`); the built-in app's are WorldDrill's (`BuiltInWords`).
///
/// ```swift
/// static let select = StepWord("select", heading: #"select "ROW""#, form: .heading, examples: [#"select "Reset to defaults""#]) {
///     cursor throws(Diagnostic) in
///     .select(try cursor.string("a row's title").text)
/// }
/// ```
///
/// (`Grammar.select`; `StepWord` is `DrillWord<StepKind>`.)
package final class DrillWord<Kind>: Sendable {
    /// Reads the rest of a line, after the words that led to this one.
    package typealias Reader = @Sendable (inout LineCursor) throws(Diagnostic) -> Kind

    /// Where the form a hint shows comes from, once a line reaches the word.
    package enum Form {
        /// The word's heading (`mic stall|back|refused`).
        case heading
        /// The headings of the word and of the words after it, as a list:
        /// `tap "TITLE" [now], tap gear or tap back`.
        case headings
        /// Its own text, where the headings say less (`given display WxH (like 800x480)`).
        case text(String)
    }

    /// What follows the word.
    package enum Rest: Sendable {
        /// The reader reads the rest of the line.
        case reader(Reader)
        /// One of the words must follow; the text names them in a diagnostic (`car screen`).
        case oneOf(String, [DrillWord])
        /// One of the words may follow (`tap gear`); if none does, the reader reads the rest.
        case optional([DrillWord], Reader)
    }

    /// The word, after the words that led to it (`gear` after `tap`, `seed` after `given`).
    package let name: String
    /// Its section's heading in docs/DRILL_LANGUAGE.md; nil for a word documented by the words
    /// after it (`expect car`).
    package let heading: String?
    /// The form a hint shows once a line reaches the word; nil keeps the form of the word
    /// before it (`tap gear x` shows `tap`'s).
    package let form: String?
    /// Lines of its section in docs/DRILL_LANGUAGE.md.
    package let examples: [String]
    /// What follows it.
    package let rest: Rest
    /// The names of the words that may follow it, in order.
    private let nextNames: [String]

    /// A word followed by `rest`.
    package init(_ name: String, heading: String? = nil, form: Form? = nil, examples: [String] = [], rest: Rest) {
        self.name = name
        self.heading = heading
        self.examples = examples
        self.rest = rest
        nextNames = Self.next(rest).map(\.name)
        self.form = switch form {
        case .heading: heading
        case .headings: Self.list(([heading] + Self.next(rest).map(\.heading)).compactMap { $0 })
        case .text(let text): text
        case nil: nil
        }
    }

    /// A word whose reader reads the rest of the line.
    package convenience init(_ name: String, heading: String? = nil, form: Form? = nil, examples: [String] = [], _ reader: @escaping Reader) {
        self.init(name, heading: heading, form: form, examples: examples, rest: .reader(reader))
    }

    /// The words that may follow this one.
    package var next: [DrillWord] { Self.next(rest) }

    private static func next(_ rest: Rest) -> [DrillWord] {
        switch rest {
        case .reader: []
        case .oneOf(_, let words), .optional(let words, _): words
        }
    }

    /// `A`, `A or B`, `A, B or C`.
    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    /// Reads the rest of a line that has reached this word.
    package func read(_ cursor: inout LineCursor) throws(Diagnostic) -> Kind {
        if let form { cursor.form = form }
        switch rest {
        case .reader(let reader):
            return try reader(&cursor)
        case .oneOf(let what, let words):
            return try words[cursor.choice(among: nextNames, what)].read(&cursor)
        case .optional(let words, let reader):
            if let token = cursor.next, token.kind == .word, let index = nextNames.firstIndex(of: token.text) {
                _ = cursor.take()
                return try words[index].read(&cursor)
            }
            return try reader(&cursor)
        }
    }

    /// The headings of this word and of the words after it.
    var headings: [String] {
        [heading].compactMap { $0 } + next.flatMap(\.headings)
    }
}

extension DrillWord where Kind: Equatable & Sendable {
    /// A word followed by one of `Option`'s words, which `step` makes the step; `what` names them
    /// in a diagnostic. Its heading is `lead` (the name unless told) and the words:
    /// `given appearance light|dark`.
    package static func choice<Option: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, lead: String? = nil, heading: String? = nil, form: Form = .heading, example: String, choosing what: String,
        rest: Bool = false, step: @escaping @Sendable (Option) -> Kind
    ) -> DrillWord where Option.RawValue == String {
        DrillWord(
            name, heading: heading ?? (lead ?? name) + " " + Option.allCases.map(\.rawValue).joined(separator: "|"), form: form,
            examples: [example]
        ) { cursor throws(Diagnostic) in
            step(try cursor.choice(Option.self, what, rest: rest))
        }
    }

    /// The option `step` makes `kind` of, if it makes it.
    package static func option<Option: CaseIterable>(of kind: Kind, _ step: (Option) -> Kind) -> Option? {
        Option.allCases.first { step($0) == kind }
    }
}
