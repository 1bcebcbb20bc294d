import Host

// The rules file (S5: every default can be changed). Line-based, one setting a line:
//
//     # comment
//     category audio                 the app's CarPlay category (S3)
//     enable S4                      switch a house rule on (S1, S2, S4 are off by default)
//     disable S3                     switch a rule off
//     interface-file Navigator.swift list settings: the file's lines replace the default list
//     template-prefix CP             single settings: at most once
//     clear allowed-template         an empty list
//
// docs/GUARD.md documents the format with an example.

extension GuardRules {
    /// The settings a rules file may change, each with the default it starts from.
    public static let fileSettings: [String] = listSettings + singleSettings

    static let listSettings = [
        "forbidden-identifier", "car-scene-folder", "forbidden-prefix", "allowed-template",
        "template-exempt", "template-exempt-prefix", "interface-file", "template-read",
        "template-call", "completion-label", "template-call-label",
    ]
    static let singleSettings = ["template-prefix", "template-suffix", "category"]

    /// Settings whose values are Swift names (the others are folder, file and category names).
    static let identifierSettings: Set<String> = [
        "forbidden-identifier", "forbidden-prefix", "allowed-template", "template-exempt",
        "template-exempt-prefix", "template-call", "template-read", "completion-label",
        "template-call-label", "template-prefix", "template-suffix",
    ]

    /// The rules each setting is for: a setting of rules that are all off is an error, since
    /// it would change nothing.
    static let settingRules: [String: [GuardRule]] = [
        "forbidden-identifier": [.speech],
        "car-scene-folder": [.carSceneCall], "forbidden-prefix": [.carSceneCall],
        "allowed-template": [.templateType], "template-exempt": [.templateType],
        "template-exempt-prefix": [.templateType], "template-prefix": [.templateType],
        "template-suffix": [.templateType], "category": [.templateType],
        "interface-file": [.interfaceFile], "template-read": [.interfaceFile],
        "template-call": [.interfaceFile, .completion],
        "completion-label": [.completion], "template-call-label": [.completion],
    ]

    /// Reads a rules file's text over `base` (docs/GUARD.md); see `read(_:path:category:base:)`.
    /// The notes it may give (which of two settings that disagree wins) are dropped.
    ///
    /// ```swift
    /// let rules = try GuardRules(parsing: "enable S2\nforbidden-prefix escalate\n", path: "guard.rules")
    /// // rules.forbiddenCallPrefixes == ["escalate"]; S2 on; everything else as GuardRules.default
    /// ```
    public init(parsing text: String, path: String, base: GuardRules = .default) throws(Diagnostic) {
        self = try Self.read(text, path: path, base: base).rules
    }

    /// Reads a rules file's text over `base`: a list setting named in the file replaces that
    /// default list with the file's values; settings not named keep their defaults. Throws a
    /// a `[RULES]` diagnostic at the first line it cannot read.
    ///
    /// `category`, when given, is the command line's `--category`: it wins over the file's own
    /// `category`. Where the file and the category disagree the notes say which wins: the
    /// command line's category over the file's, and the category over an `allowed-template`
    /// it does not allow (CarPlay refuses that template whatever the file says).
    public static func read(
        _ text: String, path: String, category: CarPlayCategory? = nil, base: GuardRules = .default
    ) throws(Diagnostic) -> (rules: GuardRules, notes: [Diagnostic]) {
        var rules = base
        var replaced: Set<String> = []
        var firstLines: [String: (line: Int, column: Int)] = [:]
        var switched: [GuardRule: (enabled: Bool, line: Int)] = [:]
        var allowedAt: [(name: String, line: Int, column: Int)] = []
        var fileCategoryAt: (line: Int, column: Int)?
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let lineNumber = offset + 1
            let words = Self.words(of: String(line))
            guard let (key, keyColumn) = words.first else { continue }
            func fail(_ column: Int, _ message: String) -> Diagnostic {
                .rulesFile(path, line: lineNumber, column: column, message)
            }
            guard words.count >= 2 else {
                if fileSettings.contains(key) || ["clear", "enable", "disable"].contains(key) {
                    throw fail(keyColumn, "`\(key)` needs a value on the same line: `\(key) \(example(for: key))`")
                }
                throw fail(keyColumn, unknownSetting(key))
            }
            let (value, valueColumn) = words[1]
            if words.count > 2 {
                throw fail(words[2].column, "one value a line: put `\(words[2].word)` on a line of its own (`\(key) \(words[2].word)`)")
            }
            switch key {
            case "enable", "disable":
                guard let rule = GuardRule(rawValue: value) else { throw fail(valueColumn, notAGuard(value)) }
                let enabling = key == "enable"
                if let earlier = switched[rule], earlier.enabled != enabling {
                    throw fail(keyColumn, "`\(value)` is \(earlier.enabled ? "enabled" : "disabled") on line \(earlier.line) and \(key)d here; keep one")
                }
                switched[rule] = (enabling, lineNumber)
                if enabling { rules.enabled.insert(rule) } else { rules.enabled.remove(rule) }
            case "clear":
                guard listSettings.contains(value) else {
                    throw fail(valueColumn, "`clear` empties a list setting; `\(value)` is not one (the lists are \(listSettings.joined(separator: ", ")))")
                }
                replaced.insert(value)
                if firstLines[value] == nil { firstLines[value] = (lineNumber, keyColumn) }
                rules[list: value] = []
            case _ where listSettings.contains(key):
                if let problem = problem(with: value, for: key) { throw fail(valueColumn, problem) }
                if firstLines[key] == nil { firstLines[key] = (lineNumber, keyColumn) }
                if replaced.insert(key).inserted { rules[list: key] = [] }
                if !rules[list: key].contains(value) { rules[list: key].append(value) }
                if key == "allowed-template" { allowedAt.append((value, lineNumber, valueColumn)) }
            case _ where singleSettings.contains(key):
                if let problem = problem(with: value, for: key) { throw fail(valueColumn, problem) }
                if let first = firstLines[key] {
                    throw fail(keyColumn, "`\(key)` is set twice (first on line \(first.line)); keep one")
                }
                firstLines[key] = (lineNumber, keyColumn)
                switch key {
                case "template-prefix": rules.templatePrefix = value
                case "template-suffix": rules.templateSuffix = value
                default:
                    guard let named = CarPlayCategory.named(value) else { throw fail(valueColumn, unknownCategory(value)) }
                    rules.category = named
                    fileCategoryAt = (lineNumber, valueColumn)
                }
            default:
                throw fail(keyColumn, unknownSetting(key))
            }
        }

        // A setting of rules that are all off would change nothing: say how to switch one on.
        for (key, at) in firstLines.sorted(by: { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) }) {
            let owners = settingRules[key] ?? []
            guard !owners.contains(where: rules.isEnabled) else { continue }
            let ids = owners.map(\.id).joined(separator: " and ")
            let fix: String
            if let off = owners.compactMap({ rule in switched[rule].map { (rule, $0.line) } }).first {
                fix = "this file disables \(off.0.id) on line \(off.1): remove one of them"
            } else {
                fix = "add `enable \(owners[0].id)` (S1, S2 and S4 are off unless a rules file enables them), or remove this line"
            }
            throw Diagnostic.rulesFile(path, line: at.line, column: at.column,
                                         "`\(key)` is a setting of \(ids), which \(owners.count > 1 ? "are" : "is") off; \(fix)")
        }

        var notes: [Diagnostic] = []
        if let category {
            if let at = fileCategoryAt, let own = rules.category, own != category {
                notes.append(.rulesFile(path, line: at.line, column: at.column, severity: .note,
                                       "`category \(own.commandLineName)` here and `--category \(category.commandLineName)` disagree: the command line wins, and S3 checks the \(category.commandLineName) category's templates"))
            }
            rules.category = category
        }
        if let effective = rules.category, rules.isEnabled(.templateType) {
            let carPlay = Set(CarPlayCategory.carPlayTemplateClassNames)
            let allowed = Set(effective.templateClassNames)
            var noted: Set<String> = []
            for entry in allowedAt where carPlay.contains(entry.name) && !allowed.contains(entry.name) && noted.insert(entry.name).inserted {
                notes.append(.rulesFile(path, line: entry.line, column: entry.column, severity: .note,
                                       "`\(entry.name)` is allowed here, but the \(effective.commandLineName) category may not use it (CarPlay refuses it at once, completion or not): the category wins, and `\(entry.name)` stays a finding"))
            }
        }
        return (rules, notes)
    }

    /// A list setting by its rules-file name.
    subscript(list key: String) -> [String] {
        get {
            switch key {
            case "forbidden-identifier": forbiddenIdentifiers
            case "car-scene-folder": carSceneFolders
            case "forbidden-prefix": forbiddenCallPrefixes
            case "allowed-template": allowedTemplates ?? []
            case "template-exempt": exemptTemplates
            case "template-exempt-prefix": exemptTemplatePrefixes
            case "interface-file": interfaceFiles
            case "template-read": templateReads
            case "template-call": templateCalls
            case "completion-label": completionLabels
            case "template-call-label": templateCallLabels
            default: preconditionFailure("not a list setting: \(key)")
            }
        }
        set {
            switch key {
            case "forbidden-identifier": forbiddenIdentifiers = newValue
            case "car-scene-folder": carSceneFolders = newValue
            case "forbidden-prefix": forbiddenCallPrefixes = newValue
            case "allowed-template": allowedTemplates = newValue
            case "template-exempt": exemptTemplates = newValue
            case "template-exempt-prefix": exemptTemplatePrefixes = newValue
            case "interface-file": interfaceFiles = newValue
            case "template-read": templateReads = newValue
            case "template-call": templateCalls = newValue
            case "completion-label": completionLabels = newValue
            case "template-call-label": templateCallLabels = newValue
            default: preconditionFailure("not a list setting: \(key)")
            }
        }
    }

    /// The words of a rules-file line with their 1-based columns; `#` starts a comment.
    static func words(of line: String) -> [(word: String, column: Int)] {
        var words: [(word: String, column: Int)] = []
        var current = ""
        var start = 0
        for (offset, c) in line.enumerated() {
            if c.isWhitespace {
                if !current.isEmpty { words.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty {
                    if c == "#" { return words }
                    start = offset + 1
                }
                current.append(c)
            }
        }
        if !current.isEmpty { words.append((current, start)) }
        return words
    }

    static func problem(with value: String, for key: String) -> String? {
        guard identifierSettings.contains(key) else { return nil }
        let isName = value.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
            && !(value.first?.isNumber ?? true)
        return isName ? nil : "`\(value)` is not a Swift name; `\(key)` takes one like `\(example(for: key))`"
    }

    static func unknownSetting(_ key: String) -> String {
        "unknown setting `\(key)`; the settings are \(fileSettings.joined(separator: ", ")), `clear SETTING`, `enable S1`…`S6` and `disable S1`…`S6`"
    }

    static func notAGuard(_ value: String) -> String {
        let guards = GuardRule.allCases.map(\.id).joined(separator: ", ")
        if value == "S5" {
            return "`S5` is how every guard reads the source (comments and strings never trigger), not a guard of its own; the guards are \(guards)"
        }
        return "`\(value)` is not a guard; the guards are \(guards)"
    }

    static func unknownCategory(_ name: String) -> String {
        "`\(name)` is not a CarPlay category; the categories are \(CarPlayCategory.commandLineNames.joined(separator: ", "))"
    }

    static func example(for key: String) -> String {
        switch key {
        case "enable": "S4"
        case "disable": "S3"
        case "clear": "allowed-template"
        case "category": "audio"
        case "allowed-template": "CPListTemplate"
        case "template-prefix": GuardRules.default.templatePrefix
        case "template-suffix": GuardRules.default.templateSuffix
        default: GuardRules.default[list: key].first ?? "NAME"
        }
    }
}
