/// The words a drill of a team's own CarPlay scene may use (B7), and the located error for the
/// rest: a scene of your own has no Realtime socket, phone, microphone or cues to drive, so the
/// words for the built-in app's fakes (`Grammar.BuiltIn`) are bad input there (DL509), found
/// before anything runs.
public enum SceneWords {
    /// The words that work over any scene, for the hint: their headings in docs/DRILL_LANGUAGE.md.
    public static let known = Grammar.anySceneHeadings.joined(separator: ", ")

    /// The DL509 errors of `scenario`'s steps, in order.
    public static func diagnostics(_ scenario: Scenario) -> [Diagnostic] {
        scenario.steps.compactMap { step in
            guard let word = Grammar.builtInName(of: step.kind) else { return nil }
            return Diagnostic(code: .builtInOnly, location: step.location, length: max(1, step.lineText.trimmingCharacters(in: .whitespaces).count),
                              message: "`\(word)` needs the built-in app's fakes; a drill of your own scene cannot use it",
                              hint: "a drill of your own scene knows: \(known)", lineText: step.lineText)
        }
    }
}
