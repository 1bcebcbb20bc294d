import Guard
import Testing

/// S1 (a house rule, on with `enable S1`): no system speech anywhere.
@Suite struct SpeechGuardTests {
    let rules = GuardRules.enabling(.speech)

    @Test func itIsOffByDefault() {
        #expect(SourceGuard.check(source: "let s = AVSpeechSynthesizer()", path: "A.swift").isEmpty)
    }

    @Test(arguments: ["App/Voice/Speaker.swift", "App/CarPlay/X.swift", "Speaker.swift"])
    func systemSpeechIsAFindingInAnyFile(path: String) {
        let source = MarkedSource("import AVFoundation\nlet s = 1️⃣AVSpeechSynthesizer()\ns.speak(AVSpeechUtterance(string: \"hi\"))")
        let findings = SourceGuard.check(source: source.text, path: path, rules: rules)
        #expect(findings == [Diagnostic(.speech, path: path, line: 2, column: 9, message: "`AVSpeechSynthesizer` is system speech, and the car has no voice but the Live call; remove it and let the Live Mode conversation say it (or play a cue)"
        )])
        #expect(findings.map(\.position) == [source.position("1️⃣")])
    }

    @Test func everyUseIsAFinding() {
        let source = MarkedSource("let a: 1️⃣AVSpeechSynthesizer\nlet b = AVFoundation.2️⃣AVSpeechSynthesizer.self")
        let findings = SourceGuard.check(source: source.text, path: "A.swift", rules: rules)
        #expect(findings.map(\.position) == source.positions)
        #expect(findings.allSatisfy { $0.rule == .speech })
    }

    @Test func onlyTheExactNameCounts() {
        // S1 names the class; its delegate protocol and the utterance are not system speech by
        // themselves (a synthesizer would be found where it is made).
        let findings = SourceGuard.check(source: "let u = AVSpeechUtterance(); class D: AVSpeechSynthesizerDelegate {}", path: "A.swift", rules: rules)
        #expect(findings.isEmpty)
    }

    @Test func theForbiddenNamesComeFromTheRules() throws {
        let rules = try GuardRules(parsing: "enable S1\nforbidden-identifier NSSpeechSynthesizer", path: "r")
        let source = MarkedSource("let a = AVSpeechSynthesizer(); let b = 1️⃣NSSpeechSynthesizer()")
        #expect(SourceGuard.check(source: source.text, path: "A.swift", rules: rules).map(\.position) == source.positions)
    }
}
