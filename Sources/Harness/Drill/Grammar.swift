/// Every word of the drill language, in the tables the parser reads: the words a step starts
/// with, those after `given`, those an expectation starts with (`DrillWord`: each declared once,
/// with its form, documentation, scope and reader). The words any scene has are
/// `Grammar+AnyScene.swift`'s; the built-in app's are one group, `Grammar.BuiltIn`. The tables
/// list both in the order docs/DRILL_LANGUAGE.md does.
enum Grammar {
    /// A word a step starts with, or one after it.
    typealias StepWord = DrillWord<StepKind>
    /// A word after `given`, or one after it.
    typealias GivenWord = DrillWord<StepKind.Given>
    /// A word an expectation starts with, or one after it.
    typealias ExpectationWord = DrillWord<StepKind.Expectation>

    /// The words a step starts with.
    static let steps = WordList<StepKind>(what: "a step", words: [
        rules, given, plug, unplug, tap, select, BuiltIn.panel, BuiltIn.phone, BuiltIn.realtime, BuiltIn.speech,
        BuiltIn.reply, BuiltIn.tool, BuiltIn.mic, BuiltIn.interruption, BuiltIn.route, BuiltIn.engine, wait, expect, include,
    ]) { token, cursor in
        cursor.context.diagnostic(
            .unknownWord, at: token, "unknown word \(token.quoted)",
            hint: Suggest.nearest(token.text, among: words).map { "did you mean '\($0)'?" }
                ?? "a step starts with one of: \(words.joined(separator: ", "))")
    }

    /// The words that may follow `given`.
    static let givens = WordList<StepKind.Given>(what: "what is given", words: [
        BuiltIn.conversation, BuiltIn.givenRealtime, BuiltIn.secret, BuiltIn.app, BuiltIn.setting, BuiltIn.navigator,
        display, appearance, profile, settle, BuiltIn.seed,
    ]) { token, cursor in
        cursor.error(.unknownOption, at: token, "unknown given: \(token.quoted)",
                     hint: Suggest.nearest(token.text, among: givenWords).map { "did you mean '\($0)'?" })
    }

    /// The words an expectation starts with (after `expect`, or `wait until`).
    static let expectations = WordList<StepKind.Expectation>(what: "what to expect", words: [
        car, BuiltIn.phoneScreen, BuiltIn.cue, BuiltIn.cues, no, BuiltIn.telemetry, log, host, crash, BuiltIn.shot,
    ]) { token, cursor in
        let hint = token.isWord("expect")
            ? #"write the expectation without 'expect': wait until car call "Listening" within 5s"#
            : Suggest.nearest(token.text, among: expectationWords).map { "did you mean '\($0)'?" }
                ?? "expected one of: \(expectationWords.joined(separator: ", "))"
        return cursor.error(.unknownOption, at: token, "unknown expectation: \(token.quoted)", hint: hint)
    }

    /// Every word a line can start with, `scenario` included.
    static var words: [String] { [scenario.name] + steps.names }

    /// The words that may follow `given`.
    static var givenWords: [String] { givens.names }

    /// The first words of an expectation.
    static var expectationWords: [String] { expectations.names }

    /// The form a hint shows for a line whose first word is none of `words`.
    static let stepForm = "a step starting with one of: " + words.joined(separator: ", ")

    /// The words of the word only the built-in app has that writes `kind` (`given seed`,
    /// `expect car home`), or nil when any scene may use the step.
    static func builtInName(of kind: StepKind) -> String? {
        switch kind {
        case .given(let given): givens.builtInName(of: given).map { "\(Self.given.name) \($0)" }
        case .expect(let expectation, _), .waitUntil(let expectation, _):
            expectations.builtInName(of: expectation).map { "\(expect.name) \($0)" }
        default: steps.builtInName(of: kind)
        }
    }

    /// The headings of every word any scene may use, in the tables' order.
    static var anySceneHeadings: [String] {
        var seen = Set<String>()
        return (steps.anySceneHeadings + givens.anySceneHeadings + expectations.anySceneHeadings).filter { seen.insert($0).inserted }
    }
}
