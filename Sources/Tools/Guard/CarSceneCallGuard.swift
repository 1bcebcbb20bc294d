/// S2 (a house rule of the built-in app, on with `enable S2`): no direct follow-up, merge,
/// restart or archive call from the car scene's files. Live Mode does those through its
/// conversation, confirming anything consequential first.
enum CarSceneCallGuard {
    static func message(_ name: String, prefix: String) -> String {
        "`\(name)` (a `\(prefix)…` call) is made from the car scene; the car never follows up, merges, restarts or archives directly: leave it to the Live Mode conversation, which confirms it first"
    }

    /// Whether `file` is one of the car scene's: a folder on its path is a car-scene folder.
    static func isCarScene(_ file: SourceFile, rules: GuardRules) -> Bool {
        file.folders.contains { rules.carSceneFolders.contains(String($0)) }
    }

    static func findings(in file: SourceFile, rules: GuardRules) -> [Diagnostic] {
        guard isCarScene(file, rules: rules) else { return [] }
        var findings: [Diagnostic] = []
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier {
            guard let prefix = rules.forbiddenCallPrefixes.first(where: { token.text.hasPrefix($0) }) else { continue }
            // S2: a call is the name followed by `(` or a trailing closure; `func restartLater()`
            // declares, it does not call.
            guard !file.isDeclaration(index), file.callOpening(index) != nil else { continue }
            findings.append(Diagnostic(.carSceneCall, path: file.path, token: token, message: message(token.text, prefix: prefix)))
        }
        return findings
    }
}
