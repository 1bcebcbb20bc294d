/// A word of the drill language, declared once: the name a line writes, the form a hint shows
/// when the line is written wrong, its documentation (the heading of its section in
/// docs/DRILL_LANGUAGE.md and an example from that section, which DocumentationTests checks
/// against the page), whether only the built-in app has it (B7: DL509 in a drill of a team's
/// own scene), and how the rest of the line is read: by the words that may follow it
/// (`tap gear`, `expect car home`) or by its own reader. `Grammar`'s tables hold every word.
///
/// ```swift
/// static let select = StepWord("select", heading: #"select "ROW""#, form: .heading, examples: [#"select "Reset to defaults""#]) {
///     cursor throws(Diagnostic) in
///     .select(try cursor.string("a row's title").text)
/// }
/// ```
///
/// (`Grammar.select`; `StepWord` is `DrillWord<StepKind>`.)
final class DrillWord<Kind>: Sendable {
    /// Reads the rest of a line, after the words that led to this one.
    typealias Reader = @Sendable (inout LineCursor) throws(Diagnostic) -> Kind

    /// Where the form a hint shows comes from, once a line reaches the word.
    enum Form {
        /// The word's heading (`mic stall|back|refused`).
        case heading
        /// The headings of the word and of the words after it, as a list:
        /// `tap "TITLE" [now], tap gear or tap back`.
        case headings
        /// Its own text, where the headings say less (`given display WxH (like 800x480)`).
        case text(String)
    }

    /// What follows the word.
    enum Rest: Sendable {
        /// The reader reads the rest of the line.
        case reader(Reader)
        /// One of the words must follow; the text names them in a diagnostic (`car screen`).
        case oneOf(String, [DrillWord])
        /// One of the words may follow (`tap gear`); if none does, the reader reads the rest.
        case optional([DrillWord], Reader)
    }

    /// The word, after the words that led to it (`gear` after `tap`, `seed` after `given`).
    let name: String
    /// Its section's heading in docs/DRILL_LANGUAGE.md; nil for a word documented by the words
    /// after it (`expect car`).
    let heading: String?
    /// The form a hint shows once a line reaches the word; nil keeps the form of the word
    /// before it (`tap gear x` shows `tap`'s).
    let form: String?
    /// Lines of its section in docs/DRILL_LANGUAGE.md.
    let examples: [String]
    /// What makes it the built-in app's; nil for a word any scene has.
    let builtIn: BuiltInWord<Kind>?
    /// What follows it.
    let rest: Rest
    /// The names of the words that may follow it, in order.
    private let nextNames: [String]

    /// A word followed by `rest`.
    init(_ name: String, heading: String? = nil, form: Form? = nil, examples: [String] = [],
         builtIn: BuiltInWord<Kind>? = nil, rest: Rest) {
        self.name = name
        self.heading = heading
        self.examples = examples
        self.builtIn = builtIn
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
    convenience init(_ name: String, heading: String? = nil, form: Form? = nil, examples: [String] = [],
                     builtIn: BuiltInWord<Kind>? = nil, _ reader: @escaping Reader) {
        self.init(name, heading: heading, form: form, examples: examples, builtIn: builtIn, rest: .reader(reader))
    }

    /// The words that may follow this one.
    var next: [DrillWord] { Self.next(rest) }

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
    func read(_ cursor: inout LineCursor) throws(Diagnostic) -> Kind {
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

    /// The headings of this word and of the words after it that any scene may use.
    var anySceneHeadings: [String] {
        builtIn != nil ? [] : [heading].compactMap { $0 } + next.flatMap(\.anySceneHeadings)
    }
}

extension DrillWord where Kind: Equatable & Sendable {
    /// A word followed by one of `Option`'s words, which `step` makes the step; `what` names them
    /// in a diagnostic. Its heading is `lead` (the name unless told) and the words:
    /// `given appearance light|dark`.
    static func choice<Option: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, lead: String? = nil, heading: String? = nil, form: Form = .heading, example: String, choosing what: String,
        rest: Bool = false, builtIn: BuiltInWord<Kind>? = nil, step: @escaping @Sendable (Option) -> Kind
    ) -> DrillWord where Option.RawValue == String {
        DrillWord(
            name, heading: heading ?? (lead ?? name) + " " + Option.allCases.map(\.rawValue).joined(separator: "|"), form: form,
            examples: [example], builtIn: builtIn
        ) { cursor throws(Diagnostic) in
            step(try cursor.choice(Option.self, what, rest: rest))
        }
    }

    /// The option `step` makes `kind` of, if it makes it.
    static func option<Option: CaseIterable>(of kind: Kind, _ step: (Option) -> Kind) -> Option? {
        Option.allCases.first { step($0) == kind }
    }
}
