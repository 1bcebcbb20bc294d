import Testing
@testable import Drill

/// Quoted strings: escapes, the real ellipsis, `#` inside them, columns after non-ASCII text.
struct StringTests {
    static func tapTitle(_ source: String) -> String? {
        let (file, diagnostics) = DrillParser.parse("scenario \"s\"\n  tap \(source)\n", path: "t.drill", language: .builtInApp)
        #expect(diagnostics == [], "\(diagnostics.map(\.rendered))")
        guard case .tap(let title) = file.scenarios.first?.steps.first?.kind else { return nil }
        return title
    }

    @Test(arguments: [
        (#""Connecting…""#, "Connecting…"),
        (#""Live Mode unavailable, retrying…""#, "Live Mode unavailable, retrying…"),
        (#""say \"hi\"""#, #"say "hi""#),
        (#""back\\slash""#, #"back\slash"#),
        (#""\\\"""#, #"\""#),
        (##""# not a comment""##, "# not a comment"),
        (#""""#, ""),
        (##""Continue conversation"   # but this is"##, "Continue conversation"),
        (#""日本語 🚗""#, "日本語 🚗"),
    ])
    func unescapes(source: String, text: String) {
        #expect(Self.tapTitle(source) == text)
    }

    @Test func theEllipsisIsOneCharacterNotThreeDots() {
        #expect(Self.tapTitle(#""Connecting…""#) != "Connecting...")
        #expect("Connecting…".unicodeScalars.last == "\u{2026}")
    }

    @Test func columnsCountUnicodeScalars() {
        // "  tap "…🚗"" then a bad word: … and 🚗 are one column each (3 and 4 UTF-8 bytes).
        let diagnostics = DrillParser.parse("scenario \"s\"\n  tap \"…🚗\" extra\n  plug\n", path: "t.drill", language: .builtInApp).diagnostics
        #expect(diagnostics.map(\.location.column) == [12])
        #expect(diagnostics.map(\.length) == [5])
    }
}
