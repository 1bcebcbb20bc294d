/// The words a drill of a team's own CarPlay scene may use (B7), and the located error for the
/// rest: a scene of your own has no Realtime socket, phone, microphone or cues to drive, so the
/// words for the built-in app's fakes are bad input there (DL509), found before anything runs.
public enum SceneWords {
    /// The words that work over any scene, for the hint.
    public static let known = "plug, unplug, tap \"TITLE\" [now], tap back, select \"ROW\", wait D, wait until … within D, "
        + "expect car root|top|presented KIND \"TEXT\"…, expect car disconnected, expect crash RULE, expect no crash, "
        + "expect host log \"TEXT\", expect log \"TEXT\", given settle D, given profile NAME, given display WxH, given appearance light|dark"

    /// The DL509 errors of `scenario`'s steps, in order.
    public static func diagnostics(_ scenario: Scenario) -> [Diagnostic] {
        scenario.steps.compactMap { step in
            guard let word = builtInWord(step.kind) else { return nil }
            return Diagnostic(code: .builtInOnly, location: step.location, length: max(1, step.lineText.trimmingCharacters(in: .whitespaces).count),
                              message: "`\(word)` needs the built-in app's fakes; a drill of your own scene cannot use it",
                              hint: "a drill of your own scene knows: \(known)", lineText: step.lineText)
        }
    }

    /// The word of a step that only the built-in app has, or nil when any scene may use it.
    static func builtInWord(_ kind: StepKind) -> String? {
        switch kind {
        case .rules, .plug, .unplug, .tap, .tapNow, .tapBack, .select, .wait, .include: return nil
        case .given(let given):
            switch given {
            case .settle, .profile, .display, .appearance: return nil
            case .conversation: return "given conversation"
            case .realtime: return "given realtime"
            case .secret: return "given secret"
            case .app: return "given app"
            case .setting: return "given setting"
            case .navigator: return "given navigator"
            case .seed: return "given seed"
            }
        case .expect(let e, _), .waitUntil(let e, _): return builtInWord(e)
        case .tapGear: return "tap gear"
        case .panelSet: return "panel set"
        case .phone: return "phone"
        case .realtime: return "realtime"
        case .speech: return "speech"
        case .reply: return "reply"
        case .tool: return "tool"
        case .mic: return "mic"
        case .interruption: return "interruption"
        case .routeChangeRate, .routeLatency: return "route"
        case .engine: return "engine"
        }
    }

    private static func builtInWord(_ e: StepKind.Expectation) -> String? {
        switch e {
        case .carTemplate, .carDisconnected, .crash, .noCrash, .log, .hostLog: return nil
        case .carHome: return "expect car home"
        case .carCall: return "expect car call"
        case .carStatus: return "expect car status"
        case .carPanel: return "expect car panel"
        case .carNothing: return "expect car nothing"
        case .phone, .phoneSays: return "expect phone"
        case .cue, .cues, .noCue: return "expect cue"
        case .telemetry, .telemetrySent, .noTelemetry: return "expect telemetry"
        case .shot: return "expect shot"
        }
    }
}
