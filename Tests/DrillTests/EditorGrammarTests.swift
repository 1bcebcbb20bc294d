import CarApp
import Foundation
import Host
import Rig
import Testing
@testable import Drill
@testable import WorldDrill

/// editors/drill.tmLanguage.json agrees with the parser: tokenized by the small TextMate
/// tokenizer below, every shipped scenario's step words are keywords, its strings, comments and
/// durations are scoped exactly where the lexer finds them, and every word of the language is
/// in the grammar.
struct EditorGrammarTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func grammar() throws -> TextMateGrammar {
        try TextMateGrammar(contentsOf: root.appendingPathComponent("editors/drill.tmLanguage.json"))
    }

    /// Every `.drill` file under `directory` (recursively), sorted.
    static func drillFiles(under directory: String) -> [URL] {
        let base = root.appendingPathComponent(directory)
        let found = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.pathExtension == "drill" }.sorted { $0.path < $1.path }
    }

    @Test func everyShippedScenario() throws {
        let grammar = try Self.grammar()
        let files = Self.drillFiles(under: "Scenarios") + Self.drillFiles(under: "Examples")
        #expect(files.count >= 25)
        var steps = 0
        for url in files {
            let path = String(url.path.dropFirst(Self.root.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            let (file, diagnostics) = DrillParser.parse(text, path: path, language: .builtInApp)
            #expect(!diagnostics.contains { $0.code.severity == .error }, "\(diagnostics.map(\.rendered))")
            let problems = Self.check(text, path: path, grammar: grammar,
                                      steps: file.scenarios.flatMap(\.steps), scenarioLines: Set(file.scenarios.map(\.location.line)))
            steps += problems.steps
            #expect(problems.found.isEmpty, Comment(rawValue: problems.found.prefix(10).joined(separator: "\n")))
        }
        #expect(steps >= 1_000)
    }

    @Test func everyDocumentationExample() throws {
        let grammar = try Self.grammar()
        #expect(DocumentationTests.examples.count >= 45)
        for (index, example) in DocumentationTests.examples.enumerated() {
            let path = "docs/DRILL_LANGUAGE.md example \(index)"
            let isFile = example.split(separator: "\n").contains { $0.hasPrefix("scenario ") }
            let file = DrillParser.parse(example, path: path, language: .builtInApp).file
            let steps = isFile ? file.scenarios.flatMap(\.steps) : DrillParser.parseFragment(Array(example.utf8), path: path, language: .builtInApp).steps
            let lines: Set<Int> = isFile ? Set(file.scenarios.map(\.location.line)) : []
            let problems = Self.check(example, path: path, grammar: grammar, steps: steps, scenarioLines: lines)
            #expect(problems.found.isEmpty, Comment(rawValue: problems.found.prefix(10).joined(separator: "\n")))
        }
    }

    /// A word added to the language and not to the grammar fails here: each word is in the
    /// grammar's text, and a line using it gets the word's scope.
    @Test func everyWordIsInTheGrammar() throws {
        let grammar = try Self.grammar()
        let text = grammar.sources.joined(separator: "\n")
        for word in DrillLanguage.builtInApp.words + DrillLanguage.builtInApp.givenWords + DrillLanguage.builtInApp.expectationWords {
            let bounded = try NSRegularExpression(pattern: "(?<![A-Za-z-])" + NSRegularExpression.escapedPattern(for: word) + "(?![A-Za-z-])")
            #expect(bounded.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil,
                    "'\(word)' is not in editors/drill.tmLanguage.json")
        }
        var lines: [(String, String, String)] = []  // (line, word in it, scope the word gets)
        for word in DrillLanguage.builtInApp.words {
            lines.append((word == "scenario" ? #"scenario "NAME""# : word, word, "keyword.control.drill"))
        }
        lines += DrillLanguage.builtInApp.givenWords.map { ("given \($0)", $0, "keyword.other.given.drill") }
        for word in DrillLanguage.builtInApp.expectationWords {
            lines.append(("expect \(word)", word, "keyword.other.expectation.drill"))
            lines.append(("wait until \(word) within 1s", word, "keyword.other.expectation.drill"))
        }
        lines += Stimulus.PhoneAction.allCases.map { ("phone \($0.rawValue)", $0.rawValue, "keyword.other.action.drill") }
        lines += StepKind.Speech.allCases.map { ("speech \($0.rawValue)", $0.rawValue, "keyword.other.action.drill") }
        lines += StepKind.Reply.allCases.map { ("reply \($0.rawValue)", $0.rawValue, "keyword.other.action.drill") }
        lines += StepKind.Mic.allCases.map { ("mic \($0.rawValue)", $0.rawValue, "keyword.other.action.drill") }
        lines += StepKind.Interruption.allCases.map { ("interruption \($0.rawValue)", $0.rawValue, "keyword.other.action.drill") }
        lines += StepKind.Engine.allCases.map { ("engine \($0.rawValue)", $0.rawValue, "keyword.other.action.drill") }
        lines += StepKind.Given.Conversation.allCases.map { ("given conversation \($0.rawValue)", $0.rawValue, "constant.language.drill") }
        lines += StepKind.Given.App.allCases.map { ("given app \($0.rawValue)", $0.rawValue, "constant.language.drill") }
        lines += Appearance.allCases.map { ("given appearance \($0.rawValue)", $0.rawValue, "constant.language.drill") }
        lines += BuiltInWords.phoneScreens.map { ("expect phone \($0.rawValue)", $0.rawValue, "keyword.other.drill") }
        for place in ["root", "top", "presented"] {
            lines.append(("expect car \(place) list \"T\"", place, "keyword.other.drill"))
        }
        lines += TemplateExpectation.Kind.allCases.map { ("expect car top \($0.rawValue) \"T\"", $0.rawValue, "support.type.template.drill") }
        lines.append(("expect car root tab \"Library\" list \"Episode 1\"", "tab", "support.type.template.drill"))
        for cue in Cue.allCases {
            lines.append(("expect cue \(cue.rawValue) now", cue.rawValue, "support.constant.cue.drill"))
            lines.append(("wait until cues connected, \(cue.rawValue) within 1m", cue.rawValue, "support.constant.cue.drill"))
        }
        for (line, word, scope) in lines {
            let scoped = grammar.scoped(line)
            let start = scoped.column(of: word, from: line.hasPrefix("wait until ") ? 12 : line.hasPrefix(word) ? 1 : 2)
            let missing = (start..<start + word.unicodeScalars.count).filter { !scoped.has(scope, at: $0) || scoped.has("invalid", at: $0) }
            #expect(start > 0 && missing.isEmpty, "\(line): '\(word)' is not \(scope): \(scoped.rendered)")
        }
    }

    /// What the shipped scenarios do not show: a comment after a step, `#` and escapes in strings,
    /// each kind of value, and the tokens that are errors.
    @Test func valuesCommentsAndEscapes() throws {
        let grammar = try Self.grammar()
        let cases: [(String, [(String, String)])] = [
            (#"  tap "a # b" now   # a comment"#,
             [("\"a # b\"", "string.quoted.double.drill"), ("# b", "!comment"), ("now", "keyword.other.now.drill"),
              ("# a comment", "comment.line.number-sign.drill"), ("now   ", "!comment")]),
            (#"expect host log "item \"x\": \\ done" # "no string""#,
             [(#"\""#, "constant.character.escape.drill"), (#"\\"#, "constant.character.escape.drill"),
              ("log", "keyword.other.drill"), (#""no string""#, "!string"), (#""no string""#, "comment")]),
            (#"scenario "A \"quoted\" name" # note"#,
             [(#""A \"quoted\" name""#, "entity.name.section.scenario.drill"), (#"\""#, "constant.character.escape.drill"),
              ("# note", "comment.line.number-sign.drill"), ("# note", "!string")]),
            ("wait until cues disconnected, failed within 1m",
             [("until", "keyword.control.until.drill"), ("cues", "keyword.other.expectation.drill"),
              ("disconnected", "support.constant.cue.drill"), (",", "punctuation.separator.comma.drill"),
              ("failed", "support.constant.cue.drill"), ("within", "keyword.control.within.drill"), ("1m", "constant.numeric.duration.drill")]),
            ("given realtime auto 1.5s", [("realtime", "keyword.other.given.drill"), ("auto", "constant.language.drill"),
                                          ("1.5s", "constant.numeric.duration.drill")]),
            ("given display 800x480", [("800x480", "constant.numeric.size.drill")]),
            ("given seed 0x2A", [("0x2A", "constant.numeric.hex.drill")]),
            ("rules D2 H13 d4", [("D2", "constant.other.rule-id.drill"), ("H13", "constant.other.rule-id.drill"), ("d4", "invalid")]),
            ("expect crash H4", [("crash", "keyword.other.expectation.drill"), ("H4", "constant.other.rule-id.drill")]),
            ("route change rate 16000", [("change rate", "keyword.other.action.drill"), ("16000", "constant.numeric.integer.drill")]),
            (#"expect telemetry sent call.start client="carplay · live_voice" n=1"#,
             [("sent", "keyword.other.drill"), ("call.start", "entity.name.type.event.drill"), ("client", "variable.other.field.drill"),
              ("=", "keyword.operator.assignment.drill"), ("\"carplay · live_voice\"", "string.quoted.double.drill"),
              ("1", "constant.numeric.integer.drill")]),
            ("expect no telemetry call.end reason=drop",
             [("no", "keyword.other.expectation.drill"), ("telemetry", "keyword.other.drill"), ("call.end", "entity.name.type.event.drill"),
              ("reason", "variable.other.field.drill"), ("drop", "!invalid")]),
            ("expect car presented nothing now", [("presented", "keyword.other.drill"), ("nothing", "keyword.other.drill"),
                                                  ("now", "keyword.other.now.drill")]),
            ("wait 300ms", [("300ms", "constant.numeric.duration.drill")]),
            ("Plug", [("Plug", "invalid.illegal.unknown-word.drill")]),
            (#"tap "never closed"#, [(#""never closed"#, "invalid.illegal.unterminated-string.drill")]),
            (#"scenario "never \" closed"#, [(#""never \" closed"#, "invalid.illegal.unterminated-string.drill")]),
            (#"tap "bad \n escape""#, [(#"\n"#, "invalid.illegal.escape.drill")]),
        ]
        for (line, expectations) in cases {
            let scoped = grammar.scoped(line)
            for (fragment, selector) in expectations {
                let start = scoped.column(of: fragment, from: 1)
                let columns = start..<start + fragment.unicodeScalars.count
                let absent = selector.hasPrefix("!")
                let wrong = columns.filter { scoped.has(String(selector.drop { $0 == "!" }), at: $0) == absent }
                #expect(start > 0 && wrong.isEmpty, "\(line): '\(fragment)' \(absent ? "is" : "is not") \(selector): \(scoped.rendered)")
            }
        }
    }

    /// Checks each line of `text` against the grammar (see the type's comment): the problems
    /// found, and how many steps were checked.
    static func check(
        _ text: String, path: String, grammar: TextMateGrammar, steps: [Step], scenarioLines: Set<Int>
    ) -> (found: [String], steps: Int) {
        var found: [String] = []
        var checked = 0
        let stepAtLine = Dictionary(steps.map { ($0.location.line, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            if line.hasSuffix("\r") { line.removeLast() }
            if index == 0, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            let number = index + 1
            let here = "\(path):\(number): \(line)"
            let scoped = grammar.scoped(line)
            let bytes = Array(line.utf8)
            guard let tokens = try? bytes.withUnsafeBufferPointer({ buffer throws(Diagnostic) in
                try LineLexer(bytes: buffer, start: 0, end: buffer.count, context: LineContext(path: path, line: number, text: line)).tokens()
            }) else {
                found.append("\(here)\n  the lexer rejects the line")
                continue
            }
            func expect(_ columns: Set<Int>, _ selector: String, _ what: String) {
                let got = scoped.columns(with: selector)
                if got != columns {
                    found.append("\(here)\n  \(what): columns \(ScopedLine.runs(columns)), grammar \(ScopedLine.runs(got))\n  \(scoped.rendered)")
                }
            }
            // (a) The first word of a step, and of a scenario line, is a keyword.
            let step = stepAtLine[number]
            if let head = tokens.first {
                if let step {
                    checked += 1
                    if step.lineText != line || head.column != step.location.column || !DrillLanguage.builtInApp.words.contains(head.text) {
                        found.append("\(here)\n  the step's line or first word differs from the lexer's")
                    }
                } else if !scenarioLines.contains(number) || !head.isWord("scenario") {
                    found.append("\(here)\n  a line with tokens that is neither a step nor a scenario")
                }
                let word = Set(head.column..<head.endColumn)
                if !word.isSubset(of: scoped.columns(with: "keyword.control.drill")) {
                    found.append("\(here)\n  '\(head.text)' is not keyword.control.drill\n  \(scoped.rendered)")
                }
            }
            // (b) Strings are exactly the parser's spans (the lexer's on a scenario line); a
            // scenario's name is its section's name.
            let spans = step?.stringSpans ?? tokens.filter { $0.kind == .string }.map { Step.Span(column: $0.column, length: $0.length) }
            let strings = Set(spans.flatMap { $0.column..<$0.column + $0.length })
            expect(strings, "string.quoted.double", "strings")
            if step == nil, tokens.first?.isWord("scenario") == true {
                expect(strings, "entity.name.section.scenario", "the scenario's name")
            }
            // (c) The comment runs from the first `#` after the last token (the lexer stops
            // there) to the end of the line; nothing else, a `#` in a string included, is one.
            let scalars = Array(line.unicodeScalars)
            let hash = ((tokens.last?.endColumn ?? 1) - 1..<scalars.count).first { scalars[$0] == "#" }
            expect(hash.map { Set($0 + 1...scalars.count) } ?? [], "comment.line.number-sign", "comment")
            // (d) Durations are exactly the words DurationLiteral reads.
            let durations = tokens.filter { $0.kind == .word && DurationLiteral.parse($0.text) != nil }
            expect(Set(durations.flatMap { $0.column..<$0.endColumn }), "constant.numeric.duration", "durations")
            // Nothing in a file that parses is marked invalid.
            expect([], "invalid", "invalid tokens")
        }
        return (found, checked)
    }
}

/// Just enough of a TextMate tokenizer for editors/drill.tmLanguage.json: `match` rules with
/// `name` and `captures`; `begin`/`end` rules with `name`, `beginCaptures`, `endCaptures` and
/// their own `patterns`; `include` of `#repository` entries; one line at a time (every rule of
/// the grammar ends on its line). As in VS Code, the earliest match wins, then the first rule
/// listed, and an open rule's `end` before its patterns.
final class TextMateGrammar {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A compiled regex and its index in `sources`.
    struct Pattern {
        var id: Int
        var regex: NSRegularExpression
    }

    /// One rule: `match` (or `begin`) and what it scopes.
    final class Rule {
        var names: [String] = []
        var regex: Pattern
        var captures: [Int: [String]] = [:]
        /// For `begin`/`end` rules.
        var end: Pattern?
        var endCaptures: [Int: [String]] = [:]
        var patterns: [Rule] = []

        init(regex: Pattern) {
            self.regex = regex
        }
    }

    let scopeName: String
    private(set) var patterns: [Rule] = []
    /// Every regex of the grammar, as written.
    private(set) var sources: [String] = []
    private let repository: [String: Any]
    private var resolved: [String: [Rule]] = [:]
    private var resolving: Set<String> = []

    init(contentsOf url: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let grammar = object as? [String: Any], let scopeName = grammar["scopeName"] as? String else {
            throw Failure(description: "\(url.path): not a TextMate grammar")
        }
        self.scopeName = scopeName
        repository = grammar["repository"] as? [String: Any] ?? [:]
        patterns = try rules(grammar["patterns"])
    }

    /// The rules of a `patterns` list, includes resolved.
    private func rules(_ list: Any?) throws -> [Rule] {
        var rules: [Rule] = []
        for case let entry as [String: Any] in list as? [Any] ?? [] {
            if let include = entry["include"] as? String {
                guard include.hasPrefix("#"), let target = repository[String(include.dropFirst())] else {
                    throw Failure(description: "unsupported include \(include)")
                }
                rules += try resolve(String(include.dropFirst()), target)
            } else {
                rules += try rule(entry)
            }
        }
        return rules
    }

    private func resolve(_ key: String, _ entry: Any) throws -> [Rule] {
        if let done = resolved[key] { return done }
        guard resolving.insert(key).inserted, let entry = entry as? [String: Any] else {
            throw Failure(description: "#\(key) includes itself or is not a rule")
        }
        let rules = try rule(entry)
        resolved[key] = rules
        return rules
    }

    /// A `match` or `begin`/`end` rule, or a bare `patterns` list's rules.
    private func rule(_ entry: [String: Any]) throws -> [Rule] {
        guard let source = (entry["match"] ?? entry["begin"]) as? String else { return try rules(entry["patterns"]) }
        let rule = Rule(regex: try compile(source))
        rule.names = Self.names(entry["name"])
        if let end = entry["end"] as? String {
            rule.end = try compile(end)
            rule.captures = try Self.captures(entry["beginCaptures"])
            rule.endCaptures = try Self.captures(entry["endCaptures"])
            rule.patterns = try rules(entry["patterns"])
        } else {
            rule.captures = try Self.captures(entry["captures"])
        }
        return [rule]
    }

    private func compile(_ source: String) throws -> Pattern {
        sources.append(source)
        return Pattern(id: sources.count - 1, regex: try NSRegularExpression(pattern: source))
    }

    private static func names(_ value: Any?) -> [String] {
        (value as? String)?.split(separator: " ").map(String.init) ?? []
    }

    private static func captures(_ value: Any?) throws -> [Int: [String]] {
        var captures: [Int: [String]] = [:]
        for (key, capture) in value as? [String: Any] ?? [:] {
            guard let index = Int(key), let capture = capture as? [String: Any] else { throw Failure(description: "bad capture \(key)") }
            captures[index] = names(capture["name"])
        }
        return captures
    }

    /// `line`, tokenized: the scopes of each column.
    func scoped(_ line: String) -> ScopedLine {
        let count = (line as NSString).length
        var scopes = Array(repeating: [scopeName], count: count)
        var stack: [(rule: Rule, names: [String])] = []
        // A search from `from` found `match`; it stands for any later search that starts no later
        // than the match (bounds are transparent, so a match does not depend on where the search began).
        var searchedFrom = Array(repeating: Int.max, count: sources.count)
        var found = [NSTextCheckingResult?](repeating: nil, count: sources.count)
        func search(_ pattern: Pattern, _ position: Int) -> NSTextCheckingResult? {
            let id = pattern.id
            if searchedFrom[id] <= position, (found[id]?.range.location ?? .max) >= position { return found[id] }
            found[id] = pattern.regex.firstMatch(in: line, options: [.withoutAnchoringBounds, .withTransparentBounds],
                                                 range: NSRange(location: position, length: count - position))
            searchedFrom[id] = position
            return found[id]
        }
        func paint(_ range: NSRange, _ names: [String], _ captures: [Int: [String]] = [:], _ match: NSTextCheckingResult? = nil) {
            let list = [scopeName] + names
            for i in range.location..<range.upperBound { scopes[i] = list }
            guard let match else { return }
            for (index, extra) in captures.sorted(by: { $0.key < $1.key }) where index < match.numberOfRanges {
                let part = match.range(at: index)
                guard part.location != NSNotFound else { continue }
                for i in part.location..<part.upperBound { scopes[i] += extra }
            }
        }
        var position = 0
        var rounds = 0
        while position <= count, rounds < 10_000 {
            rounds += 1
            let open = stack.last
            var best: (rule: Rule?, match: NSTextCheckingResult)?
            if let open, let end = open.rule.end, let match = search(end, position) { best = (nil, match) }
            for rule in open?.rule.patterns ?? patterns {
                if let match = search(rule.regex, position), match.range.location < (best?.match.range.location ?? .max) {
                    best = (rule, match)
                }
            }
            guard let best else { break }
            let (rule, match) = best
            let outer = open?.names ?? []
            paint(NSRange(location: position, length: match.range.location - position), outer)
            if let rule {
                paint(match.range, outer + rule.names, rule.captures, match)
                if rule.end != nil { stack.append((rule, outer + rule.names)) }
            } else if let open {
                paint(match.range, outer, open.rule.endCaptures, match)
                stack.removeLast()
            }
            position = match.range.upperBound
            if match.range.length == 0, let rule, rule.end == nil {
                if position < count { paint(NSRange(location: position, length: 1), outer) }
                position += 1
            }
        }
        if position < count { paint(NSRange(location: position, length: count - position), stack.last?.names ?? []) }
        return ScopedLine(text: line, units: scopes)
    }
}

/// A tokenized line: the scopes of each column (columns count Unicode scalars, from 1, as the
/// drill lexer does; NSRegularExpression counts UTF-16 units).
struct ScopedLine {
    let text: String
    /// The scopes of each column, the grammar's own first.
    let scopes: [[String]]
    /// The runs of columns with the same scopes.
    let runs: [(columns: ClosedRange<Int>, scopes: [String])]

    init(text: String, units: [[String]]) {
        self.text = text
        var scopes: [[String]] = []
        var runs: [(columns: ClosedRange<Int>, scopes: [String])] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            let list = units[offset]
            if let last = runs.last, last.scopes == list {
                runs[runs.count - 1].columns = last.columns.lowerBound...scopes.count + 1
            } else {
                runs.append((scopes.count + 1...scopes.count + 1, list))
            }
            scopes.append(list)
            offset += scalar.utf16.count
        }
        self.scopes = scopes
        self.runs = runs
    }

    /// True when one of `scopes` is `selector` or starts with it and a dot.
    static func matches(_ scopes: [String], _ selector: String) -> Bool {
        let dotted = selector + "."
        return scopes.contains { $0 == selector || $0.hasPrefix(dotted) }
    }

    /// True when a scope at `column` matches `selector` (false past the line's ends).
    func has(_ selector: String, at column: Int) -> Bool {
        scopes.indices.contains(column - 1) && Self.matches(scopes[column - 1], selector)
    }

    /// The columns with a scope matching `selector`.
    func columns(with selector: String) -> Set<Int> {
        var columns = Set<Int>()
        for run in runs where Self.matches(run.scopes, selector) {
            columns.formUnion(run.columns)
        }
        return columns
    }

    /// The column of the first `fragment` at or after `column`, or 0.
    func column(of fragment: String, from column: Int) -> Int {
        let scalars = Array(text.unicodeScalars), wanted = Array(fragment.unicodeScalars)
        guard column >= 1, !wanted.isEmpty, scalars.count >= wanted.count else { return 0 }
        for start in column - 1..<max(column - 1, scalars.count - wanted.count + 1) where Array(scalars[start..<start + wanted.count]) == wanted {
            return start + 1
        }
        return 0
    }

    /// The line's runs of scalars with their scopes, for a failure's message.
    var rendered: String {
        let scalars = Array(text.unicodeScalars)
        var parts: [String] = []
        var first = 0
        while first < scalars.count {
            var last = first
            while last + 1 < scalars.count, scopes[last + 1] == scopes[first] { last += 1 }
            if scopes[first].count > 1 {
                var piece = String.UnicodeScalarView()
                piece.append(contentsOf: scalars[first...last])
                parts.append("'\(String(piece))' \(scopes[first].dropFirst().joined(separator: " "))")
            }
            first = last + 1
        }
        return parts.joined(separator: " | ")
    }

    /// `columns` as runs, for a failure's message: `3-9, 12`.
    static func runs(_ columns: Set<Int>) -> String {
        var parts: [String] = []
        for column in columns.sorted() {
            if let last = parts.last, let end = Int(last.split(separator: "-").last!), end == column - 1 {
                let start = last.split(separator: "-").first!
                parts[parts.count - 1] = "\(start)-\(column)"
            } else {
                parts.append("\(column)")
            }
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
