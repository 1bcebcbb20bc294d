/// S3: no template type but the grid, the voice-control template and the list (stricter than
/// CarPlay itself, which also allows alerts and action sheets: the app's choice).
enum TemplateTypeGuard {
    static func message(_ name: String, allowed: [String]) -> String {
        let choices = allowed.map { "`\($0)`" }
        let list = choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + choices.last! : (choices.first ?? "none")
        return "`\(name)` is not one of the car's templates; show it with \(list) instead"
    }

    /// Whether `name` names a template type the app may not use.
    static func isForbidden(_ name: String, rules: GuardRules) -> Bool {
        name.hasPrefix(rules.templatePrefix) && name.hasSuffix(rules.templateSuffix)
            && name.count >= rules.templatePrefix.count + rules.templateSuffix.count
            && !rules.allowedTemplates.contains(name)
            && !rules.exemptTemplates.contains(name)
            && !rules.exemptTemplatePrefixes.contains { name.hasPrefix($0) }
    }

    static func findings(in file: SourceFile, rules: GuardRules) -> [Finding] {
        file.tokens.filter { $0.kind == .identifier && isForbidden($0.text, rules: rules) }
            .map { Finding(path: file.path, token: $0, rule: .templateType, message: message($0.text, allowed: rules.allowedTemplates)) }
    }
}
