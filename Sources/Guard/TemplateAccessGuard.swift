/// S4: the interface controller's template calls and reads only in `CarPlayInterface.swift`,
/// and the calls only in a form that gives CarPlay a completion (a refused change without one
/// is an exception that crashes the app, H4).
enum TemplateAccessGuard {
    /// The async form to suggest for each default template call.
    static let asyncForms: [String: String] = [
        "setRootTemplate": "setRootTemplate(_:animated:)",
        "pushTemplate": "pushTemplate(_:animated:)",
        "popTemplate": "popTemplate(animated:)",
        "popToRootTemplate": "popToRootTemplate(animated:)",
        "popToTemplate": "popToTemplate(_:animated:)",
        "presentTemplate": "presentTemplate(_:animated:)",
        "dismissTemplate": "dismissTemplate(animated:)",
    ]

    static func callOutsideMessage(_ name: String, interfaceFiles: [String]) -> String {
        "`\(name)` is called outside \(files(interfaceFiles)); make every template change through \(files(interfaceFiles)), which always gives CarPlay a completion"
    }

    static func readOutsideMessage(_ name: String, interfaceFiles: [String]) -> String {
        "`.\(name)` is read outside \(files(interfaceFiles)); ask \(files(interfaceFiles)) instead (it tracks what it presented; CarPlay's `presentedTemplate` is a stand-in, H5)"
    }

    static func noCompletionMessage(_ name: String, labels: [String]) -> String {
        let form = asyncForms[name] ?? "\(name)(…)"
        let label = labels.first.map { " or pass `\($0):`" } ?? ""
        return "`\(name)` is called without a completion; use the async form `try await \(form)`\(label), so a refusal cannot crash the app"
    }

    static func functionValueMessage(_ name: String, labels: [String]) -> String {
        "`\(name)` is used as a function value, which hides whether it gets a completion; call it here in the async form `try await \(asyncForms[name] ?? "\(name)(…)")`"
    }

    static func files(_ names: [String]) -> String {
        names.count == 1 ? names[0] : names.joined(separator: " or ")
    }

    static func findings(in file: SourceFile, rules: GuardRules) -> [Finding] {
        let isInterfaceFile = rules.interfaceFiles.contains(String(file.fileName))
        var findings: [Finding] = []
        func add(_ token: Token, _ message: String) {
            findings.append(Finding(path: file.path, token: token, rule: .templateAccess, message: message))
        }
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier {
            if rules.templateCalls.contains(token.text) {
                // S4: `func setRootTemplate(…)` declares, it does not call.
                guard !file.isDeclaration(index) else { continue }
                let opening = file.callOpening(index)
                // A bare word that is neither called nor a member (a label, a local) is not a use.
                guard opening != nil || file.isMemberAccess(index) else { continue }
                if !isInterfaceFile {
                    add(token, callOutsideMessage(token.text, interfaceFiles: rules.interfaceFiles))
                } else if let opening {
                    if !givesCompletion(file, name: index, opening: opening, labels: rules.completionLabels) {
                        add(token, noCompletionMessage(token.text, labels: rules.completionLabels))
                    }
                } else {
                    add(token, functionValueMessage(token.text, labels: rules.completionLabels))
                }
            } else if rules.templateReads.contains(token.text) {
                // S4: a read counts only as a member access `.templates`, so a local variable
                // named `templates` is not one.
                guard !isInterfaceFile, file.isMemberAccess(index) else { continue }
                add(token, readOutsideMessage(token.text, interfaceFiles: rules.interfaceFiles))
            }
        }
        return findings
    }

    /// S4: a `completion:` argument of the call's own, a trailing closure, or `await`.
    static func givesCompletion(_ file: SourceFile, name index: Int, opening: SourceFile.CallOpening, labels: [String]) -> Bool {
        switch opening {
        case .trailingClosure:
            return true
        case .parentheses(let open):
            guard let close = file.matchingClose(open) else { return false }
            if file.hasArgumentLabel(labels, between: open, and: close) { return true }
            if file.callOpening(close) == .trailingClosure { return true }
            return file.isAwaited(index)
        }
    }
}
