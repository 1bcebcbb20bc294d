/// The source guards (SPEC S1-S6) over one Swift file.
///
/// ```swift
/// let findings = SourceGuard.check(source: "controller.popTemplate(animated: true)", path: "App/Car.swift")
/// // [App/Car.swift:1:12: error: [S6] `controller.popTemplate(animated: true)` gives CarPlay no completion: …]
/// ```
public enum SourceGuard {
    /// The findings of every enabled guard in `source`, read as the file at `path` (the path
    /// decides S2's car scene and S4's interface file), in order of position.
    public static func check(source: String, path: String, rules: GuardRules = .default) -> [Diagnostic] {
        let file = SourceFile(path: path, source: source)
        var findings: [Diagnostic] = []
        if rules.isEnabled(.speech) { findings += SpeechGuard.findings(in: file, rules: rules) }
        if rules.isEnabled(.carSceneCall) { findings += CarSceneCallGuard.findings(in: file, rules: rules) }
        if rules.isEnabled(.templateType) { findings += TemplateTypeGuard.findings(in: file, rules: rules) }
        if rules.isEnabled(.interfaceFile) { findings += InterfaceFileGuard.findings(in: file, rules: rules) }
        if rules.isEnabled(.completion) { findings += CompletionGuard.findings(in: file, rules: rules) }
        return findings.sorted(by: Diagnostic.readingOrder)
    }
}
