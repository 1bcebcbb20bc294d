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
        var reader = RulesFileReader(path: path, base: base)
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            try reader.read(String(line), lineNumber: offset + 1)
        }
        try reader.checkNoSettingOfRulesOff()
        let notes = reader.applyCategory(category)
        return (reader.rules, notes)
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
