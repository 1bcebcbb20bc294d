/// The stable code of every drill diagnostic: `DL` and three digits, grouped by hundreds
/// (0xx the text itself, 1xx words, 2xx values, 3xx scenario structure, 4xx files and
/// includes, 9xx notes about the report; 5xx is left to the runner). A code never changes
/// meaning once released; docs/DRILL_LANGUAGE.md lists them all.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable {
    /// A byte sequence that is not UTF-8.
    case invalidUTF8 = "DL001"
    /// A NUL or other control character (binary junk).
    case controlCharacter = "DL002"
    /// A string with no closing quote on its line.
    case unterminatedString = "DL003"
    /// A backslash escape other than `\"` and `\\`.
    case badEscape = "DL004"
    /// A line starting with a word that is not a step.
    case unknownWord = "DL101"
    /// A step's sub-word that is not one of its options (`phone fly`).
    case unknownOption = "DL102"
    /// A step that ends before its form is complete.
    case missingArgument = "DL103"
    /// A token where the form has none (an extra word, `now` where it means nothing).
    case unexpectedToken = "DL104"
    /// A bare word where the form wants a quoted string.
    case expectedString = "DL105"
    /// A duration not written like `300ms`, `2s`, `1.5s` or `1m`.
    case badDuration = "DL201"
    /// A whole number that is not one, or is out of range.
    case badNumber = "DL202"
    /// A display size not written like `800x480`.
    case badSize = "DL203"
    /// A cue name that is none of the seven.
    case unknownCue = "DL204"
    /// A rule id not written like `D2` or `H13`.
    case badRuleID = "DL205"
    /// A telemetry field not written like `key=value`.
    case badField = "DL206"
    /// Three dots where SPEC's title has the ellipsis `…` (U+2026): `"Connecting..."`.
    case threeDots = "DL207"
    /// A step before the first `scenario` line.
    case stepOutsideScenario = "DL301"
    /// A file with no `scenario` (empty, or comments only).
    case noScenario = "DL302"
    /// A scenario with no steps besides `rules` (it would pass without checking anything).
    case emptyScenario = "DL303"
    /// A `scenario` line in an included file.
    case scenarioInInclude = "DL304"
    /// An include naming a file that does not exist.
    case includeMissing = "DL401"
    /// An include leaving the scenario root (through `..` or a symlink).
    case includeOutsideRoot = "DL402"
    /// An include that includes itself, directly or not.
    case includeCycle = "DL403"
    /// A file that cannot be read (missing, a directory, a pipe, no permission).
    case unreadableFile = "DL404"
    /// A file larger than HeadUnit reads (16 MB): a mistake, read before it takes seconds.
    case fileTooLarge = "DL405"
    /// An expectation that did not hold within its settle window.
    case expectationFailed = "DL501"
    /// A `tap` on words the car does not show.
    case notOnScreen = "DL502"
    /// The app crashed (or broke an invariant) and no `expect crash` was waiting for it (D7).
    case unexpectedCrash = "DL503"
    /// A `given` value the world does not know (a navigator, a profile, a setting).
    case unknownValue = "DL504"
    /// A `tap` on words no screen of the car ever shows.
    case unknownTitle = "DL505"
    /// A `given` after the scenario's first action.
    case lateGiven = "DL506"
    /// A `wait until` whose expectation did not hold within its time.
    case waitTimedOut = "DL507"
    /// A picture that does not match its golden image.
    case shotMismatch = "DL508"
    /// A word that needs the built-in app's fakes, in a drill of a team's own scene (B7).
    case builtInOnly = "DL509"
    /// An action that changed nothing a person or CI could see (`realtime set` with no call up,
    /// a second `plug`).
    case noEffect = "DL510"
    /// More errors than a report shows.
    case tooManyErrors = "DL901"

    /// A short kebab-case name (`unknown-word`), for the docs and for searching.
    public var name: String {
        switch self {
        case .invalidUTF8: "invalid-utf8"
        case .controlCharacter: "control-character"
        case .unterminatedString: "unterminated-string"
        case .badEscape: "bad-escape"
        case .unknownWord: "unknown-word"
        case .unknownOption: "unknown-option"
        case .missingArgument: "missing-argument"
        case .unexpectedToken: "unexpected-token"
        case .expectedString: "expected-string"
        case .badDuration: "bad-duration"
        case .badNumber: "bad-number"
        case .badSize: "bad-size"
        case .unknownCue: "unknown-cue"
        case .badRuleID: "bad-rule-id"
        case .badField: "bad-field"
        case .threeDots: "three-dots"
        case .stepOutsideScenario: "step-outside-scenario"
        case .noScenario: "no-scenario"
        case .emptyScenario: "empty-scenario"
        case .scenarioInInclude: "scenario-in-include"
        case .includeMissing: "include-missing"
        case .includeOutsideRoot: "include-outside-root"
        case .includeCycle: "include-cycle"
        case .unreadableFile: "unreadable-file"
        case .fileTooLarge: "file-too-large"
        case .expectationFailed: "expectation-failed"
        case .notOnScreen: "not-on-screen"
        case .unexpectedCrash: "unexpected-crash"
        case .unknownValue: "unknown-value"
        case .unknownTitle: "unknown-title"
        case .lateGiven: "late-given"
        case .waitTimedOut: "wait-timed-out"
        case .shotMismatch: "shot-mismatch"
        case .builtInOnly: "built-in-only"
        case .noEffect: "no-effect"
        case .tooManyErrors: "too-many-errors"
        }
    }

    /// How serious a diagnostic with this code is: an empty scenario is a warning, the
    /// too-many-errors line a note, everything else an error.
    public var severity: Diagnostic.Severity {
        switch self {
        case .emptyScenario: .warning
        case .tooManyErrors: .note
        default: .error
        }
    }
}
