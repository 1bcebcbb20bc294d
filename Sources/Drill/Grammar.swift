/// The words a line can start with, and the form of each, shown as the hint when a step is
/// written wrong. docs/DRILL_LANGUAGE.md documents each word; a test checks they agree.
enum Grammar {
    /// Every word a line can start with, `scenario` included, in the order the docs list them.
    static let words = [
        "scenario", "rules", "given", "plug", "unplug", "tap", "select", "panel", "phone", "realtime", "speech",
        "reply", "tool", "mic", "interruption", "route", "engine", "wait", "expect", "include",
    ]

    /// The words that may follow `given`.
    static let givenWords = [
        "conversation", "realtime", "secret", "app", "setting", "navigator", "display", "appearance",
        "profile", "settle", "seed",
    ]

    /// The first words of an expectation (after `expect`, or `wait until`).
    static let expectationWords = ["car", "phone", "cue", "cues", "no", "telemetry", "log", "host", "crash", "shot"]

    /// Which form a hint shows, worked out into text only when a hint is needed.
    enum Form {
        /// The form of a step starting with the word.
        case step(String)
        /// The form of `given` and the word.
        case given(String)
        /// The form of an expectation starting with the word.
        case expectation(String)

        /// The form, as the hint shows it.
        var text: String {
            switch self {
            case .step(let word): Grammar.form(word)
            case .given(let word): Grammar.givenForm(word)
            case .expectation(let word): Grammar.expectationForm(word)
            }
        }
    }

    /// The form of a step starting with `word`, for hints.
    static func form(_ word: String) -> String {
        switch word {
        case "scenario": #"scenario "NAME""#
        case "rules": "rules D2 O2 …"
        case "given": "given " + givenWords.joined(separator: "|") + " …"
        case "plug": "plug"
        case "unplug": "unplug"
        case "tap": #"tap "TITLE" [now], tap gear or tap back"#
        case "select": #"select "ROW""#
        case "panel": #"panel set "ROW" VALUE"#
        case "phone": "phone " + StepKind.Phone.allCases.map(\.rawValue).joined(separator: "|")
        case "realtime": #"realtime up|error "TEXT"|drop "TEXT"|transcript "TEXT"|quiet|pong|set NAME VALUE|go back"#
        case "speech": "speech start|stop"
        case "reply": "reply start|end|fail|audio"
        case "tool": #"tool start "NAME"|end|fail"#
        case "mic": "mic stall|back|refused"
        case "interruption": "interruption begin|end"
        case "route": "route change rate N or route latency D"
        case "engine": "engine stuck|unstuck"
        case "wait": "wait D or wait until EXPECTATION within D"
        case "wait until": "wait until EXPECTATION within D"
        case "expect": "expect " + expectationWords.joined(separator: "|") + " … [now]"
        case "include": #"include "FILE""#
        default: "a step starting with one of: " + words.joined(separator: ", ")
        }
    }

    /// The form of `given WORD`, for hints.
    static func givenForm(_ word: String) -> String {
        switch word {
        case "conversation": "given conversation open|none|ended"
        case "realtime": "given realtime manual|auto D|unreachable"
        case "secret": "given secret slow D|ok|nowhere"
        case "app": "given app foreground|background"
        case "setting": "given setting NAME VALUE"
        case "navigator": "given navigator NAME"
        case "display": "given display WxH (like 800x480)"
        case "appearance": "given appearance light|dark"
        case "profile": "given profile NAME"
        case "settle": "given settle D"
        case "seed": "given seed N"
        default: form("given")
        }
    }

    /// The form of an expectation starting with `word`, for hints.
    static func expectationForm(_ word: String) -> String {
        switch word {
        case "car": #"expect car home "A" "B"…|call "STATE"|status "TEXT"|panel "ROW" "VALUE"…|nothing|disconnected, or expect car root|top|presented KIND "TEXT"… (KIND: "# + TemplateExpectation.Kind.allCases.map(\.rawValue).joined(separator: "|") + ")"
        case "phone": #"expect phone live-thread|app|background|other-live-thread, or expect phone says "TEXT""#
        case "cue": "expect cue NAME"
        case "cues": "expect cues A, B, …"
        case "no": "expect no cue, expect no crash or expect no telemetry NAME key=value…"
        case "telemetry": "expect telemetry [sent] NAME key=value…"
        case "log": #"expect log "TEXT""#
        case "host": #"expect host log "TEXT""#
        case "crash": "expect crash RULE"
        case "shot": #"expect shot "PNG""#
        default: form("expect")
        }
    }
}
