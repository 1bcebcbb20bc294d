import Testing
import Host
import CarApp

/// The voice settings the gear's panel shows (G2-G5), compared and fingerprinted by a digest
/// of their words' bytes.
@Suite("VoiceSettings: the panel's rows (G2), Reset (G3), equality and the digest")
struct VoiceSettingsTests {
    @Test("the defaults")
    func defaults() {
        let s = VoiceSettings()
        #expect([s.replyLengthCap, s.turnDetection, s.speechThreshold, s.pause, s.eagerness, s.listening, s.noiseReduction, s.speakingSpeed, s.model, s.voice]
            == ["No cap", "Semantic", "0.5", "500 ms", "Auto", "Always", "Near", "1.0×", "realtime", "Cedar"])
    }

    @Test("G2: under Semantic the rows show the eagerness; Listening is marked Phone only")
    func semanticRows() {
        let rows = VoiceSettings().rows
        #expect(rows.map(\.title) == ["Reset to defaults", "Reply length", "Turn detection", "Eagerness", "Listening", "Noise reduction", "Speaking speed"])
        #expect(rows.map(\.value) == [nil, "No cap", "Semantic", "Auto", "Always", "Near", "1.0×"])
        #expect(rows.map(\.note) == [nil, nil, nil, nil, "Phone only", nil, nil])
    }

    @Test("G2: under Silence the rows show the speech threshold and the pause, never the eagerness")
    func silenceRows() {
        var s = VoiceSettings()
        let known = s.set("Turn detection", "Silence")
        #expect(known)
        #expect(s.rows.map(\.title) == ["Reset to defaults", "Reply length", "Turn detection", "Speech threshold", "Pause", "Listening", "Noise reduction", "Speaking speed"])
        #expect(s.rows.map(\.value)[3...4] == ["0.5", "500 ms"])
    }

    @Test("G2, G5: every row name sets its value; a name that is no row changes nothing", arguments: VoiceSettings.rowNames)
    func setRow(_ row: String) {
        var s = VoiceSettings()
        let known = s.set(row, "Changed")
        #expect(known)
        #expect(s != VoiceSettings())
        if row != "Speech threshold", row != "Pause" {   // hidden under Semantic
            #expect(s.rows.first { $0.title == row }?.value == "Changed")
        }
        var unchanged = VoiceSettings()
        let noRow = unchanged.set("Voice", "Marin")
        #expect(!noRow)
        #expect(unchanged == VoiceSettings())
    }

    @Test("G3: Reset clears every panel value, hidden ones included, and leaves the model and the voice")
    func reset() {
        var s = VoiceSettings()
        for row in VoiceSettings.rowNames { _ = s.set(row, "Changed") }
        s.model = "realtime-mini"
        s.voice = "Marin"
        s.reset()
        var expected = VoiceSettings()
        expected.model = "realtime-mini"
        expected.voice = "Marin"
        #expect(s == expected)
        #expect(s.speechThreshold == "0.5")   // hidden under Semantic, cleared too
    }

    @Test("equal values, equal settings and digest, whatever the order they were set in; any value apart, apart")
    func equalityAndDigest() {
        var a = VoiceSettings()
        _ = a.set("Pause", "800 ms")
        _ = a.set("Reply length", "Short")
        var b = VoiceSettings()
        _ = b.set("Reply length", "Short")
        _ = b.set("Pause", "800 ms")
        #expect(a == b)
        #expect(a.digest == b.digest && a.fingerprintValue == b.fingerprintValue)
        var c = b
        c.voice = "Marin"
        #expect(c != b)
        #expect(c.digest != b.digest && c.fingerprintValue != b.fingerprintValue)
        c.voice = "Cedar"
        #expect(c == b && c.digest == b.digest)   // from the values, not their history
    }

    @Test("values compare by their bytes: a precomposed é and an e with a combining accent differ")
    func bytes() {
        var a = VoiceSettings()
        a.voice = "Caf\u{e9}"
        var b = VoiceSettings()
        b.voice = "Cafe\u{301}"
        #expect(a.voice == b.voice)   // Swift's String equality
        #expect(a != b)
        #expect(a.digest != b.digest)
    }
}
