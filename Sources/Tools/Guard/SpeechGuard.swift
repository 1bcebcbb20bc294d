/// S1 (a house rule of the built-in app, on with `enable S1`): no system speech anywhere. The
/// car has no other voice than the Live call: no system speech, no read-aloud, no spoken
/// confirmations.
enum SpeechGuard {
    static func message(_ name: String) -> String {
        "`\(name)` is system speech, and the car has no voice but the Live call; remove it and let the Live Mode conversation say it (or play a cue)"
    }

    static func findings(in file: SourceFile, rules: GuardRules) -> [Diagnostic] {
        // S1: the name anywhere in code counts: a type, a member, a declaration alike.
        file.tokens.filter { $0.kind == .identifier && rules.forbiddenIdentifiers.contains($0.text) }
            .map { Diagnostic(.speech, path: file.path, token: $0, message: message($0.text)) }
    }
}
