/// S6: no template call in a form that gives CarPlay no completion (`completion: nil`, the
/// two-argument forms, no trailing closure), in any file. When CarPlay refuses such a call it
/// raises `NSGenericException` later, on the main queue, and the app crashes (H4).
enum CompletionGuard {
    /// What CarPlay refuses, for each template call: the noun for the change and the reasons.
    static let refusals: [String: (change: String, reasons: String)] = [
        "setRootTemplate": ("root change", "another template change still animating, the car already disconnected"),
        "pushTemplate": ("push", "the same template pushed twice, no root template yet, another template change still animating"),
        "popTemplate": ("pop", "only the root template left, another template change still animating"),
        "popToRootTemplate": ("pop to the root", "only the root template left, another template change still animating"),
        "popToTemplate": ("pop", "a template that is not on the stack, another template change still animating"),
        "presentTemplate": ("present", "a template already presented, another template change still animating"),
        "dismissTemplate": ("dismiss", "another template change still animating, the car already disconnected"),
    ]

    /// The async form of each template call, for a function value's message.
    static let asyncForms: [String: String] = [
        "setRootTemplate": "setRootTemplate(_:animated:)",
        "pushTemplate": "pushTemplate(_:animated:)",
        "popTemplate": "popTemplate(animated:)",
        "popToRootTemplate": "popToRootTemplate(animated:)",
        "popToTemplate": "popToTemplate(_:animated:)",
        "presentTemplate": "presentTemplate(_:animated:)",
        "dismissTemplate": "dismissTemplate(animated:)",
    ]

    /// CarPlay's words when it raises (HostMessages.noCompletion), as crash logs print them.
    static let raises = "it raises NSGenericException (\"…but no completion block was specified\") on the main queue and the app crashes"

    /// The message for a call without a completion: the call as written, what CarPlay does when
    /// it refuses it, and the two fixes (the async form, quoted, or a completion).
    static func message(name: String, call: String, asyncCall: String) -> String {
        let refusal = refusals[name].map { "this \($0.change) (\($0.reasons))" } ?? "this call"
        return "`\(call)` gives CarPlay no completion: if CarPlay refuses \(refusal), \(raises). To fix, await it, `try await \(asyncCall)`, or pass a completion that handles the error"
    }

    /// The message for a template call used as a function value (`let push = controller.pushTemplate`).
    static func functionValueMessage(name: String, reference: String) -> String {
        let receiver = reference.dropLast(name.count)
        return "`\(reference)` is used as a function value, which hides whether CarPlay gets a completion: if CarPlay refuses a call made through it without one, it raises NSGenericException on the main queue and the app crashes. To fix, call it here, awaited: `try await \(receiver)\(asyncForms[name] ?? "\(name)(…)")`"
    }

    static func findings(in file: SourceFile, rules: GuardRules) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier && rules.templateCalls.contains(token.text) {
            // S6: `func pushTemplate(…)` declares, it does not call.
            guard !file.isDeclaration(index) else { continue }
            switch file.callOpening(index) {
            case .trailingClosure:
                continue  // the closure is the completion
            case .parentheses(let open):
                guard let close = file.matchingClose(open) else { continue }
                let arguments = file.arguments(between: open, and: close)
                // Every form of CarPlay's template calls takes `animated:`; without it, this is the
                // app's own wrapper (whose call of CarPlay is the one that counts).
                if !rules.templateCallLabels.isEmpty, !arguments.contains(where: { $0.label.map(rules.templateCallLabels.contains) ?? false }) {
                    continue
                }
                guard !CompletionGuard.givesCompletion(file, name: index, open: open, close: close, labels: rules.completionLabels) else { continue }
                let call = file.quote(call: index, open: open, close: close)
                let asyncCall = file.quote(call: index, open: open, close: close, dropping: rules.completionLabels)
                findings.append(Diagnostic(.completion, path: file.path, token: token, message: message(name: token.text, call: call, asyncCall: asyncCall)))
            case nil:
                // A bare word that is not a member (a label, a local) is not a use.
                guard file.isMemberAccess(index) else { continue }
                findings.append(Diagnostic(.completion, path: file.path, token: token, message: functionValueMessage(name: token.text, reference: file.quote(call: index))))
            }
        }
        return findings
    }

    /// S6: a `completion:` argument of the call's own (not `nil`), a trailing closure after its
    /// `)`, or `await`.
    static func givesCompletion(_ file: SourceFile, name index: Int, open: Int, close: Int, labels: [String]) -> Bool {
        if file.hasArgumentLabel(labels, between: open, and: close) { return true }
        if file.callOpening(close) == .trailingClosure { return true }
        return file.isAwaited(index)
    }
}
