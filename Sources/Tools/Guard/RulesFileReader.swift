/// Reads a rules file line by line over a base (`GuardRules.read`): what each line sets, where
/// each setting was first set, and, at the end, the settings of rules that are all off (an
/// error) and the notes where the file and the category disagree.
struct RulesFileReader {
    let path: String
    /// The rules as read so far.
    private(set) var rules: GuardRules
    /// The list settings the file has started replacing.
    private var replaced: Set<String> = []
    /// Where each setting was first set.
    private var firstLines: [String: (line: Int, column: Int)] = [:]
    /// Which rules the file enables or disables, and on which line.
    private var switched: [GuardRule: (enabled: Bool, line: Int)] = [:]
    /// Where each `allowed-template` value is.
    private var allowedAt: [(name: String, line: Int, column: Int)] = []
    /// Where the file's own `category` value is.
    private var fileCategoryAt: (line: Int, column: Int)?

    init(path: String, base: GuardRules) {
        self.path = path
        rules = base
    }

    /// Reads line `lineNumber`, `line`: one setting and its value, or nothing.
    mutating func read(_ line: String, lineNumber: Int) throws(Diagnostic) {
        let words = GuardRules.words(of: line)
        guard let (key, keyColumn) = words.first else { return }
        func fail(_ column: Int, _ message: String) -> Diagnostic {
            .rulesFile(path, line: lineNumber, column: column, message)
        }
        guard words.count >= 2 else {
            if GuardRules.fileSettings.contains(key) || ["clear", "enable", "disable"].contains(key) {
                throw fail(keyColumn, "`\(key)` needs a value on the same line: `\(key) \(GuardRules.example(for: key))`")
            }
            throw fail(keyColumn, GuardRules.unknownSetting(key))
        }
        let (value, valueColumn) = words[1]
        if words.count > 2 {
            throw fail(words[2].column, "one value a line: put `\(words[2].word)` on a line of its own (`\(key) \(words[2].word)`)")
        }
        switch key {
        case "enable", "disable":
            guard let rule = GuardRule(rawValue: value) else { throw fail(valueColumn, GuardRules.notAGuard(value)) }
            let enabling = key == "enable"
            if let earlier = switched[rule], earlier.enabled != enabling {
                throw fail(keyColumn, "`\(value)` is \(earlier.enabled ? "enabled" : "disabled") on line \(earlier.line) and \(key)d here; keep one")
            }
            switched[rule] = (enabling, lineNumber)
            if enabling { rules.enabled.insert(rule) } else { rules.enabled.remove(rule) }
        case "clear":
            guard GuardRules.listSettings.contains(value) else {
                throw fail(valueColumn, "`clear` empties a list setting; `\(value)` is not one (the lists are \(GuardRules.listSettings.joined(separator: ", ")))")
            }
            replaced.insert(value)
            if firstLines[value] == nil { firstLines[value] = (lineNumber, keyColumn) }
            rules[list: value] = []
        case _ where GuardRules.listSettings.contains(key):
            if let problem = GuardRules.problem(with: value, for: key) { throw fail(valueColumn, problem) }
            if firstLines[key] == nil { firstLines[key] = (lineNumber, keyColumn) }
            if replaced.insert(key).inserted { rules[list: key] = [] }
            if !rules[list: key].contains(value) { rules[list: key].append(value) }
            if key == "allowed-template" { allowedAt.append((value, lineNumber, valueColumn)) }
        case _ where GuardRules.singleSettings.contains(key):
            if let problem = GuardRules.problem(with: value, for: key) { throw fail(valueColumn, problem) }
            if let first = firstLines[key] {
                throw fail(keyColumn, "`\(key)` is set twice (first on line \(first.line)); keep one")
            }
            firstLines[key] = (lineNumber, keyColumn)
            switch key {
            case "template-prefix": rules.templatePrefix = value
            case "template-suffix": rules.templateSuffix = value
            default:
                guard let named = CarPlayCategory.named(value) else { throw fail(valueColumn, GuardRules.unknownCategory(value)) }
                rules.category = named
                fileCategoryAt = (lineNumber, valueColumn)
            }
        default:
            throw fail(keyColumn, GuardRules.unknownSetting(key))
        }
    }

    /// A setting of rules that are all off would change nothing: an error at the first one,
    /// saying how to switch one on.
    func checkNoSettingOfRulesOff() throws(Diagnostic) {
        for (key, at) in firstLines.sorted(by: { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) }) {
            let owners = GuardRules.settingRules[key] ?? []
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
    }

    /// Sets the command line's `category`, which wins over the file's own; returns the notes
    /// where the file and the category disagree, and which wins.
    mutating func applyCategory(_ category: CarPlayCategory?) -> [Diagnostic] {
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
        return notes
    }
}
