import Host

/// The call screen's five states (C1), in the order the template is given them.
public enum CallScreenState: String, Hashable, Sendable, CaseIterable {
    case connecting, listening, speaking, working, muted

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
