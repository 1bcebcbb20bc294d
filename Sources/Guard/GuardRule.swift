/// The source guards of SPEC section S, by id.
public enum GuardRule: String, CaseIterable, Equatable, Hashable, Sendable, Comparable {
    /// S1: no system speech (`AVSpeechSynthesizer`) anywhere.
    case speech = "S1"
    /// S2: no direct follow-up, merge, restart or archive call from the car scene's files.
    case carSceneCall = "S2"
    /// S3: no template type but the grid, the voice-control template and the list.
    case templateType = "S3"
    /// S4: the interface controller's template calls and reads only in `CarPlayInterface.swift`,
    /// and the calls only in a form that gives CarPlay a completion.
    case templateAccess = "S4"

    /// The rule's id as SPEC writes it: `S1`…`S4`.
    public var id: String { rawValue }

    /// Orders by id.
    public static func < (lhs: GuardRule, rhs: GuardRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
