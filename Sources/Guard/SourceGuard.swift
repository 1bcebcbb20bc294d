/// The source guards (SPEC S1-S5) over one Swift file.
///
/// ```swift
/// let findings = SourceGuard.check(source: "let s = AVSpeechSynthesizer()", path: "App/Voice.swift")
/// // [App/Voice.swift:1:9: error: [S1] `AVSpeechSynthesizer` is system speech, …]
/// ```
public enum SourceGuard {
    /// The findings of every enabled guard in `source`, read as the file at `path` (the path
    /// decides S2's car scene and S4's interface file), in order of position.
    public static func check(source: String, path: String, rules: GuardRules = .default) -> [Finding] {
        check(tokens: Tokenizer.tokenize(source), path: path, rules: rules)
    }

    /// The findings of every enabled guard over already tokenized source.
    public static func check(tokens: [Token], path: String, rules: GuardRules = .default) -> [Finding] {
        let file = SourceFile(path: path, tokens: tokens)
        var findings: [Finding] = []
        if rules.isEnabled(.speech) { findings += SpeechGuard.findings(in: file, rules: rules) }
        if rules.isEnabled(.carSceneCall) { findings += CarSceneCallGuard.findings(in: file, rules: rules) }
        if rules.isEnabled(.templateType) { findings += TemplateTypeGuard.findings(in: file, rules: rules) }
        if rules.isEnabled(.templateAccess) { findings += TemplateAccessGuard.findings(in: file, rules: rules) }
        return findings.sorted()
    }
}
