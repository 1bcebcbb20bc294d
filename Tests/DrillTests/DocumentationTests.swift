import Foundation
import Testing
@testable import Drill

/// docs/DRILL_LANGUAGE.md agrees with the parser: its examples parse, and it documents every
/// word and every diagnostic code.
struct DocumentationTests {
    static let page: String = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/DRILL_LANGUAGE.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The bodies of the page's fenced `drill` blocks.
    static var examples: [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```drill" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyExampleParses() {
        #expect(Self.examples.count >= 45)
        for (index, example) in Self.examples.enumerated() {
            let isFile = example.split(separator: "\n").contains { $0.hasPrefix("scenario ") }
            let diagnostics = isFile
                ? DrillParser.parse(example, path: "example\(index).drill").diagnostics
                : DrillParser.parseFragment(Array(example.utf8), path: "example\(index).drillpart").diagnostics
            #expect(diagnostics == [], "\(diagnostics.map(\.rendered))")
        }
    }

    @Test func everyWordHasASection() {
        for word in Grammar.words {
            #expect(Self.page.contains("### `\(word)"), "no section for '\(word)'")
        }
        for word in Grammar.givenWords {
            #expect(Self.page.contains("### `given \(word)"), "no section for 'given \(word)'")
        }
        for action in StepKind.Phone.allCases {
            #expect(Self.page.contains("`\(action.rawValue)`"), "phone action '\(action.rawValue)' undocumented")
        }
    }

    @Test func everyCodeIsInTheTable() {
        for code in DiagnosticCode.allCases {
            let row = "| \(code.rawValue) | \(code.name) | \(code.severity.rawValue) |"
            #expect(Self.page.contains(row), "missing row: \(row)")
        }
    }
}
