import Host

/// The voice settings the gear's panel shows and the model may change (G2-G5).
public struct VoiceSettings: Hashable, Sendable {
    /// The ten values in one array (copy on write): a world copies one reference, not ten strings.
    private var values = ["No cap", "Semantic", "0.5", "500 ms", "Auto", "Always", "Near", "1.0×", "realtime", "Cedar"]

    /// The same values, byte for byte (`utf8Equal`), the digests compared first.
    public static func == (a: VoiceSettings, b: VoiceSettings) -> Bool {
        a.digest == b.digest && zip(a.values, b.values).allSatisfy { utf8Equal($0, $1) }
    }

    /// Hashed by its fingerprint (the digest).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// The content digest of every value (see `ContentDigest`).
    public private(set) var digest: UInt64 = 0

    private mutating func set(_ i: Int, _ value: String) {
        values[i] = value
        var d = ContentDigest()
        for value in values { d.add(value) }
        digest = d.value
    }

    /// G2: the reply length cap (`No cap`).
    public var replyLengthCap: String { get { values[0] } set { set(0, newValue) } }
    /// `Silence` or `Semantic`.
    public var turnDetection: String { get { values[1] } set { set(1, newValue) } }
    /// G2: the speech threshold (`0.5`), shown only under `Silence`.
    public var speechThreshold: String { get { values[2] } set { set(2, newValue) } }
    /// G2: the pause that ends a turn (`500 ms`), shown only under `Silence`.
    public var pause: String { get { values[3] } set { set(3, newValue) } }
    /// G2: the eagerness (`Auto`), shown only under `Semantic`.
    public var eagerness: String { get { values[4] } set { set(4, newValue) } }
    /// The phone's Listening (L7: the car forces `Always`).
    public var listening: String { get { values[5] } set { set(5, newValue) } }
    /// G2: noise reduction (`Near`).
    public var noiseReduction: String { get { values[6] } set { set(6, newValue) } }
    /// G2: the speaking speed (`1.0×`).
    public var speakingSpeed: String { get { values[7] } set { set(7, newValue) } }
    /// What Reset leaves alone (G3).
    public var model: String { get { values[8] } set { set(8, newValue) } }
    /// The reply's voice (`Cedar`), which Reset leaves alone (G3).
    public var voice: String { get { values[9] } set { set(9, newValue) } }

    /// The defaults (what G3's Reset comes back to), with their digest.
    public init() {
        set(0, values[0])   // computes the digest
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
