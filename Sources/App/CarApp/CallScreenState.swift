import Host

/// The call screen's five states (C1), in the order the template is given them.
public enum CallScreenState: String, Hashable, Sendable, CaseIterable {
    /// `Connecting…`: until the call is up (again while C5's going back comes up), and while the
    /// microphone is lost (M2).
    case connecting
    /// `Listening`: the call is up and nothing else applies (the thinking gap included).
    case listening
    /// `Speaking`: a reply's audio is playing.
    case speaking
    /// `Working on it…`: a tool is running.
    case working
    /// `Muted`: the microphone is off (over every other state).
    case muted

    /// The words on the car, exactly (SPEC).
    public var title: String {
        switch self {
        case .connecting: return "Connecting…"
        case .listening: return "Listening"
        case .speaking: return "Speaking"
        case .working: return "Working on it…"
        case .muted: return "Muted"
        }
    }

    /// The state whose title is `title`, if any.
    public static func titled(_ title: String) -> CallScreenState? {
        allCases.first { $0.title == title }
    }
}

extension CallScreenState: Fingerprintable {
    /// The state's tag, one of five.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .connecting: tag = 0
        case .listening: tag = 1
        case .speaking: tag = 2
        case .working: tag = 3
        case .muted: tag = 4
        }
        f.combine(tag: tag, of: 5)
    }
}
