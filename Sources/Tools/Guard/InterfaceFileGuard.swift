/// S4 (a house rule of the built-in app): the interface controller's template calls and reads
/// only in the interface file (`CarPlayInterface.swift`), the one place that talks to CarPlay.
/// Whether a call gives CarPlay a completion is S6's question, in every file.
enum InterfaceFileGuard {
    static func callOutsideMessage(_ name: String, interfaceFiles: [String]) -> String {
        "`\(name)` is called outside \(files(interfaceFiles)); make every template change through \(files(interfaceFiles)), which always gives CarPlay a completion"
    }

    static func readOutsideMessage(_ name: String, interfaceFiles: [String]) -> String {
        "`.\(name)` is read outside \(files(interfaceFiles)); ask \(files(interfaceFiles)) instead (it tracks what it presented; CarPlay's `presentedTemplate` is a stand-in, H5)"
    }

    static func files(_ names: [String]) -> String {
        names.count == 1 ? names[0] : names.joined(separator: " or ")
    }

    static func findings(in file: SourceFile, rules: GuardRules) -> [Diagnostic] {
        guard !rules.interfaceFiles.contains(String(file.fileName)) else { return [] }
        var findings: [Diagnostic] = []
        func add(_ token: Token, _ message: String) {
            findings.append(Diagnostic(.interfaceFile, path: file.path, token: token, message: message))
        }
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier {
            if rules.templateCalls.contains(token.text) {
                // S4: `func setRootTemplate(…)` declares, it does not call.
                guard !file.isDeclaration(index) else { continue }
                // A bare word that is neither called nor a member (a label, a local) is not a use.
                guard file.callOpening(index) != nil || file.isMemberAccess(index) else { continue }
                add(token, callOutsideMessage(token.text, interfaceFiles: rules.interfaceFiles))
            } else if rules.templateReads.contains(token.text) {
                // S4: a read counts only as a member access `.templates`, so a local variable
                // named `templates` is not one.
                guard file.isMemberAccess(index) else { continue }
                add(token, readOutsideMessage(token.text, interfaceFiles: rules.interfaceFiles))
            }
        }
        return findings
    }
}
