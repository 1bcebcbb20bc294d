import Foundation
import Guard

/// Where the fixture trees are, and the marked positions in them and in inline sources.
///
/// The trees live under `Fixtures/trees/`; Package.swift excludes `Fixtures` from the test
/// target, so the fixtures (which do not compile: they use CarPlay) stay out of the build.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The repository's root.
    static let repository = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fixture tree: `violations`, `clean`, `traps` or `audio`.
    static func tree(_ name: String) -> String {
        root.appendingPathComponent("trees").appendingPathComponent(name).path
    }

    /// A path in the repository (`Examples/VoiceScene/house.rules`).
    static func repositoryPath(_ relative: String) -> String {
        repository.appendingPathComponent(relative).path
    }

    /// The built-in app's house rules, as the project ships them (Examples/VoiceScene/house.rules).
    static func houseRules() throws -> GuardRules {
        let path = repositoryPath("Examples/VoiceScene/house.rules")
        return try GuardRules(parsing: String(contentsOfFile: path, encoding: .utf8), path: path)
    }

    /// The findings a marked tree expects: each `↓Sn` in a file marks a finding of rule Sn at
    /// the marker's column on the next line; `↓S4,S6` marks two at one place.
    static func expectedFindings(under folder: String) throws -> [Diagnostic] {
        var expected: [Diagnostic] = []
        for path in SourceWalker.swiftFiles(in: [folder]).files {
            let lines = try String(contentsOfFile: path, encoding: .utf8)
                .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (offset, line) in lines.enumerated() {
                let characters = Array(line)
                for (column, c) in characters.enumerated() where c == "↓" {
                    let ids = String(characters[(column + 1)...].prefix { $0 != " " })
                    for id in ids.split(separator: ",") {
                        guard let rule = GuardRule(rawValue: String(id)) else { continue }
                        // Line offset + 1 is the marker's line; the finding is on the next one.
                        expected.append(Diagnostic(rule, path: path, line: offset + 2, column: column + 1, message: ""))
                    }
                }
            }
        }
        return expected
    }
}

/// A source with position markers `1️⃣`…`9️⃣` taken out, and where each was (swift-format's
/// marked-source style).
struct MarkedSource {
    let text: String
    let markers: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var markers: [String: (line: Int, column: Int)] = [:]
        var line = 1, column = 1
        let names = Set(["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"])
        for c in marked {
            if names.contains(String(c)) {
                markers[String(c)] = (line, column)
                continue
            }
            text.append(c)
            if c == "\n" || c == "\r\n" || c == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.markers = markers
    }

    /// `line:column` of a marker, for comparing with findings.
    func position(_ marker: String) -> String {
        guard let p = markers[marker] else { return "no marker \(marker)" }
        return "\(p.line):\(p.column)"
    }

    /// `line:column` of every marker, in marker order.
    var positions: [String] { markers.keys.sorted().map(position) }
}

extension Diagnostic {
    /// `line:column`, for comparing with `MarkedSource.position`.
    var position: String { "\(location.line):\(location.column)" }

    /// `path:line:column Sn`, for comparing findings with marked trees.
    var placeAndRule: String { "\(location) \(code)" }
}

extension GuardRules {
    /// The defaults with `rules` switched on as well (`enable S1`…).
    static func enabling(_ rules: GuardRule...) -> GuardRules {
        var result = GuardRules.default
        result.enabled.formUnion(rules)
        return result
    }
}

/// A fresh temporary folder, removed when `body` returns.
func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guard-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.path)
}

/// Writes `text` to `folder/relative`, creating folders on the way.
func write(_ text: String, to relative: String, in folder: String) throws {
    let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}
