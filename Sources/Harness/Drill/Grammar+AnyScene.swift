import Host

/// The words any scene has (B7): a drill of a team's own scene may use them as the built-in
/// app's does, and none needs its fakes.
extension Grammar {
    /// `scenario "NAME"`: starts a scenario (the file parser reads it; a step never starts so).
    static let scenario = DrillWord<String>(
        "scenario", heading: #"scenario "NAME""#, form: .heading, examples: [#"scenario "The car opens on Continue and New""#]
    ) { cursor throws(Diagnostic) in
        try cursor.string("a name").text
    }

    // MARK: - Tables

    /// The step table of `words` (in `stepOrder`); a line starting with none of them is DL-unknown-word.
    static func steps(_ words: [StepWord]) -> WordList<StepKind> {
        let names = [scenario.name] + words.map(\.name)
        return WordList(what: "a step", words: words) { token, cursor in
            cursor.context.diagnostic(
                .unknownWord, at: token, "unknown word \(token.quoted)",
                hint: Suggest.nearest(token.text, among: names).map { "did you mean '\($0)'?" }
                    ?? "a step starts with one of: \(names.joined(separator: ", "))")
        }
    }

    /// The table of what may follow `given`, of `words` (in `givenOrder`).
    static func givens(_ words: [GivenWord]) -> WordList<StepKind.Given> {
        let names = words.map(\.name)
        return WordList(what: "what is given", words: words) { token, cursor in
            cursor.error(.unknownOption, at: token, "unknown given: \(token.quoted)",
                         hint: Suggest.nearest(token.text, among: names).map { "did you mean '\($0)'?" })
        }
    }

    /// The table of what an expectation starts with, of `words` (in `expectationOrder`).
    static func expectations(_ words: [ExpectationWord]) -> WordList<StepKind.Expectation> {
        let names = words.map(\.name)
        return WordList(what: "what to expect", words: words) { token, cursor in
            let hint = token.isWord("expect")
                ? #"write the expectation without 'expect': wait until car call "Listening" within 5s"#
                : Suggest.nearest(token.text, among: names).map { "did you mean '\($0)'?" }
                    ?? "expected one of: \(names.joined(separator: ", "))"
            return cursor.error(.unknownOption, at: token, "unknown expectation: \(token.quoted)", hint: hint)
        }
    }

    /// The words a step starts with that any scene has, over the tables after `given`, `expect`
    /// and `tap`.
    static func coreSteps(givens: WordList<StepKind.Given>, expectations: WordList<StepKind.Expectation>, tap: [StepWord]) -> [StepWord] {
        [rules, given(givens), plug, unplug, self.tap(tap), select, event, wait(expectations), expect(expectations), include]
    }

    /// The words after `given` that any scene has.
    static let coreGivens = [display, appearance, profile, settle]

    /// The words an expectation starts with that any scene has, over the words after `car` and `no`.
    static func coreExpectations(car: [ExpectationWord], no: [ExpectationWord]) -> [ExpectationWord] {
        [self.car(car), self.no(no), log, host, crash]
    }

    /// The words after `expect car` that any scene has.
    static let coreCar = [
        carDisconnected,
        template(.root, example: #"expect car root grid "Continue conversation" "New conversation""#,
                 #"expect car root tab "Library" list "Episode 1" "Episode 2""#),
        template(.top, example: #"expect car top list "Voice" "Reset to defaults" "Reply length" "Turn detection" "#
            + #""Eagerness" "Listening" "Noise reduction" "Speaking speed""#),
        template(.presented, example: "expect car presented nothing"),
    ]

    // MARK: - Steps

    static let rules = StepWord(
        "rules", heading: "rules ID…", form: .text("rules D2 O2 …"), examples: ["rules D2 O2 O3"]
    ) { cursor throws(Diagnostic) in
        var ids = [try ruleID(&cursor)]
        while !cursor.isAtEnd {
            ids.append(try ruleID(&cursor))
        }
        return .rules(ids)
    }

    static func given(_ givens: WordList<StepKind.Given>) -> StepWord {
        StepWord("given", form: .text("given " + givens.names.joined(separator: "|") + " …")) { cursor throws(Diagnostic) in
            .given(try givens.read(&cursor))
        }
    }

    static let plug = StepWord("plug", heading: "plug", form: .heading, examples: ["plug"]) { _ in .plug }

    static let unplug = StepWord("unplug", heading: "unplug", form: .heading, examples: ["unplug"]) { _ in .unplug }

    /// `tap "TITLE" [now]`, or one of `words` (`tap back`).
    static func tap(_ words: [StepWord]) -> StepWord {
        StepWord(
            "tap", heading: #"tap "TITLE" [now]"#, form: .headings, examples: [#"tap "Continue conversation""#, #"tap "End" now"#],
            rest: .optional(words) { cursor throws(Diagnostic) in
                let title = try cursor.string("a button title").text
                guard cursor.next?.isWord("now") == true else { return .tap(title) }
                _ = cursor.take()
                return .tapNow(title)
            })
    }

    static let tapBack = StepWord("back", heading: "tap back", examples: ["tap back"]) { _ in .tapBack }

    static let select = StepWord(
        "select", heading: #"select "ROW""#, form: .heading, examples: [#"select "Reset to defaults""#]
    ) { cursor throws(Diagnostic) in
        .select(try cursor.string("a row's title").text)
    }

    /// `event "NAME"`: an app event the test registered by name (B7); the name is checked against
    /// them before the run (DL511, `Diagnostic.unknownEvent`).
    static let event = StepWord(
        "event", heading: #"event "NAME""#, form: .heading, examples: [#"event "sign out""#]
    ) { cursor throws(Diagnostic) in
        .event(try cursor.string("an event's name").text)
    }

    /// `wait D`, or `wait until` one of `expectations`.
    static func wait(_ expectations: WordList<StepKind.Expectation>) -> StepWord {
        StepWord(
            "wait", heading: "wait D", form: .headings, examples: ["wait 3s"],
            rest: .optional([waitUntil(expectations)]) { cursor throws(Diagnostic) in .wait(try cursor.duration()) })
    }

    static func waitUntil(_ expectations: WordList<StepKind.Expectation>) -> StepWord {
        StepWord(
            "until", heading: "wait until EXPECTATION within D", form: .heading, examples: [#"wait until car call "Listening" within 20s"#]
        ) { cursor throws(Diagnostic) in
            let tokens = cursor.tokens
            guard let within = tokens.lastIndex(where: { $0.isWord("within") }), within >= cursor.index else {
                throw cursor.missing("'within D' at the end")
            }
            var inner = LineCursor(tokens: Array(tokens[..<within]), context: cursor.context, form: cursor.form, index: cursor.index)
            if let last = inner.tokens.last, last.isWord("now"), within > cursor.index + 1 {
                throw inner.error(.unexpectedToken, at: last, "'now' means nothing in 'wait until'",
                                  hint: "wait until checks as time passes; drop 'now'")
            }
            let expectation = try expectations.read(&inner)
            var tail = LineCursor(tokens: tokens, context: cursor.context, form: cursor.form, index: within + 1)
            let limit = try tail.duration()
            try tail.end()
            cursor.readAll()
            return .waitUntil(expectation, within: limit)
        }
    }

    /// `expect EXPECTATION [now]`, an EXPECTATION of `expectations`.
    static func expect(_ expectations: WordList<StepKind.Expectation>) -> StepWord {
        StepWord(
            "expect", form: .text("expect " + expectations.names.joined(separator: "|") + " … [now]")
        ) { cursor throws(Diagnostic) in
            var inner = cursor
            let tokens = cursor.tokens
            let now = tokens.count > 2 && tokens[tokens.count - 1].isWord("now")
            if now {
                inner = LineCursor(tokens: Array(tokens.dropLast()), context: cursor.context, form: cursor.form, index: cursor.index)
            }
            let expectation = try expectations.read(&inner)
            cursor.readAll()
            return .expect(expectation, now: now)
        }
    }

    static let include = StepWord(
        "include", heading: #"include "FILE""#, form: .heading, examples: [#"include "common/plugged-in.drillpart""#]
    ) { cursor throws(Diagnostic) in
        .include(try cursor.string("a file path").text)
    }

    // MARK: - After `given`

    static let display = GivenWord(
        "display", heading: "given display WxH", form: .text("given display WxH (like 800x480)"), examples: ["given display 1280x720"]
    ) { cursor throws(Diagnostic) in
        let token = try cursor.word("a size like 800x480")
        let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
        let digits = parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        guard parts.count == 2, digits, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            throw cursor.error(.badSize, at: token, "bad display size \(token.quoted)",
                               hint: "expected a size like 800x480, 1280x720 or 1920x720 (width x height in pixels)")
        }
        return .display(width: width, height: height)
    }

    static let appearance = GivenWord.choice(
        "appearance", heading: "given appearance light|dark", example: "given appearance dark", choosing: "appearance",
        step: StepKind.Given.appearance)

    static let profile = GivenWord(
        "profile", heading: "given profile NAME", form: .heading, examples: ["given profile lenient"]
    ) { cursor throws(Diagnostic) in
        .profile(try cursor.text("a profile name"))
    }

    static let settle = GivenWord(
        "settle", heading: "given settle D", form: .heading, examples: ["given settle 2s"]
    ) { cursor throws(Diagnostic) in
        .settle(try cursor.duration())
    }

    // MARK: - Expectations

    /// `expect car` and one of `words`.
    static func car(_ words: [ExpectationWord]) -> ExpectationWord {
        ExpectationWord(
            "car",
            form: .text(#"expect car home "A" "B"…|call "STATE"|status "TEXT"|panel "ROW" "VALUE"…|nothing|disconnected, "#
                + #"or expect car root|top|presented KIND "TEXT"… (KIND: "#
                + TemplateExpectation.Kind.allCases.map(\.rawValue).joined(separator: "|") + "), "
                + #"or expect car root|top tab "TAB" ["# + TemplateExpectation.SelectedTab.kinds.map(\.rawValue).joined(separator: "|") + #" "ROW"…]"#),
            rest: .oneOf("car screen", words))
    }

    static let carDisconnected = ExpectationWord(
        "disconnected", heading: "expect car disconnected", examples: ["expect car disconnected"]
    ) { _ in .carDisconnected }

    /// `expect car root|top|presented KIND "TEXT"…` (`presented nothing` too), at `place`.
    private static func template(_ place: TemplateExpectation.Place, example: String...) -> ExpectationWord {
        ExpectationWord(
            place.rawValue, heading: #"expect car root|top|presented KIND "TEXT"…"#, examples: example
        ) { cursor throws(Diagnostic) in
            if place == .presented, cursor.next?.isWord("nothing") == true {
                _ = cursor.take()
                return .carTemplate(TemplateExpectation(place: place, kind: nil, texts: []))
            }
            let kinds = TemplateExpectation.Kind.allCases
            let choice = try cursor.choice(among: kinds.map(\.rawValue) + ["tab"], "template class")
            guard kinds.indices.contains(choice) else { return .carTemplate(try selectedTab(at: place, &cursor)) }
            let kind = kinds[choice]
            var texts: [String] = []
            while !cursor.isAtEnd {
                texts.append(try cursor.string(texts.isEmpty ? TemplateExpectation.firstText(kind) : "an entry's words").text)
            }
            return .carTemplate(TemplateExpectation(place: place, kind: kind, texts: texts))
        }
    }

    /// The rest of `expect car root|top tab "TITLE" [KIND "ROW"…]`, after `tab` (B7): the tab a
    /// tab bar shows, its class, its rows.
    private static func selectedTab(at place: TemplateExpectation.Place, _ cursor: inout LineCursor) throws(Diagnostic) -> TemplateExpectation {
        if place == .presented {
            throw cursor.error(.unexpectedToken, at: cursor.tokens[cursor.index - 1], "a tab bar is never presented",
                               hint: #"a tab bar is a root or pushed template, never presented (H3): expect car root tab "TITLE""#)
        }
        let title = try cursor.string("the selected tab's title").text
        var tab = TemplateExpectation.SelectedTab(title: title, kind: nil, rows: [])
        if let row = cursor.next, row.kind == .string {
            throw cursor.error(.unexpectedToken, at: row, "expected the tab's class before its rows, found \(row.quoted)",
                               hint: "name the tab's class before its rows: tab \"\(title)\" list \(row.quoted)")
        }
        if !cursor.isAtEnd {
            tab.kind = try cursor.choice(among: TemplateExpectation.SelectedTab.kinds, "tab's class")
        }
        while !cursor.isAtEnd {
            tab.rows.append(try cursor.string("a row's title").text)
        }
        return TemplateExpectation(place: place, kind: .tabBar, texts: [], selectedTab: tab)
    }

    /// `expect no` and one of `words`.
    static func no(_ words: [ExpectationWord]) -> ExpectationWord {
        ExpectationWord("no", form: .headings, rest: .oneOf("word after 'no'", words))
    }

    static let noCrash = ExpectationWord("crash", heading: "expect no crash", examples: ["expect no crash"]) { _ in .noCrash }

    static let log = ExpectationWord(
        "log", heading: #"expect log "TEXT""#, form: .heading, examples: [#"expect log "presentTemplate(<CPVoiceControlTemplate""#]
    ) { cursor throws(Diagnostic) in
        .log(try cursor.string("the text a log line contains").text)
    }

    static let host = ExpectationWord(
        "host", heading: #"expect host log "TEXT""#, form: .heading, examples: [#"expect host log "refused [H3]""#]
    ) { cursor throws(Diagnostic) in
        _ = try cursor.choice(among: ["log"], "word after 'host'")
        return .hostLog(try cursor.string("the text a host log line contains").text)
    }

    static let crash = ExpectationWord(
        "crash", heading: "expect crash RULE", form: .heading, examples: ["expect crash H2"]
    ) { cursor throws(Diagnostic) in
        .crash(rule: try ruleID(&cursor))
    }

    // MARK: - Values

    /// A rule id: a capital letter and a number (`D2`, `H13`).
    private static func ruleID(_ cursor: inout LineCursor) throws(Diagnostic) -> String {
        let token = try cursor.word("a rule id")
        if isRuleID(token.text) { return token.text }
        let fixed = token.text.uppercased()
        throw cursor.error(
            .badRuleID, at: token, "bad rule id \(token.quoted)",
            hint: isRuleID(fixed) ? "did you mean '\(fixed)'?" : "a rule id is a capital letter and a number, like D2 or H13")
    }

    /// True for a capital ASCII letter followed by one or more digits.
    private static func isRuleID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[0]) else { return false }
        return bytes.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
