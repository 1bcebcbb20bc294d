import Foundation
import Testing

/// DESIGN.md, Explore: an enum's hand-written fingerprint feeds its case as
/// `f.combine(tag: N, of: M)`. Two cases with one tag would merge states silently, and a case
/// added to the enum without a tag of its own would share one: within each fingerprint the tags
/// are 0 to M-1, each once, and M is the enum's case count. Checked in the sources (Host,
/// CarApp, Rig), since the words fed cannot say which tag and count they came from.
@Suite("Fingerprint tags: each case of an enum its own tag, and the count its case count")
struct FingerprintTagTests {
    static let scan = TagScan(sources: TagScan.files(under: ["Sources/Core/Host", "Sources/App/CarApp", "Sources/App/Rig"]))

    @Test("each enum fingerprint's tags are unique, 0 to M-1, and M is its case count", arguments: scan.tagged.map(\.type))
    func tags(_ type: String) throws {
        let fingerprint = try #require(Self.scan.tagged.first { $0.type == type })
        for problem in Self.scan.problems(fingerprint) { Issue.record(Comment(rawValue: problem)) }
    }

    @Test("the scan finds the tagged fingerprints (an empty scan would pass everything)")
    func scanFindsThem() {
        let types = Set(Self.scan.tagged.map(\.type))
        #expect(types.count >= 20, "\(types.sorted())")
        for known in ["AppEvent", "TimerID", "WorldTimer", "NavChange", "Retry.Status", "CueScheduler.Timer", "AnyNavigator"] {
            #expect(types.contains(known), "\(known)")
        }
    }

    @Test("a repeated tag and a case without one are reported, by type and file")
    func problemsAreReported() throws {
        let source = """
            public enum Light: Hashable {
                case red, amber
                case green(Int)
                case off
            }

            extension Light: Fingerprintable {
                public func fingerprint(into f: inout Fingerprinter) {
                    switch self {
                    case .red: f.combine(tag: 0, of: 3)
                    case .amber: f.combine(tag: 1, of: 3)
                    case .green(let n): f.combine(tag: 1, of: 3); f.combine(n)
                    case .off: f.combine(tag: 2, of: 3)
                    }
                }
            }
            """
        let scan = TagScan(sources: [("Light.swift", source.components(separatedBy: "\n"))])
        let light = try #require(scan.tagged.first)
        #expect(light.type == "Light")
        #expect(scan.problems(light) == [
            "Light (Light.swift): tags [0, 1, 1, 2] in its fingerprint(into:): each case needs its own tag, 0 to 2",
            "Light (Light.swift): `of: 3`, but the enum has 4 cases: give every case its own tag and make the count the case count",
        ])
    }

    @Test("an enum declared on one line, and tags given by a switch, are read too")
    func oneLineEnum() {
        let source = """
            enum Side: String { case left, right }

            extension Side: Fingerprintable {
                func fingerprint(into f: inout Fingerprinter) {
                    let tag: UInt64
                    switch self {
                    case .left: tag = 0
                    case .right: tag = 1
                    }
                    f.combine(tag: tag, of: 2)
                }
            }
            """
        let scan = TagScan(sources: [("Side.swift", source.components(separatedBy: "\n"))])
        #expect(scan.tagged.map(\.type) == ["Side"])
        #expect(scan.tagged.first.map(scan.problems) == [])
    }
}

/// The tagged fingerprints of some Swift sources and the enums they belong to, read line by
/// line (the sources' layout: four-space indents, a type's closing brace on its own line).
struct TagScan {
    /// One `extension T: Fingerprintable` that feeds tags.
    struct Tagged {
        var type: String
        var file: String
        /// Every tag it feeds (literals, both arms of a `? a : b`, the `tag = N` of a switch),
        /// or nil when the tag is the enum's `Int` raw value.
        var tags: [Int]?
        /// Every `of:` count it gives.
        var counts: Set<Int>
    }

    /// An enum declaration: its cases and whether they are numbered by an `Int` raw value.
    struct Declared {
        var cases: Int
        var intRawValues: Bool
    }

    private(set) var tagged: [Tagged] = []
    private(set) var enums: [String: Declared] = [:]

    /// A struct whose tag says which of another type's cases it is.
    static let tagsCaseOf = ["AnyNavigator": "AnyNavigator.Kind"]

    /// The Swift files under `folders` of the package, as lines.
    static func files(under folders: [String]) -> [(String, [String])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return folders.flatMap { folder -> [(String, [String])] in
            let url = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
                guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else { return nil }
                return ("\(folder)/\(name)", text.components(separatedBy: "\n"))
            }
        }
    }

    init(sources: [(String, [String])]) {
        let patterns = Patterns()
        for (file, lines) in sources { read(file, lines, patterns) }
    }

    /// What is wrong with `t`'s tags, one message each.
    func problems(_ t: Tagged) -> [String] {
        let name = "\(t.type) (\(t.file))"
        guard t.counts.count == 1, let count = t.counts.first else { return ["\(name): counts \(t.counts.sorted()) in one fingerprint(into:): one count, the case count"] }
        let enumName = Self.tagsCaseOf[t.type] ?? t.type
        guard let declared = enums[enumName] ?? enums.first(where: { $0.key.hasSuffix("." + enumName) })?.value else {
            return ["\(name): no enum \(enumName) found to count its cases"]
        }
        var problems: [String] = []
        let tags = t.tags ?? (declared.intRawValues ? Array(0..<declared.cases) : [])
        if tags.sorted() != Array(0..<count) {
            problems.append("\(name): tags \(tags.sorted()) in its fingerprint(into:): each case needs its own tag, 0 to \(count - 1)")
        }
        if declared.cases != count {
            problems.append("\(name): `of: \(count)`, but the enum has \(declared.cases) cases: give every case its own tag and make the count the case count")
        }
        return problems
    }

    // MARK: - Reading

    /// The patterns read for (regexes are not `Sendable`, so made for each scan).
    private struct Patterns {
        let declaration = #/^( *)(?:(?:public|private|fileprivate|internal|indirect|final) )*(struct|enum|class|extension) ([A-Za-z0-9_.]+)/#
        let combineTag = #/combine\(tag: (.+?), of: (\d+)\)/#
        let tagAssignment = #/\btag = (\d+)/#
        let ternary = #/\? (\d+) : (\d+)$/#
    }

    private mutating func read(_ file: String, _ lines: [String], _ patterns: Patterns) {
        /// The types the line is inside: indent, qualified name.
        var open: [(indent: Int, name: String)] = []
        for (i, line) in lines.enumerated() {
            while let last = open.last, line.hasPrefix(String(repeating: " ", count: last.indent) + "}") { open.removeLast() }
            guard let match = line.firstMatch(of: patterns.declaration) else { continue }
            let (indent, kind, declared) = (match.output.1.count, match.output.2, match.output.3)
            let name = kind == "extension" || open.isEmpty ? String(declared) : "\(open.last!.name).\(declared)"
            let body = Self.body(lines, from: i, indent: indent)   // `enum A { case a, b }`: the words between the braces
                ?? [String(repeating: " ", count: indent + 4) + line.drop { $0 != "{" }.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)]
            if kind == "enum" { enums[name] = Self.cases(body, indent: indent, header: line) }
            if kind == "extension", line.contains("Fingerprintable") { note(name, file: file, body, patterns) }
            if !line.hasSuffix("}") { open.append((indent, name)) }
        }
    }

    /// The lines after a declaration's header up to its closing brace; nil for a declaration on
    /// one line.
    private static func body(_ lines: [String], from start: Int, indent: Int) -> ArraySlice<String>? {
        guard !lines[start].hasSuffix("}") else { return nil }
        let close = String(repeating: " ", count: indent) + "}"
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(close) } ?? lines.endIndex
        return lines[(start + 1)..<end]
    }

    /// An enum's cases: the names on its `case` lines (one level in), commas outside brackets
    /// and strings apart.
    private static func cases(_ body: ArraySlice<String>, indent: Int, header: String) -> Declared {
        let caseIndent = String(repeating: " ", count: indent + 4)
        var count = 0
        var explicitRawValues = false
        for line in body where line.hasPrefix(caseIndent + "case ") || line.hasPrefix(caseIndent + "indirect case ") {
            var text = line.drop(while: { $0 == " " }).dropFirst(line.contains("indirect case ") ? 14 : 5)
            if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
            var depth = 0
            var quoted = false
            count += 1
            for c in text {
                if c == "\"" { quoted.toggle() }
                if quoted { continue }
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } else if c == ",", depth == 0 { count += 1 } else if c == "=" { explicitRawValues = true }
            }
        }
        return Declared(cases: count, intRawValues: header.contains(": Int") && !explicitRawValues)
    }

    private mutating func note(_ type: String, file: String, _ body: ArraySlice<String>, _ patterns: Patterns) {
        var tags: [Int] = []
        var counts: Set<Int> = []
        var byRawValue = false
        for line in body {
            for match in line.matches(of: patterns.combineTag) {
                let expression = match.output.1
                guard let count = Int(match.output.2) else { continue }
                counts.insert(count)
                if let literal = Int(expression) {
                    tags.append(literal)
                } else if let arms = expression.firstMatch(of: patterns.ternary) {
                    tags += [arms.output.1, arms.output.2].compactMap { Int($0) }
                } else if expression == "tag", !body.contains(where: { $0.contains(patterns.tagAssignment) }) {
                    byRawValue = body.contains { $0.contains("rawValue") }
                }
            }
            for match in line.matches(of: patterns.tagAssignment) {
                if let tag = Int(match.output.1) { tags.append(tag) }
            }
        }
        guard !counts.isEmpty else { return }
        tagged.append(Tagged(type: type, file: file, tags: byRawValue ? nil : tags, counts: counts))
    }
}
