import Foundation

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
    /// The spans of every token on the line (words, strings, commas), in order: a diagnostic
    /// about a value (`given navigator naiv`) underlines that value.
    public var tokenSpans: [Span]

    /// A step of `kind` written at `location`, its tokens at `tokenSpans`.
    public init(kind: StepKind, location: SourceLocation, lineText: String, tokenSpans: [Span] = []) {
        self.kind = kind
        self.location = location
        self.lineText = lineText
        self.tokenSpans = tokenSpans
    }

    /// The spans of the quoted strings on the line, in order (the tokens that open with `"`).
    public var stringSpans: [Span] {
        let scalars = Array(lineText.unicodeScalars)
        return tokenSpans.filter { scalars.indices.contains($0.column - 1) && scalars[$0.column - 1] == "\"" }
    }

    /// The span of the token at `index` (0 for the step's first word), if the line has one.
    public func span(ofToken index: Int) -> Span? {
        tokenSpans.indices.contains(index) ? tokenSpans[index] : nil
    }

    /// The step as written, from its first token to the end of its last: no indentation, no
    /// comment (`realtime up` of `  realtime up   # too early`).
    public var written: String {
        guard let first = tokenSpans.first, let last = tokenSpans.last else { return lineText.trimmingCharacters(in: .whitespaces) }
        let scalars = Array(lineText.unicodeScalars)
        let end = min(scalars.count, last.column - 1 + last.length)
        guard first.column - 1 < end else { return lineText.trimmingCharacters(in: .whitespaces) }
        return String(String.UnicodeScalarView(scalars[(first.column - 1)..<end]))
    }

    /// The index of the first token from `start` on written exactly `text` in the source (a
    /// word; a string with its quotes), if any.
    public func tokenIndex(of text: String, from start: Int = 0) -> Int? {
        let scalars = Array(lineText.unicodeScalars)
        let wanted = Array(text.unicodeScalars)
        return tokenSpans.indices.dropFirst(max(0, start)).first { i in
            let span = tokenSpans[i]
            return span.length == wanted.count && span.column + span.length - 1 <= scalars.count
                && Array(scalars[span.column - 1..<span.column - 1 + span.length]) == wanted
        }
    }
}
