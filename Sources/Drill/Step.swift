/// One line of a scenario: what to do or check, and where it was written.
///
/// A step keeps its source line and the columns of its quoted strings so that whoever runs it
/// can point at the exact words in an error (a `tap` on a title that is not on the screen
/// underlines the title).
public struct Step: Hashable, Sendable {
    /// A run of columns on the step's line: where a token starts and how many scalars it spans.
    public struct Span: Hashable, Sendable {
        /// The first column, from 1.
        public var column: Int
        /// The number of Unicode scalars, quotes included for a string.
        public var length: Int

        /// A span of `length` scalars starting at `column`.
        public init(column: Int, length: Int) {
            self.column = column
            self.length = length
        }
    }

    /// What the step does or checks.
    public var kind: StepKind
    /// Where the step's first word is (an included step keeps its own file's location).
    public var location: SourceLocation
    /// The whole source line, as written (for rendering a diagnostic about this step).
    public var lineText: String
    /// The spans of the quoted strings on the line, in order.
    public var stringSpans: [Span]
    /// The spans of every token on the line (words, strings, commas), in order: a diagnostic
    /// about a value (`given navigator naiv`) underlines that value.
    public var tokenSpans: [Span]

    /// A step of `kind` written at `location`.
    public init(kind: StepKind, location: SourceLocation, lineText: String, stringSpans: [Span] = [], tokenSpans: [Span] = []) {
        self.kind = kind
        self.location = location
        self.lineText = lineText
        self.stringSpans = stringSpans
        self.tokenSpans = tokenSpans
    }

    /// The span of the token at `index` (0 for the step's first word), if the line has one.
    public func span(ofToken index: Int) -> Span? {
        tokenSpans.indices.contains(index) ? tokenSpans[index] : nil
    }
}
