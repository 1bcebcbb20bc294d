import Host

/// S3: no template the app's category may not use (CarPlay refuses it at once, with or without
/// a completion: an invalid-argument crash, H13, B4), no `CP…Template` name that is not a
/// CarPlay template, and, where a rules file lists them (`allowed-template`), none but those.
/// Without a category every CarPlay template is allowed.
enum TemplateTypeGuard {
    /// Why `name` is a finding, or nil when it is not one.
    enum Verdict: Equatable {
        /// A CarPlay template the category may not use.
        case notInCategory(CarPlayCategory)
        /// Not one of the rules file's `allowed-template`.
        case notAllowed([String])
        /// A `CP…Template` name CarPlay does not have.
        case unknown
    }

    static func categoryMessage(_ name: String, _ category: CarPlayCategory) -> String {
        "`\(name)` is not a template the \(category.commandLineName) category may use: CarPlay refuses it at once with NSInvalidArgumentException (\"Unsupported object …\"), completion or not, and the app crashes. To fix, show it with one of the category's templates (\(category.templateClassNames.joined(separator: ", "))), or check the app's category (--category, `category` in a rules file)"
    }

    static func notAllowedMessage(_ name: String, allowed: [String]) -> String {
        let choices = allowed.map { "`\($0)`" }
        let list = choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + choices.last! : (choices.first ?? "none")
        return "`\(name)` is not one of the templates the rules file allows; show it with \(list) instead, or add `allowed-template \(name)` to the rules file"
    }

    static func unknownMessage(_ name: String) -> String {
        "`\(name)` is not a CarPlay template; use one of CarPlay's (\(CarPlayCategory.carPlayTemplateClassNames.joined(separator: ", "))), or, if it is the app's own type, add `template-exempt \(name)` to a rules file"
    }

    /// Why the identifier `name` is a finding under `rules`, or nil.
    static func verdict(_ name: String, rules: GuardRules) -> Verdict? {
        guard name.hasPrefix(rules.templatePrefix), name.hasSuffix(rules.templateSuffix),
              name.count >= rules.templatePrefix.count + rules.templateSuffix.count,
              !rules.exemptTemplates.contains(name),
              !rules.exemptTemplatePrefixes.contains(where: { name.hasPrefix($0) }) else { return nil }
        let isCarPlays = CarPlayCategory.carPlayTemplateClassNames.contains(name)
        // The category wins over the rules file's list: CarPlay refuses the template anyway.
        if let category = rules.category, isCarPlays, !category.templateClassNames.contains(name) {
            return .notInCategory(category)
        }
        if let allowed = rules.allowedTemplates {
            return allowed.contains(name) ? nil : .notAllowed(allowed)
        }
        return isCarPlays ? nil : .unknown
    }

    static func findings(in file: SourceFile, rules: GuardRules) -> [Diagnostic] {
        file.tokens.compactMap { token in
            guard token.kind == .identifier, let verdict = verdict(token.text, rules: rules) else { return nil }
            let message = switch verdict {
            case .notInCategory(let category): categoryMessage(token.text, category)
            case .notAllowed(let allowed): notAllowedMessage(token.text, allowed: allowed)
            case .unknown: unknownMessage(token.text)
            }
            return Diagnostic(.templateType, path: file.path, token: token, message: message)
        }
    }
}
