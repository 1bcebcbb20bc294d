/// The stable code of every drill diagnostic: `DL` and three digits, grouped by hundreds
/// (0xx the text itself, 1xx words, 2xx values, 3xx scenario structure, 4xx files and
/// includes, 5xx the runner, 9xx notes about the report). A code never changes meaning once
/// released; docs/DRILL_LANGUAGE.md lists them all.
extension DiagnosticCode {
    /// A byte sequence that is not UTF-8.
    public static let invalidUTF8 = DiagnosticCode("DL001", name: "invalid-utf8")
    /// A NUL or other control character (binary junk).
    public static let controlCharacter = DiagnosticCode("DL002", name: "control-character")
    /// A string with no closing quote on its line.
    public static let unterminatedString = DiagnosticCode("DL003", name: "unterminated-string")
    /// A backslash escape other than `\"` and `\\`.
    public static let badEscape = DiagnosticCode("DL004", name: "bad-escape")
    /// A line starting with a word that is not a step.
    public static let unknownWord = DiagnosticCode("DL101", name: "unknown-word")
    /// A step's sub-word that is not one of its options (`phone fly`).
    public static let unknownOption = DiagnosticCode("DL102", name: "unknown-option")
    /// A step that ends before its form is complete.
    public static let missingArgument = DiagnosticCode("DL103", name: "missing-argument")
    /// A token where the form has none (an extra word, `now` where it means nothing).
    public static let unexpectedToken = DiagnosticCode("DL104", name: "unexpected-token")
    /// A bare word where the form wants a quoted string.
    public static let expectedString = DiagnosticCode("DL105", name: "expected-string")
    /// A duration not written like `300ms`, `2s`, `1.5s` or `1m`.
    public static let badDuration = DiagnosticCode("DL201", name: "bad-duration")
    /// A whole number that is not one, or is out of range.
    public static let badNumber = DiagnosticCode("DL202", name: "bad-number")
    /// A display size not written like `800x480`.
    public static let badSize = DiagnosticCode("DL203", name: "bad-size")
    /// A cue name that is none of the seven.
    public static let unknownCue = DiagnosticCode("DL204", name: "unknown-cue")
    /// A rule id not written like `D2` or `H13`.
    public static let badRuleID = DiagnosticCode("DL205", name: "bad-rule-id")
    /// A telemetry field not written like `key=value`.
    public static let badField = DiagnosticCode("DL206", name: "bad-field")
    /// Three dots where SPEC's title has the ellipsis `…` (U+2026): `"Connecting..."`.
    public static let threeDots = DiagnosticCode("DL207", name: "three-dots")
    /// A step before the first `scenario` line.
    public static let stepOutsideScenario = DiagnosticCode("DL301", name: "step-outside-scenario")
    /// A file with no `scenario` (empty, or comments only).
    public static let noScenario = DiagnosticCode("DL302", name: "no-scenario")
    /// A scenario with no steps besides `rules` (it would pass without checking anything).
    public static let emptyScenario = DiagnosticCode("DL303", name: "empty-scenario", severity: .warning)
    /// A `scenario` line in an included file.
    public static let scenarioInInclude = DiagnosticCode("DL304", name: "scenario-in-include")
    /// An include naming a file that does not exist.
    public static let includeMissing = DiagnosticCode("DL401", name: "include-missing")
    /// An include leaving the scenario root (through `..` or a symlink).
    public static let includeOutsideRoot = DiagnosticCode("DL402", name: "include-outside-root")
    /// An include that includes itself, directly or not.
    public static let includeCycle = DiagnosticCode("DL403", name: "include-cycle")
    /// A file that cannot be read (missing, a directory, a pipe, no permission).
    public static let unreadableFile = DiagnosticCode("DL404", name: "unreadable-file")
    /// A file larger than HeadUnit reads (16 MB): a mistake, read before it takes seconds.
    public static let fileTooLarge = DiagnosticCode("DL405", name: "file-too-large")
    /// An expectation that did not hold within its settle window.
    public static let expectationFailed = DiagnosticCode("DL501", name: "expectation-failed")
    /// A `tap` on words the car does not show.
    public static let notOnScreen = DiagnosticCode("DL502", name: "not-on-screen")
    /// The app crashed (or broke an invariant) and no `expect crash` was waiting for it (D7).
    public static let unexpectedCrash = DiagnosticCode("DL503", name: "unexpected-crash")
    /// A `given` value the world does not know (a navigator, a profile, a setting).
    public static let unknownValue = DiagnosticCode("DL504", name: "unknown-value")
    /// A `tap` on words no screen of the car ever shows.
    public static let unknownTitle = DiagnosticCode("DL505", name: "unknown-title")
    /// A `given` after the scenario's first action.
    public static let lateGiven = DiagnosticCode("DL506", name: "late-given")
    /// A `wait until` whose expectation did not hold within its time.
    public static let waitTimedOut = DiagnosticCode("DL507", name: "wait-timed-out")
    /// A picture that does not match its golden image.
    public static let shotMismatch = DiagnosticCode("DL508", name: "shot-mismatch")
    /// A word that needs the built-in app's fakes, in a drill of a team's own scene (B7).
    public static let builtInOnly = DiagnosticCode("DL509", name: "built-in-only")
    /// An action that changed nothing a person or CI could see (`realtime set` with no call up,
    /// a second `plug`).
    public static let noEffect = DiagnosticCode("DL510", name: "no-effect")
    /// An `event "NAME"` naming no event the test registered (B7: `SceneDrill(events:)`).
    public static let unknownEvent = DiagnosticCode("DL511", name: "unknown-event")
    /// More errors than a report shows.
    public static let tooManyErrors = DiagnosticCode("DL901", name: "too-many-errors", severity: .note)

    /// Every drill code, in the order docs/DRILL_LANGUAGE.md lists them.
    public static let drill: [DiagnosticCode] = [
        .invalidUTF8, .controlCharacter, .unterminatedString, .badEscape, .unknownWord, .unknownOption,
        .missingArgument, .unexpectedToken, .expectedString, .badDuration, .badNumber, .badSize, .unknownCue,
        .badRuleID, .badField, .threeDots, .stepOutsideScenario, .noScenario, .emptyScenario,
        .scenarioInInclude, .includeMissing, .includeOutsideRoot, .includeCycle, .unreadableFile,
        .fileTooLarge, .expectationFailed, .notOnScreen, .unexpectedCrash, .unknownValue, .unknownTitle,
        .lateGiven, .waitTimedOut, .shotMismatch, .builtInOnly, .noEffect, .unknownEvent, .tooManyErrors,
    ]
}
