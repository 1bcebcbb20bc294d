import Host

/// The voice settings the gear's panel shows and the model may change (G2-G5).
public struct VoiceSettings: Hashable, Sendable {
    private var all: [String] {
        [replyLengthCap, turnDetection, speechThreshold, pause, eagerness, listening, noiseReduction, speakingSpeed, model, voice]
    }

    public static func == (a: VoiceSettings, b: VoiceSettings) -> Bool {
        a.digest == b.digest && zip(a.all, b.all).allSatisfy { utf8Equal($0, $1) }
    }

    /// Hashed by its fingerprint (the digest).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// The content digest of every value (see `ContentDigest`).
    public private(set) var digest: UInt64 = 0

    private mutating func refresh() {
        var d = ContentDigest()
        for value in all { d.add(value) }
        digest = d.value
    }

    public var replyLengthCap = "No cap" { didSet { refresh() } }
    /// `Silence` or `Semantic`.
    public var turnDetection = "Semantic" { didSet { refresh() } }
    public var speechThreshold = "0.5" { didSet { refresh() } }
    public var pause = "500 ms" { didSet { refresh() } }
    public var eagerness = "Auto" { didSet { refresh() } }
    /// The phone's Listening (L7: the car forces `Always`).
    public var listening = "Always" { didSet { refresh() } }
    public var noiseReduction = "Near" { didSet { refresh() } }
    public var speakingSpeed = "1.0×" { didSet { refresh() } }
    /// What Reset leaves alone (G3).
    public var model = "realtime" { didSet { refresh() } }
    public var voice = "Cedar" { didSet { refresh() } }

    public init() {
        refresh()
    }

    /// The row names a panel row and `realtime set` use.
    public static let rowNames = ["Reply length", "Turn detection", "Speech threshold", "Pause", "Eagerness",
                                  "Listening", "Noise reduction", "Speaking speed"]

    /// G3: everything on the panel back to its default, hidden rows included; models, voice and
    /// the rest left alone.
    public mutating func reset() {
        let keep = (model, voice)
        self = VoiceSettings()
        (model, voice) = keep
    }

    /// Sets row `name` to `value`; false if there is no such row.
    public mutating func set(_ name: String, _ value: String) -> Bool {
        switch name {
        case "Reply length": replyLengthCap = value
        case "Turn detection": turnDetection = value
        case "Speech threshold": speechThreshold = value
        case "Pause": pause = value
        case "Eagerness": eagerness = value
        case "Listening": listening = value
        case "Noise reduction": noiseReduction = value
        case "Speaking speed": speakingSpeed = value
        default: return false
        }
        return true
    }

    /// G2: the rows in order, with their values; under Silence the threshold and the pause, under
    /// Semantic the eagerness, never both.
    public var rows: [(title: String, value: String?, note: String?)] {
        var r: [(String, String?, String?)] = [(CarWords.resetToDefaults, nil, nil), ("Reply length", replyLengthCap, nil),
                                               ("Turn detection", turnDetection, nil)]
        if turnDetection == "Silence" {
            r += [("Speech threshold", speechThreshold, nil), ("Pause", pause, nil)]
        } else {
            r.append(("Eagerness", eagerness, nil))
        }
        r += [("Listening", listening, CarWords.phoneOnly), ("Noise reduction", noiseReduction, nil), ("Speaking speed", speakingSpeed, nil)]
        return r
    }
}

extension VoiceSettings: Fingerprintable {
    /// The digest of every value, kept up to date as they change: O(1).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(digest)
    }
}
