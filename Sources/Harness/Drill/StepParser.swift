/// Turns one line's tokens into a step kind, or the diagnostic that says what is wrong with it,
/// by the words of a language (`DrillLanguage`). `scenario` lines are the file parser's; everything else is here.
struct StepParser {
    /// The line's tokens (at least one).
    let tokens: [Token]
    /// The line, for diagnostics.
    let context: LineContext
    /// The words the line may use.
    let language: DrillLanguage

    /// The step the line writes.
    func parse() throws(Diagnostic) -> StepKind {
        var cursor = LineCursor(tokens: tokens, context: context, form: language.stepForm)
        return try language.steps.read(&cursor)
    }
}
