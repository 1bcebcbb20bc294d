/// The words a drill of a team's own CarPlay scene may use (B7), and the located error for the
/// rest: a scene of your own has no Realtime socket, phone, microphone or cues to drive, so the
/// words for the built-in app's fakes (WorldDrill's `BuiltInWords`) are bad input there (DL509),
/// found as the line is read (`DrillLanguage.anyScene`).
public enum SceneWords {
    /// The words that work over any scene, for the hint: their headings in docs/DRILL_LANGUAGE.md.
    public static let known = DrillLanguage.anyScene.headings.joined(separator: ", ")

    /// The DL509 error of the line `cursor` reads, which starts the built-in app's word `word`
    /// (`given seed`, `expect car home`).
    static func refusal(of word: String, _ cursor: LineCursor) -> Diagnostic {
        let context = cursor.context
        return Diagnostic(code: .builtInOnly, location: context.location(cursor.tokens.first?.column ?? 1),
                          length: max(1, context.text.trimmingCharacters(in: .whitespaces).count),
                          message: "`\(word)` needs the built-in app's fakes; a drill of your own scene cannot use it",
                          hint: "a drill of your own scene knows: \(known)", lineText: context.text)
    }
}
