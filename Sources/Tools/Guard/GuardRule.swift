/// The source guards of SPEC section S, by id. S6 and S3 run by default, over any CarPlay
/// codebase; S1, S2 and S4 are the built-in app's house rules, on only where a rules file
/// enables them (`enable S4`). S5 is how every guard reads the source, not a guard of its own.
public enum GuardRule: String, CaseIterable, Equatable, Hashable, Sendable, Comparable {
    /// S1 (house rule): no system speech (`AVSpeechSynthesizer`) anywhere.
    case speech = "S1"
    /// S2 (house rule): no direct follow-up, merge, restart or archive call from the car scene's
    /// files.
    case carSceneCall = "S2"
    /// S3 (default): no template the app's category may not use, and no `CP…Template` that is
    /// not a CarPlay template.
    case templateType = "S3"
    /// S4 (house rule): the interface controller's template calls and reads only in the
    /// interface file (`CarPlayInterface.swift`).
    case interfaceFile = "S4"
    /// S6 (default): no template call in a form that gives CarPlay no completion.
    case completion = "S6"

    /// The rule's id as SPEC writes it: `S1`…`S6`.
    public var id: String { rawValue }

    /// The rules on when no rules file says otherwise: S3 and S6.
    public static let defaults: Set<GuardRule> = [.templateType, .completion]

    /// True for S3 and S6, which run without a rules file.
    public var isDefault: Bool { Self.defaults.contains(self) }

    /// A name in a few words, as SARIF's `name` and docs give it: `TemplateCallWithoutCompletion`.
    public var name: String {
        switch self {
        case .speech: "SystemSpeech"
        case .carSceneCall: "CarSceneDirectCall"
        case .templateType: "TemplateNotAllowed"
        case .interfaceFile: "TemplateCallOutsideInterfaceFile"
        case .completion: "TemplateCallWithoutCompletion"
        }
    }

    /// What the rule finds, in one sentence.
    public var summary: String {
        switch self {
        case .speech: "System speech (AVSpeechSynthesizer) anywhere (a house rule of the built-in app)."
        case .carSceneCall: "A follow-up, merge, restart or archive call from the car scene's files (a house rule of the built-in app)."
        case .templateType: "A template the app's CarPlay category may not use (CarPlay refuses it at once and the app crashes), or a CP…Template name that is not a CarPlay template."
        case .interfaceFile: "A template call or read outside the interface file (a house rule of the built-in app)."
        case .completion: "A template call in a form that gives CarPlay no completion: when CarPlay refuses it, it raises NSGenericException on the main queue and the app crashes."
        }
    }

    /// Orders by id.
    public static func < (lhs: GuardRule, rhs: GuardRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
