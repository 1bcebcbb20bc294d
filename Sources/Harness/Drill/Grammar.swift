/// Every word of the drill language and where it goes in the tables the parser reads: the words
/// a step starts with, those after `given`, those an expectation starts with (`DrillWord`: each
/// declared once, with its form, documentation, scope and reader). The words any scene has are
/// `Grammar+AnyScene.swift`'s; the built-in app's are one group, WorldDrill's `BuiltInWords`,
/// which the tables name only (B7): a language places a group's words by those names
/// (`DrillLanguage`), in the order docs/DRILL_LANGUAGE.md lists them.
enum Grammar {
    /// A word a step starts with, or one after it.
    typealias StepWord = DrillWord<StepKind>
    /// A word after `given`, or one after it.
    typealias GivenWord = DrillWord<StepKind.Given>
    /// A word an expectation starts with, or one after it.
    typealias ExpectationWord = DrillWord<StepKind.Expectation>

    // MARK: - The tables' order (the built-in app's words by name: DL509 writes these)

    /// The words a step starts with.
    static let stepOrder = [
        "rules", "given", "plug", "unplug", "tap", "select", "event", "panel", "phone", "realtime", "speech", "reply", "tool", "mic",
        "interruption", "route", "engine", "wait", "expect", "include",
    ]
    /// The words that may follow `given`.
    static let givenOrder = [
        "conversation", "realtime", "secret", "app", "setting", "navigator", "display", "appearance", "profile", "settle", "seed",
    ]
    /// The words an expectation starts with (after `expect`, or `wait until`).
    static let expectationOrder = ["car", "phone", "cue", "cues", "no", "telemetry", "log", "host", "crash", "shot"]
    /// The words after `tap`.
    static let tapOrder = ["gear", "back"]
    /// The words after `expect car`.
    static let carOrder = ["home", "call", "status", "panel", "nothing", "disconnected", "root", "top", "presented"]
    /// The words after `expect no`.
    static let noOrder = ["cue", "crash", "telemetry"]

    /// The words `order` names: the core's, else the group's, else a word that refuses the line,
    /// written `lead` and the name, as a word only the built-in app has (DL509).
    static func table<Kind>(_ order: [String], core: [DrillWord<Kind>], group: [DrillWord<Kind>], lead: String) -> [DrillWord<Kind>] {
        order.map { name in
            core.first { $0.name == name } ?? group.first { $0.name == name } ?? refused(name, written: lead + name)
        }
    }

    /// A word of the built-in app in a language without it: the line is DL509, at the step.
    private static func refused<Kind>(_ name: String, written: String) -> DrillWord<Kind> {
        DrillWord(name) { cursor throws(Diagnostic) in
            throw SceneWords.refusal(of: written, cursor)
        }
    }
}
