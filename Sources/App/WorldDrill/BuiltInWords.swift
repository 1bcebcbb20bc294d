import CarApp
import Drill
import Rig

/// The built-in app's words (B7): they drive its fakes — the Realtime socket, the phone, the
/// microphone, the audio route and engine — or set up and check what only it has (its
/// screens, cues, telemetry and pictures), so a drill of a team's own scene cannot use them
/// (DL509, `DrillLanguage.anyScene`). Each action's stimulus is declared with it
/// (`BuiltInAction`, `StepStimulus`).
enum BuiltInWords {
    /// A word a step starts with, or one after it.
    typealias StepWord = DrillWord<StepKind>
    /// A word after `given`, or one after it.
    typealias GivenWord = DrillWord<StepKind.Given>
    /// A word an expectation starts with, or one after it.
    typealias ExpectationWord = DrillWord<StepKind.Expectation>

    /// The group, each word under the word whose table names it.
    static let group = DrillLanguage.Group(
        steps: actions.dropFirst().map(\.word),
        givens: [conversation, givenRealtime, secret, app, setting, navigator, seed],
        expectations: [phoneScreen, cue, cues, telemetry, shot],
        tap: [tapGear.word], car: [carHome, carCall, carStatus, carPanel, carNothing], no: [noCue, noTelemetry],
        checkText: checkEllipsis)

    /// DL207: three dots where SPEC's title has the ellipsis, found before anything runs (at
    /// run time `"Connecting..."` only failed, with a hint that looked the same).
    static func checkEllipsis(_ token: Token, context: LineContext) throws(Diagnostic) {
        guard let title = KnownTitles.spelledWithThreeDots(token.text) else { return }
        throw context.diagnostic(.threeDots, at: token, "\(token.quoted) has three dots where SPEC's words have the ellipsis",
                                 hint: "SPEC writes \"\(title)\" with the ellipsis … (U+2026, one character), not three dots")
    }

    // MARK: - Steps

    /// The actions: `tap gear`, then the words a step starts with, in the tables' order.
    static let actions = [tapGear, panel, phone, realtime, speech, reply, tool, mic, interruption, route, engine]

    static let tapGear = BuiltInAction(StepWord("gear", heading: "tap gear", examples: ["tap gear"]) { _ in .tapGear }) {
        $0 == .tapGear ? .tapGear : nil
    }

    static let panel = BuiltInAction(StepWord("panel", form: .headings, rest: .oneOf("panel action", [panelSet]))) {
        if case .panelSet(let row, let value) = $0 { .panelSet(row: row, value: value) } else { nil }
    }

    static let panelSet = StepWord(
        "set", heading: #"panel set "ROW" VALUE"#, examples: [#"panel set "Turn detection" Silence"#]
    ) { cursor throws(Diagnostic) in
        .panelSet(row: try cursor.string("a row title").text, value: try cursor.text("a value"))
    }

    static let phone = action(
        "phone", heading: "phone ACTION", form: .text("phone " + Stimulus.PhoneAction.allCases.map(\.rawValue).joined(separator: "|")),
        example: "phone open sheet", choosing: "phone action", rest: true, step: { .phone($0.rawValue) }, stimulus: Stimulus.phone)

    static let realtime = BuiltInAction(StepWord(
        "realtime", heading: #"realtime up|error "TEXT"|drop "TEXT"|transcript "TEXT"|quiet|pong|set NAME VALUE|go back"#,
        form: .heading, examples: ["realtime up"],
        rest: .oneOf("realtime action", [
            StepWord("up") { _ in .realtime(.up) },
            StepWord("error") { cursor throws(Diagnostic) in
                .realtime(.error(try cursor.string("the error's text").text))
            },
            StepWord("drop") { cursor throws(Diagnostic) in
                .realtime(.drop(try cursor.string("the socket error's text").text))
            },
            StepWord("transcript") { cursor throws(Diagnostic) in
                .realtime(.transcript(try cursor.string("the line the model heard or said").text))
            },
            StepWord("quiet") { _ in .realtime(.quiet) },
            StepWord("pong") { _ in .realtime(.pong) },
            StepWord("set") { cursor throws(Diagnostic) in
                .realtime(.set(name: try cursor.text("a setting name"), value: try cursor.text("a value")))
            },
            StepWord("go") { cursor throws(Diagnostic) in
                _ = try cursor.choice(among: ["back"], "word after 'go'")
                return .realtime(.goBack)
            },
        ])), stimulus: realtimeStimulus)

    /// The stimulus of a `realtime` step: a setting by its short name is changed by its row (G5).
    private static func realtimeStimulus(_ kind: StepKind) -> Stimulus? {
        guard case .realtime(let realtime) = kind else { return nil }
        return switch realtime {
        case .up: .realtimeUp
        case .error(let text): .realtimeError(text)
        case .drop(let text): .realtimeDrop(text)
        case .transcript(let text): .realtimeTranscript(text)
        case .quiet: .realtimeQuiet
        case .pong: .realtimePong
        case .set(let name, let value): .realtimeSet(row: SettingNames.row(name) ?? name, value: value)
        case .goBack: .realtimeGoBack
        }
    }

    static let speech = action("speech", example: "speech start", choosing: "speech action", step: StepKind.speech) {
        $0 == .start ? .speechStart : .speechStop
    }

    static let reply = action("reply", example: "reply start", choosing: "reply action", step: StepKind.reply) {
        switch $0 {
        case .start: .replyStart
        case .audio: .replyAudio
        case .end: .replyEnd
        case .fail: .replyFail
        }
    }

    static let tool = BuiltInAction(StepWord(
        "tool", heading: #"tool start "NAME"|end|fail"#, form: .heading, examples: [#"tool start "web_search""#],
        rest: .oneOf("tool action", [
            StepWord("start") { cursor throws(Diagnostic) in .tool(.start(try cursor.string("the tool's name").text)) },
            StepWord("end") { _ in .tool(.end) },
            StepWord("fail") { _ in .tool(.fail) },
        ]))) { kind in
        guard case .tool(let tool) = kind else { return nil }
        return switch tool {
        case .start(let name): .toolStart(name)
        case .end: .toolEnd
        case .fail: .toolFail
        }
    }

    static let mic = action("mic", example: "mic stall", choosing: "microphone action", step: StepKind.mic) {
        switch $0 {
        case .stall: .micStall
        case .back: .micBack
        case .refused: .micRefused
        }
    }

    static let interruption = action(
        "interruption", example: "interruption begin", choosing: "interruption action", step: StepKind.interruption
    ) {
        $0 == .begin ? .interruptionBegin : .interruptionEnd
    }

    static let route = BuiltInAction(StepWord(
        "route", form: .headings,
        rest: .oneOf("route change", [
            StepWord("change", heading: "route change rate N", examples: ["route change rate 16000"]) { cursor throws(Diagnostic) in
                _ = try cursor.choice(among: ["rate"], "word after 'change'")
                return .routeChangeRate(try cursor.number(Int.self, "sample rate", minimum: 1))
            },
            StepWord("latency", heading: "route latency D", examples: ["route latency 120ms"]) { cursor throws(Diagnostic) in
                .routeLatency(try cursor.duration())
            },
        ]))) { kind in
        switch kind {
        case .routeChangeRate(let rate): .routeChangeRate(rate)
        case .routeLatency(let ms): .routeLatency(ms)
        default: nil
        }
    }

    static let engine = action("engine", example: "engine stuck", choosing: "engine action", step: StepKind.engine) {
        $0 == .stuck ? .engineStuck : .engineUnstuck
    }

    /// An action followed by one of `Option`'s words (`mic stall|back|refused`, see
    /// `DrillWord.choice`): the step `step(option)`, which applies `stimulus(option)`.
    private static func action<Option: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, heading: String? = nil, form: StepWord.Form = .heading, example: String, choosing what: String,
        rest: Bool = false, step: @escaping @Sendable (Option) -> StepKind, stimulus: @escaping @Sendable (Option) -> Stimulus
    ) -> BuiltInAction where Option.RawValue == String {
        BuiltInAction(.choice(name, heading: heading, form: form, example: example, choosing: what, rest: rest, step: step)) {
            StepWord.option(of: $0, step).map(stimulus)
        }
    }

    // MARK: - After `given`

    static let conversation = given(
        "conversation", example: "given conversation open", choosing: "conversation state", step: StepKind.Given.conversation)

    static let givenRealtime = GivenWord(
        "realtime", heading: "given realtime manual|auto D|unreachable", form: .heading, examples: ["given realtime auto 500ms"],
        rest: .oneOf("realtime mode", [
            GivenWord("manual") { _ in .realtime(.manual) },
            GivenWord("auto") { cursor throws(Diagnostic) in .realtime(.auto(try cursor.duration())) },
            GivenWord("unreachable") { _ in .realtime(.unreachable) },
        ]))

    static let secret = GivenWord(
        "secret", heading: "given secret slow D|ok|nowhere", form: .heading, examples: ["given secret slow 2s"],
        rest: .oneOf("secret behaviour", [
            GivenWord("slow") { cursor throws(Diagnostic) in .secret(.slow(try cursor.duration())) },
            GivenWord("ok") { _ in .secret(.ok) },
            GivenWord("nowhere") { _ in .secret(.nowhere) },
        ]))

    static let app = given("app", example: "given app background", choosing: "app state", step: StepKind.Given.app)

    /// A given followed by one of `Option`'s words (`given app foreground|background`, see
    /// `DrillWord.choice`): the step `step(option)`.
    private static func given<Option: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, example: String, choosing what: String, step: @escaping @Sendable (Option) -> StepKind.Given
    ) -> GivenWord where Option.RawValue == String {
        .choice(name, lead: "given \(name)", example: example, choosing: what, step: step)
    }

    static let setting = GivenWord(
        "setting", heading: "given setting NAME VALUE", form: .heading, examples: [#"given setting "Turn detection" Semantic"#]
    ) { cursor throws(Diagnostic) in
        .setting(name: try cursor.text("a setting name"), value: try cursor.text("a value"))
    }

    static let navigator = GivenWord(
        "navigator", heading: "given navigator NAME", form: .heading, examples: ["given navigator naive"]
    ) { cursor throws(Diagnostic) in
        .navigator(try cursor.text("a navigator name"))
    }

    static let seed = GivenWord(
        "seed", heading: "given seed N", form: .heading, examples: ["given seed 0x2A"]
    ) { cursor throws(Diagnostic) in
        .seed(try cursor.number(UInt64.self, "seed", hex: true))
    }

    // MARK: - Expectations

    static let carHome = ExpectationWord(
        "home", heading: #"expect car home "A" "B"…"#, examples: [#"expect car home "Continue conversation" "New conversation""#]
    ) { cursor throws(Diagnostic) in
        var titles = [try cursor.string("a tile title").text]
        while !cursor.isAtEnd {
            titles.append(try cursor.string("a tile title").text)
        }
        return .carHome(titles)
    }

    static let carCall = ExpectationWord(
        "call", heading: #"expect car call "STATE""#, examples: [#"expect car call "Working on it…""#]
    ) { cursor throws(Diagnostic) in
        .carCall(try cursor.string("the call state's title").text)
    }

    static let carStatus = ExpectationWord(
        "status", heading: #"expect car status "TEXT""#, examples: [#"expect car status "rate limited""#]
    ) { cursor throws(Diagnostic) in
        .carStatus(try cursor.string("the status line's text").text)
    }

    static let carPanel = ExpectationWord(
        "panel", heading: #"expect car panel "ROW" "VALUE"…"#,
        examples: [#"expect car panel "Turn detection" "Silence" "Listening" "Always""#]
    ) { cursor throws(Diagnostic) in
        var rows: [StepKind.Expectation.RowValue] = []
        repeat {
            let row = try cursor.string("a row title").text
            rows.append(.init(row: row, value: try cursor.string("the value of \"\(row)\"").text))
        } while !cursor.isAtEnd
        return .carPanel(rows)
    }

    static let carNothing = ExpectationWord(
        "nothing", heading: "expect car nothing", examples: ["expect car nothing"]
    ) { _ in .carNothing }

    /// The phone screens `expect phone` names, in the order hints list them.
    static let phoneScreens: [PhoneDisplay.Screen] = [.liveThread, .app, .background, .otherLiveThread]

    static let phoneScreen = ExpectationWord(
        "phone", heading: "expect phone SCREEN",
        form: .text("expect phone " + phoneScreens.map(\.rawValue).joined(separator: "|") + ", or " + (phoneSays.heading ?? "")),
        examples: ["expect phone live-thread"],
        rest: .optional([phoneSays]) { cursor throws(Diagnostic) in
            .phone(try cursor.choice(among: phoneScreens, "phone screen").rawValue)
        })

    static let phoneSays = ExpectationWord(
        "says", heading: #"expect phone says "TEXT""#, examples: [#"expect phone says "Waiting for the microphone…""#]
    ) { cursor throws(Diagnostic) in
        .phoneSays(try cursor.string("the text the phone shows").text)
    }

    static let cue = ExpectationWord(
        "cue", heading: "expect cue NAME", form: .heading, examples: ["expect cue connected"]
    ) { cursor throws(Diagnostic) in
        .cue(try cueName(&cursor).rawValue)
    }

    static let cues = ExpectationWord(
        "cues", heading: "expect cues A, B, …", form: .heading, examples: ["expect cues disconnected, failed"]
    ) { cursor throws(Diagnostic) in
        var cues = [try cueName(&cursor).rawValue]
        while let separator = cursor.next {
            guard separator.kind == .comma else {
                throw cursor.error(.unexpectedToken, at: separator, "expected ',' between cue names, found \(separator.quoted)")
            }
            _ = cursor.take()
            cues.append(try cueName(&cursor).rawValue)
        }
        return .cues(cues)
    }

    static let noCue = ExpectationWord(
        "cue", heading: "expect no cue", examples: ["expect no cue"]
    ) { _ in .noCue }

    static let telemetry = ExpectationWord(
        "telemetry", heading: "expect telemetry NAME key=value…", form: .text("expect telemetry [sent] NAME key=value…"),
        examples: ["expect telemetry call.end reason=gear"],
        rest: .optional([telemetrySent]) { cursor throws(Diagnostic) in
            let (name, fields) = try event(&cursor)
            return .telemetry(name: name, fields: fields)
        })

    static let telemetrySent = ExpectationWord(
        "sent", heading: "expect telemetry sent NAME key=value…", examples: ["expect telemetry sent call.end reason=end"]
    ) { cursor throws(Diagnostic) in
        let (name, fields) = try event(&cursor)
        return .telemetrySent(name: name, fields: fields)
    }

    static let noTelemetry = ExpectationWord(
        "telemetry", heading: "expect no telemetry NAME key=value…", examples: ["expect no telemetry call.secret"]
    ) { cursor throws(Diagnostic) in
        let (name, fields) = try event(&cursor)
        return .noTelemetry(name: name, fields: fields)
    }

    static let shot = ExpectationWord(
        "shot", heading: #"expect shot "PNG""#, form: .heading, examples: [#"expect shot "d1-home.png""#]
    ) { cursor throws(Diagnostic) in
        .shot(try cursor.string("a PNG file name").text)
    }

    // MARK: - Values

    /// A cue name, one of the seven (SPEC Q).
    private static func cueName(_ cursor: inout LineCursor) throws(Diagnostic) -> Cue {
        let token = try cursor.word("a cue name")
        if let cue = Cue(rawValue: token.text) { return cue }
        let names = Cue.allCases.map(\.rawValue)
        throw cursor.error(
            .unknownCue, at: token, "unknown cue \(token.quoted)",
            hint: Suggest.nearest(token.text, among: names).map { "did you mean '\($0)'?" }
                ?? "the cues are: \(names.joined(separator: ", "))")
    }

    /// `NAME key=value…`, a telemetry event's name and fields (a value may be quoted:
    /// `reason="the gear"`).
    private static func event(_ cursor: inout LineCursor) throws(Diagnostic) -> (String, [StepKind.Expectation.Field]) {
        let name = try cursor.word("an event name").text
        var fields: [StepKind.Expectation.Field] = []
        while let token = cursor.take() {
            let parts = token.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard token.kind == .word, parts.count == 2, !parts[0].isEmpty else {
                throw cursor.error(.badField, at: token, "expected a field like key=value, found \(token.quoted)")
            }
            var value = String(parts[1])
            if value.isEmpty, let quoted = cursor.next, quoted.kind == .string, quoted.column == token.endColumn {
                value = quoted.text
                _ = cursor.take()
            }
            guard !value.isEmpty else {
                throw cursor.error(.badField, at: token, "the field \(token.quoted) has no value",
                                   hint: #"write key=value, or key="a value with spaces""#)
            }
            fields.append(.init(key: String(parts[0]), value: value))
        }
        return (name, fields)
    }
}
