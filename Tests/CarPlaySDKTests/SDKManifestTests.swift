import Foundation
import Testing

/// Issue 26, item 2: docs/sdk/CarPlay-26.tsv lists every public declaration of the iOS 26.x CarPlay SDK, and the
/// surface files of this target use each of them with its exact signature, so this target builds
/// only when HeadUnit's `CarPlay` declares them all. These tests keep the manifest and the surface
/// in step: a row nothing uses, a use naming no row, or a use placed in a context isolated unlike
/// its row would let a declaration go unchecked.
@Suite("The CarPlay SDK manifest and the surface that compiles against it")
struct SDKManifestTests {
    /// One declaration of the manifest.
    struct Row {
        var id: String
        var kind: String
        var swift: String
        var introduced: String
        var deprecated: String
        var isolation: String
        var source: String
        var line: Int
    }

    /// One `// sdk: <id>` tag of a surface file, with the isolation of the declaration it sits in.
    struct Use {
        var id: String
        var file: String
        var line: Int
        var isolation: String?
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = directory.deletingLastPathComponent().deletingLastPathComponent()
    static let manifestPath = root.appendingPathComponent("docs/sdk/CarPlay-26.tsv")
    static let readmePath = root.appendingPathComponent("docs/sdk/README.md")
    static let columns = ["id", "kind", "swift", "introduced", "deprecated", "isolation", "source"]

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: manifestPath, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        #expect(lines.first?.split(separator: "\t").map(String.init) == columns, "docs/sdk/CarPlay-26.tsv: the first line names the columns \(columns)")
        return lines.dropFirst().enumerated().map { offset, line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let value = { (i: Int) in i < fields.count ? fields[i] : "" }
            #expect(fields.count == columns.count, "docs/sdk/CarPlay-26.tsv:\(offset + 2): \(fields.count) columns, not \(columns.count)")
            return Row(id: value(0), kind: value(1), swift: value(2), introduced: value(3), deprecated: value(4),
                       isolation: value(5), source: value(6), line: offset + 2)
        }
    }

    /// Every `// sdk:` tag of the surface files, each with the isolation of the `@MainActor` or
    /// `nonisolated` function or class it is written in (nil outside one).
    static func uses() throws -> [Use] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("CarPlaySurface") && $0.hasSuffix(".swift") }
            .sorted()
        var uses: [Use] = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            var isolation: String?
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("@MainActor func ") || line.hasPrefix("@MainActor final class ") {
                    isolation = "MainActor"
                } else if line.hasPrefix("nonisolated func ") || line.hasPrefix("nonisolated final class ") {
                    isolation = "nonisolated"
                }
                // A tag ends a line of code; a comment line that mentions the convention is no use.
                if let range = line.range(of: "// sdk: "),
                   !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    uses.append(Use(id: String(line[range.upperBound...]), file: file, line: offset + 1, isolation: isolation))
                }
                if line == "}" { isolation = nil }
            }
        }
        return uses
    }

    @Test("every declaration of the manifest is used by the surface, and every use names a declaration")
    func everyRowIsUsed() throws {
        let rows = try Self.rows()
        let uses = try Self.uses()
        let used = Set(uses.map(\.id))
        let ids = Set(rows.map(\.id))
        let unused = rows.filter { !used.contains($0.id) }
        let unknown = uses.filter { !ids.contains($0.id) }
        if !unused.isEmpty { Issue.record(Comment(rawValue: "No use in Tests/CarPlaySDKTests of \(unused.count) rows of docs/sdk/CarPlay-26.tsv:\n"
            + unused.map { "  line \($0.line): \($0.id)" }.joined(separator: "\n")
            + "\nTo fix: add a use tagged `// sdk: <id>` to the surface file of its area (docs/sdk/README.md).")) }
        if !unknown.isEmpty { Issue.record(Comment(rawValue: "\(unknown.count) uses name no row of docs/sdk/CarPlay-26.tsv:\n"
            + unknown.map { "  \($0.file):\($0.line): \($0.id)" }.joined(separator: "\n")
            + "\nTo fix: add the row to the manifest, or correct the tag.")) }
        print("CarPlay SDK manifest: \(rows.count) declarations of the iOS 26.x SDK, \(rows.count - unused.count) used by the surface (\(uses.count) uses)")
    }

    @Test("the manifest is well formed: unique ids, known kinds and isolations, iOS 26.x at most, a deprecation after its introduction")
    func manifestIsWellFormed() throws {
        let rows = try Self.rows()
        var seen: [String: Int] = [:]
        for row in rows {
            if let first = seen[row.id] {
                Issue.record("docs/sdk/CarPlay-26.tsv:\(row.line): \(row.id) is also line \(first)")
            }
            seen[row.id] = row.line
            #expect(["MainActor", "nonisolated", "nonisolated, Sendable"].contains(row.isolation),
                    "line \(row.line): isolation \"\(row.isolation)\" is not MainActor, nonisolated or \"nonisolated, Sendable\"")
            #expect(!row.kind.isEmpty && !row.swift.isEmpty && !row.source.isEmpty, "line \(row.line): an empty column")
            guard let introduced = Version(row.introduced) else {
                Issue.record("docs/sdk/CarPlay-26.tsv:\(row.line): introduced \"\(row.introduced)\" is not `iOS <major>.<minor>`")
                continue
            }
            #expect(introduced < Version(major: 27, minor: 0), "line \(row.line): \(row.id) is introduced in \(row.introduced); the manifest is the iOS 26.x SDK")
            if row.deprecated != "-" {
                let version = Version(String(row.deprecated.prefix { $0 != ";" }).replacingOccurrences(of: " (setter only)", with: ""))
                #expect(version != nil, "line \(row.line): deprecated \"\(row.deprecated)\" does not start with `iOS <major>.<minor>`")
                if let version { #expect(version >= introduced, "line \(row.line): \(row.id) is deprecated before it was introduced") }
                #expect(row.deprecated.contains("; "), "line \(row.line): \(row.id)'s deprecation names no replacement or reason")
            }
        }
    }

    @Test("each use sits in a context isolated as its row says, and every Sendable row is required to be Sendable")
    func usesAreIsolatedAsTheManifestSays() throws {
        let rows = try Self.rows()
        let isolation = Dictionary(rows.map { ($0.id, $0.isolation) }, uniquingKeysWith: { first, _ in first })
        var mismatches: [String] = []
        for use in try Self.uses() {
            guard let expected = isolation[use.id] else { continue }
            let context = use.isolation ?? "none"
            let wanted = expected == "MainActor" ? "MainActor" : "nonisolated"
            if context != wanted {
                mismatches.append("  \(use.file):\(use.line): \(use.id) is \(expected) in the manifest, used in a \(context) context")
            }
        }
        if !mismatches.isEmpty { Issue.record(Comment(rawValue: "Uses whose context does not check the manifest's isolation:\n" + mismatches.joined(separator: "\n")
            + "\nTo fix: move the use into the type's `@MainActor` or `nonisolated` surface function.")) }
        let required = Set(try Self.surfaceText().split(separator: "\n")
            .filter { $0.contains("requireSendable(") }
            .compactMap { line in line.range(of: "// sdk: ").map { String(line[$0.upperBound...]) } })
        for row in rows where ["class", "enum", "option set", "struct"].contains(row.kind)
            && (row.isolation == "MainActor" || row.isolation == "nonisolated, Sendable") {
            let isRequired = required.contains(row.id)
            #expect(isRequired,
                    "line \(row.line): \(row.id) is \(row.isolation) but the surface never requires it to be Sendable (a `requireSendable(<type>.self) // sdk: \(row.id)` line)")
        }
    }

    @Test("docs/sdk/README.md states the manifest's count")
    func readmeStatesTheCount() throws {
        let count = try Self.rows().count
        let readme = try String(contentsOf: Self.readmePath, encoding: .utf8)
        let statesTheCount = readme.contains("\(count) declarations")
        #expect(statesTheCount,
                "docs/sdk/README.md does not say \"\(count) declarations\"; to fix, update its count to the manifest's")
    }

    static func surfaceText() throws -> String {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("CarPlaySurface") && $0.hasSuffix(".swift") }
            .sorted()
            .map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }
}

/// An iOS version of the manifest, `iOS 26.4`.
struct Version: Comparable {
    var major: Int
    var minor: Int

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    init?(_ text: String) {
        guard text.hasPrefix("iOS ") else { return nil }
        let parts = text.dropFirst(4).split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return nil }
        self.init(major: major, minor: minor)
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
