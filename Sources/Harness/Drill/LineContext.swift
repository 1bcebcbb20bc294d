/// The line being read: enough to make a diagnostic that points into it.
package struct LineContext: Sendable {
    /// The file's path, as the loader names it.
    package var path: String
    /// The line number, from 1.
    package var line: Int
    /// The line's text (invalid UTF-8 shown as U+FFFD).
    package var text: String

    /// The location of `column` on this line.
    package func location(_ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// A diagnostic pointing at `length` scalars from `column` of this line.
    package func diagnostic(
        _ code: DiagnosticCode, column: Int, length: Int = 1, _ message: String, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(code: code, location: location(column), length: length, message: message, hint: hint, lineText: text)
    }

    /// A diagnostic pointing at `token`.
    package func diagnostic(_ code: DiagnosticCode, at token: Token, _ message: String, hint: String? = nil) -> Diagnostic {
        diagnostic(code, column: token.column, length: token.length, message, hint: hint)
    }
}
