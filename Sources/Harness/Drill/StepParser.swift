/// Turns one line's tokens into a step kind, or the diagnostic that says what is wrong with it,
/// by the words of `Grammar.steps`. `scenario` lines are the file parser's; everything else is here.
struct StepParser {
    /// The line's tokens (at least one).
    let tokens: [Token]
    /// The line, for diagnostics.
    let context: LineContext

    /// The step the line writes.
    func parse() throws(Diagnostic) -> StepKind {
        var cursor = LineCursor(tokens: tokens, context: context, form: Grammar.stepForm)
        return try Grammar.steps.read(&cursor)
    }
}
