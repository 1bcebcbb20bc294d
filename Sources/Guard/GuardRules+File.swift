// The rules file (S5: every default can be changed). Line-based, one setting a line:
//
//     # comment
//     forbidden-prefix followUp      list settings: the file's lines replace the default list
//     template-prefix CP             single settings: at most once
//     clear allowed-template         an empty list
//     disable S1                     switch a rule off
//
// docs/GUARD.md documents the format with an example.

extension GuardRules {
    /// The settings a rules file may change, each with the default it starts from.
    public static let fileSettings: [String] = listSettings + singleSettings

    static let listSettings = [
        "forbidden-identifier", "car-scene-folder", "forbidden-prefix", "allowed-template",
        "template-exempt", "template-exempt-prefix", "interface-file", "template-call",
        "template-read", "completion-label",
    ]
    static let singleSettings = ["template-prefix", "template-suffix"]

    /// Settings whose values are Swift names (the others are folder and file names).
    static let identifierSettings: Set<String> = [
        "forbidden-identifier", "forbidden-prefix", "allowed-template", "template-exempt",
        "template-exempt-prefix", "template-call", "template-read", "completion-label",
        "template-prefix", "template-suffix",
    ]

    /// Reads a rules file's text over the defaults (docs/GUARD.md): a list setting named in the
    /// file replaces that default list with the file's values; settings not named keep their
    /// defaults. Throws a `RulesFileError` at the first line it cannot read.
    ///
    /// ```swift
    /// let rules = try GuardRules(parsing: "forbidden-prefix escalate\n", path: "guard.rules")
    /// // rules.forbiddenCallPrefixes == ["escalate"]; everything else as GuardRules.default
    /// ```
    public init(parsing text: String, path: String, base: GuardRules = .default) throws(RulesFileError) {
        self = base
        var replaced: Set<String> = []
        var singlesSeen: [String: Int] = [:]
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let lineNumber = offset + 1
            let words = Self.words(of: String(line))
            guard let (key, keyColumn) = words.first else { continue }
            func fail(_ column: Int, _ message: String) -> RulesFileError {
                RulesFileError(path: path, line: lineNumber, column: column, message: message)
            }
            guard words.count >= 2 else {
                if Self.fileSettings.contains(key) || key == "clear" || key == "disable" {
                    throw fail(keyColumn, "`\(key)` needs a value on the same line: `\(key) \(Self.example(for: key))`")
                }
                throw fail(keyColumn, Self.unknownSetting(key))
            }
            let (value, valueColumn) = words[1]
            if words.count > 2 {
                throw fail(words[2].column, "one value a line: put `\(words[2].word)` on a line of its own (`\(key) \(words[2].word)`)")
            }
            switch key {
            case "disable":
                guard let rule = GuardRule(rawValue: value) else {
                    throw fail(valueColumn, "`\(value)` is not a guard; the guards are \(GuardRule.allCases.map(\.id).joined(separator: ", "))")
                }
                disabled.insert(rule)
            case "clear":
                guard Self.listSettings.contains(value) else {
                    throw fail(valueColumn, "`clear` empties a list setting; `\(value)` is not one (the lists are \(Self.listSettings.joined(separator: ", ")))")
                }
                replaced.insert(value)
                self[list: value] = []
            case _ where Self.listSettings.contains(key):
                if let problem = Self.problem(with: value, for: key) { throw fail(valueColumn, problem) }
                if replaced.insert(key).inserted { self[list: key] = [] }
                if !self[list: key].contains(value) { self[list: key].append(value) }
            case _ where Self.singleSettings.contains(key):
                if let problem = Self.problem(with: value, for: key) { throw fail(valueColumn, problem) }
                if let first = singlesSeen[key] {
                    throw fail(keyColumn, "`\(key)` is set twice (first on line \(first)); keep one")
                }
                singlesSeen[key] = lineNumber
                if key == "template-prefix" { templatePrefix = value } else { templateSuffix = value }
            default:
                throw fail(keyColumn, Self.unknownSetting(key))
            }
        }
    }

    /// A list setting by its rules-file name.
    subscript(list key: String) -> [String] {
        get {
            switch key {
            case "forbidden-identifier": forbiddenIdentifiers
            case "car-scene-folder": carSceneFolders
            case "forbidden-prefix": forbiddenCallPrefixes
            case "allowed-template": allowedTemplates
            case "template-exempt": exemptTemplates
            case "template-exempt-prefix": exemptTemplatePrefixes
            case "interface-file": interfaceFiles
            case "template-call": templateCalls
            case "template-read": templateReads
            case "completion-label": completionLabels
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
            case "template-call": templateCalls = newValue
            case "template-read": templateReads = newValue
            case "completion-label": completionLabels = newValue
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
        "unknown setting `\(key)`; the settings are \(fileSettings.joined(separator: ", ")), `clear SETTING` and `disable S1`…`S4`"
    }

    static func example(for key: String) -> String {
        switch key {
        case "disable": "S1"
        case "clear": "allowed-template"
        case "template-prefix": GuardRules.default.templatePrefix
        case "template-suffix": GuardRules.default.templateSuffix
        default: GuardRules.default[list: key].first ?? "NAME"
        }
    }
}
