import Host
import CarApp
import Rig

/// Turns one line's tokens into a step kind, or the diagnostic that says what is wrong with it.
/// `scenario` lines are the file parser's; everything else is here.
struct StepParser {
    /// The line's tokens (at least one).
    let tokens: [Token]
    /// The line, for diagnostics.
    let context: LineContext

    /// The step the line writes.
    func parse() throws(Diagnostic) -> StepKind {
        var cursor = LineCursor(tokens: tokens, context: context, form: .step(tokens[0].text))
        let head = try cursor.word("a step")
        let kind: StepKind
        switch head.text {
        case "rules": kind = try rules(&cursor)
        case "given": kind = .given(try given(&cursor))
        case "plug": kind = .plug
        case "unplug": kind = .unplug
        case "tap": kind = try tap(&cursor)
        case "select": kind = .select(try cursor.string("a row's title").text)
        case "panel":
            _ = try cursor.choice(SetWord.self, "panel action")
            kind = .panelSet(row: try cursor.string("a row title").text, value: try cursor.text("a value"))
        case "phone": kind = .phone(try cursor.choice(StepKind.Phone.self, "phone action", rest: true))
        case "realtime": kind = .realtime(try realtime(&cursor))
        case "speech": kind = .speech(try cursor.choice(StepKind.Speech.self, "speech action"))
        case "reply": kind = .reply(try cursor.choice(StepKind.Reply.self, "reply action"))
        case "tool": kind = .tool(try tool(&cursor))
        case "mic": kind = .mic(try cursor.choice(StepKind.Mic.self, "microphone action"))
        case "interruption": kind = .interruption(try cursor.choice(StepKind.Interruption.self, "interruption action"))
        case "route": kind = try route(&cursor)
        case "engine": kind = .engine(try cursor.choice(StepKind.Engine.self, "engine action"))
        case "wait": return try wait(&cursor)
        case "expect": return try expect(&cursor)
        case "include": kind = .include(try cursor.string("a file path").text)
        default:
            let hint = Suggest.nearest(head.text, among: Grammar.words).map { "did you mean '\($0)'?" }
                ?? "a step starts with one of: \(Grammar.words.joined(separator: ", "))"
            throw context.diagnostic(.unknownWord, at: head, "unknown word \(head.quoted)", hint: hint)
        }
        try cursor.end()
        return kind
    }

    /// The one word `panel set` allows after `panel`.
    private enum SetWord: String, CaseIterable {
        case set
    }

    private func rules(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind {
        var ids = [try ruleID(&cursor)]
        while !cursor.isAtEnd {
            ids.append(try ruleID(&cursor))
        }
        return .rules(ids)
    }

    /// A rule id: a capital letter and a number (`D2`, `H13`).
    private func ruleID(_ cursor: inout LineCursor) throws(Diagnostic) -> String {
        let token = try cursor.word("a rule id")
        if Self.isRuleID(token.text) { return token.text }
        let fixed = token.text.uppercased()
        throw cursor.error(
            .badRuleID, at: token, "bad rule id \(token.quoted)",
            hint: Self.isRuleID(fixed) ? "did you mean '\(fixed)'?" : "a rule id is a capital letter and a number, like D2 or H13")
    }

    /// True for a capital ASCII letter followed by one or more digits.
    static func isRuleID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[0]) else { return false }
        return bytes.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private func given(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind.Given {
        let word = try cursor.word("what is given")
        cursor.form = .given(word.text)
        switch word.text {
        case "conversation": return .conversation(try cursor.choice(StepKind.Given.Conversation.self, "conversation state"))
        case "realtime":
            let mode = try cursor.choice(RealtimeWord.self, "realtime mode")
            switch mode {
            case .manual: return .realtime(.manual)
            case .auto: return .realtime(.auto(try cursor.duration()))
            case .unreachable: return .realtime(.unreachable)
            }
        case "secret":
            switch try cursor.choice(SecretWord.self, "secret behaviour") {
            case .slow: return .secret(.slow(try cursor.duration()))
            case .ok: return .secret(.ok)
            case .nowhere: return .secret(.nowhere)
            }
        case "app": return .app(try cursor.choice(StepKind.Given.App.self, "app state"))
        case "setting": return .setting(name: try cursor.text("a setting name"), value: try cursor.text("a value"))
        case "navigator": return .navigator(try cursor.text("a navigator name"))
        case "display": return try display(&cursor)
        case "appearance": return .appearance(try cursor.choice(Appearance.self, "appearance"))
        case "profile": return .profile(try cursor.text("a profile name"))
        case "settle": return .settle(try cursor.duration())
        case "seed": return .seed(try cursor.number(UInt64.self, "seed", hex: true))
        default:
            cursor.form = .step("given")
            throw cursor.error(
                .unknownOption, at: word, "unknown given: \(word.quoted)",
                hint: Suggest.nearest(word.text, among: Grammar.givenWords).map { "did you mean '\($0)'?" })
        }
    }

    /// The words of `given realtime`.
    private enum RealtimeWord: String, CaseIterable {
        case manual, auto, unreachable
    }

    /// The words of `given secret`.
    private enum SecretWord: String, CaseIterable {
        case slow, ok, nowhere
    }

    /// `given display WxH`.
    private func display(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind.Given {
        let token = try cursor.word("a size like 800x480")
        let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
        let digits = parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        guard parts.count == 2, digits, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            throw cursor.error(.badSize, at: token, "bad display size \(token.quoted)",
                               hint: "expected a size like 800x480, 1280x720 or 1920x720 (width x height in pixels)")
        }
        return .display(width: width, height: height)
    }

    private func tap(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind {
        if cursor.next?.isWord("gear") == true {
            _ = cursor.take()
            return .tapGear
        }
        if cursor.next?.isWord("back") == true {
            _ = cursor.take()
            return .tapBack
        }
        let title = try cursor.string("a button title").text
        if cursor.next?.isWord("now") == true {
            _ = cursor.take()
            return .tapNow(title)
        }
        return .tap(title)
    }

    private func realtime(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind.Realtime {
        switch try cursor.choice(RealtimeAction.self, "realtime action") {
        case .up: return .up
        case .error: return .error(try cursor.string("the error's text").text)
        case .drop: return .drop(try cursor.string("the socket error's text").text)
        case .transcript: return .transcript(try cursor.string("the line the model heard or said").text)
        case .quiet: return .quiet
        case .pong: return .pong
        case .set: return .set(name: try cursor.text("a setting name"), value: try cursor.text("a value"))
        case .go:
            _ = try cursor.choice(BackWord.self, "word after 'go'")
            return .goBack
        }
    }

    /// The first words of `realtime …`.
    private enum RealtimeAction: String, CaseIterable {
        case up, error, drop, transcript, quiet, pong, set, go
    }

    /// The one word `realtime go` allows.
    private enum BackWord: String, CaseIterable {
        case back
    }

    private func tool(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind.Tool {
        switch try cursor.choice(ToolAction.self, "tool action") {
        case .start: return .start(try cursor.string("the tool's name").text)
        case .end: return .end
        case .fail: return .fail
        }
    }

    /// The words of `tool …`.
    private enum ToolAction: String, CaseIterable {
        case start, end, fail
    }

    private func route(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind {
        switch try cursor.choice(RouteAction.self, "route change") {
        case .change:
            _ = try cursor.choice(RateWord.self, "word after 'change'")
            return .routeChangeRate(try cursor.number(Int.self, "sample rate", minimum: 1))
        case .latency:
            return .routeLatency(try cursor.duration())
        }
    }

    /// The words of `route …`.
    private enum RouteAction: String, CaseIterable {
        case change, latency
    }

    /// The one word `route change` allows.
    private enum RateWord: String, CaseIterable {
        case rate
    }

    /// `wait D` or `wait until EXPECTATION within D`.
    private func wait(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind {
        guard cursor.next?.isWord("until") == true else {
            let duration = try cursor.duration()
            try cursor.end()
            return .wait(duration)
        }
        _ = cursor.take()
        cursor.form = .step("wait until")
        guard let within = tokens.lastIndex(where: { $0.isWord("within") }), within >= cursor.index else {
            throw cursor.missing("'within D' at the end")
        }
        var inner = LineCursor(tokens: Array(tokens[..<within]), context: context, form: cursor.form, index: cursor.index)
        if let last = inner.tokens.last, last.isWord("now"), within > cursor.index + 1 {
            throw inner.error(.unexpectedToken, at: last, "'now' means nothing in 'wait until'",
                              hint: "wait until checks as time passes; drop 'now'")
        }
        let expectation = try self.expectation(&inner)
        var tail = LineCursor(tokens: tokens, context: context, form: cursor.form, index: within + 1)
        let limit = try tail.duration()
        try tail.end()
        return .waitUntil(expectation, within: limit)
    }

    /// `expect EXPECTATION [now]`.
    private func expect(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind {
        var inner = cursor
        var now = false
        if let last = tokens.last, last.isWord("now"), tokens.count > 2 {
            now = true
            inner = LineCursor(tokens: Array(tokens.dropLast()), context: context, form: cursor.form, index: cursor.index)
        }
        return .expect(try expectation(&inner), now: now)
    }

    /// An expectation, to the end of the cursor's tokens.
    private func expectation(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind.Expectation {
        let word = try cursor.word("what to expect")
        cursor.form = .expectation(word.text)
        let expectation: StepKind.Expectation
        switch word.text {
        case "car": expectation = try car(&cursor)
        case "phone":
            if cursor.next?.isWord("says") == true {
                _ = cursor.take()
                expectation = .phoneSays(try cursor.string("the text the phone shows").text)
            } else {
                expectation = .phone(try cursor.choice(among: Self.phoneScreens, "phone screen"))
            }
        case "cue": expectation = .cue(try cue(&cursor))
        case "cues": expectation = .cues(try cues(&cursor))
        case "no":
            switch try cursor.choice(NoWord.self, "word after 'no'") {
            case .cue: expectation = .noCue
            case .crash: expectation = .noCrash
            case .telemetry:
                let (name, fields) = try event(&cursor)
                expectation = .noTelemetry(name: name, fields: fields)
            }
        case "telemetry": expectation = try telemetry(&cursor)
        case "log": expectation = .log(try cursor.string("the text a log line contains").text)
        case "host":
            _ = try cursor.choice(LogWord.self, "word after 'host'")
            expectation = .hostLog(try cursor.string("the text a host log line contains").text)
        case "crash": expectation = .crash(rule: try ruleID(&cursor))
        case "shot": expectation = .shot(try cursor.string("a PNG file name").text)
        default:
            let hint = word.isWord("expect")
                ? #"write the expectation without 'expect': wait until car call "Listening" within 5s"#
                : Suggest.nearest(word.text, among: Grammar.expectationWords).map { "did you mean '\($0)'?" }
                    ?? "expected one of: \(Grammar.expectationWords.joined(separator: ", "))"
            throw cursor.error(.unknownOption, at: word, "unknown expectation: \(word.quoted)", hint: hint)
        }
        try cursor.end()
        return expectation
    }

    /// The phone screens `expect phone` names, in the order hints list them.
    static let phoneScreens: [PhoneDisplay.Screen] = [.liveThread, .app, .background, .otherLiveThread]

    /// The one word `expect host` allows.
    private enum LogWord: String, CaseIterable {
        case log
    }

    /// The words `expect no` allows.
    private enum NoWord: String, CaseIterable {
        case cue, crash, telemetry
    }

    private func car(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind.Expectation {
        switch try cursor.choice(CarWord.self, "car screen") {
        case .home:
            var titles = [try cursor.string("a tile title").text]
            while !cursor.isAtEnd {
                titles.append(try cursor.string("a tile title").text)
            }
            return .carHome(titles)
        case .call: return .carCall(try cursor.string("the call state's title").text)
        case .status: return .carStatus(try cursor.string("the status line's text").text)
        case .panel:
            var rows: [StepKind.Expectation.RowValue] = []
            repeat {
                let row = try cursor.string("a row title").text
                rows.append(.init(row: row, value: try cursor.string("the value of \"\(row)\"").text))
            } while !cursor.isAtEnd
            return .carPanel(rows)
        case .nothing: return .carNothing
        case .disconnected: return .carDisconnected
        case .root: return .carTemplate(try template(.root, &cursor))
        case .top: return .carTemplate(try template(.top, &cursor))
        case .presented: return .carTemplate(try template(.presented, &cursor))
        }
    }

    /// The words `expect car` allows.
    private enum CarWord: String, CaseIterable {
        case home, call, status, panel, nothing, disconnected, root, top, presented
    }

    /// `KIND "TEXT"…` after `expect car root|top|presented` (`presented nothing` too).
    private func template(_ place: TemplateExpectation.Place, _ cursor: inout LineCursor) throws(Diagnostic) -> TemplateExpectation {
        if place == .presented, cursor.next?.isWord("nothing") == true {
            _ = cursor.take()
            return TemplateExpectation(place: place, kind: nil, texts: [])
        }
        let kind = try cursor.choice(TemplateExpectation.Kind.self, "template class")
        var texts: [String] = []
        while !cursor.isAtEnd {
            texts.append(try cursor.string(texts.isEmpty ? TemplateExpectation.firstText(kind) : "an entry's words").text)
        }
        return TemplateExpectation(place: place, kind: kind, texts: texts)
    }

    /// A cue name, one of the seven (SPEC Q).
    private func cue(_ cursor: inout LineCursor) throws(Diagnostic) -> Cue {
        let token = try cursor.word("a cue name")
        if let cue = Cue(rawValue: token.text) { return cue }
        let names = Cue.allCases.map(\.rawValue)
        throw cursor.error(
            .unknownCue, at: token, "unknown cue \(token.quoted)",
            hint: Suggest.nearest(token.text, among: names).map { "did you mean '\($0)'?" }
                ?? "the cues are: \(names.joined(separator: ", "))")
    }

    /// `A, B, …`: cue names separated by commas.
    private func cues(_ cursor: inout LineCursor) throws(Diagnostic) -> [Cue] {
        var cues = [try cue(&cursor)]
        while let separator = cursor.next {
            guard separator.kind == .comma else {
                throw cursor.error(.unexpectedToken, at: separator, "expected ',' between cue names, found \(separator.quoted)")
            }
            _ = cursor.take()
            cues.append(try cue(&cursor))
        }
        return cues
    }

    /// `telemetry [sent] NAME key=value…`.
    private func telemetry(_ cursor: inout LineCursor) throws(Diagnostic) -> StepKind.Expectation {
        var sent = false
        if cursor.next?.isWord("sent") == true {
            _ = cursor.take()
            sent = true
        }
        let (name, fields) = try event(&cursor)
        return sent ? .telemetrySent(name: name, fields: fields) : .telemetry(name: name, fields: fields)
    }

    /// `NAME key=value…`, a telemetry event's name and fields (a value may be quoted:
    /// `reason="the gear"`).
    private func event(_ cursor: inout LineCursor) throws(Diagnostic) -> (String, [StepKind.Expectation.Field]) {
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
