import Testing
@testable import Drill

/// What the parser says about single wrong lines: code, column, message and hint.
struct DiagnosticTests {
    /// The errors of `line` as the first step of a scenario (at line 2).
    static func diagnostics(_ line: String) -> [Diagnostic] {
        DrillParser.parse("scenario \"s\"\n\(line)\n  plug\n", path: "t.drill", language: .builtInApp).diagnostics.filter { $0.severity == .error }
    }

    static let table: [(line: String, code: DiagnosticCode, column: Int, hint: String?)] = [
        ("  tapp \"Continue conversation\"", .unknownWord, 3, "did you mean 'tap'?"),
        ("  Plug", .unknownWord, 3, "did you mean 'plug'?"),
        ("  frobnicate", .unknownWord, 3, "a step starts with one of: scenario, rules, given, plug, unplug, tap, select, event, panel, phone, realtime, speech, reply, tool, mic, interruption, route, engine, wait, expect, include"),
        ("  \"plug\"", .unexpectedToken, 3, "write it without quotes: plug"),
        ("  given weather rain", .unknownOption, 9, nil),
        ("  given conversaton open", .unknownOption, 9, "did you mean 'conversation'?"),
        ("  given conversation opened", .unknownOption, 22, "did you mean 'open'?"),
        ("  expect car root gird \"A\"", .unknownOption, 19, "did you mean 'grid'?"),
        ("  expect host logs \"x\"", .unknownOption, 15, "did you mean 'log'?"),
        ("  select Reset", .expectedString, 10, nil),
        ("  given conversation", .missingArgument, 21, "the form is: given conversation open|none|ended"),
        ("  given realtime auto", .missingArgument, 22, DurationLiteral.expectedForm),
        ("  given seed -1", .badNumber, 14, "write it in decimal (42) or hexadecimal (0x2A)"),
        ("  given seed 0xZZ", .badNumber, 14, "write it in decimal (42) or hexadecimal (0x2A)"),
        ("  given display 800x", .badSize, 17, "expected a size like 800x480, 1280x720 or 1920x720 (width x height in pixels)"),
        ("  given display 0x480", .badSize, 17, "expected a size like 800x480, 1280x720 or 1920x720 (width x height in pixels)"),
        ("  tap Continue", .expectedString, 7, "write it in quotes: \"Continue\""),
        ("  tap \"A\" \"B\"", .unexpectedToken, 11, "the form is: tap \"TITLE\" [now], tap gear or tap back"),
        ("  tap ,", .unexpectedToken, 7, "the form is: tap \"TITLE\" [now], tap gear or tap back"),
        ("  panel put \"Row\" x", .unknownOption, 9, "expected one of: set"),
        ("  phone open shet", .unknownOption, 9, "did you mean 'open sheet'?"),
        ("  phone", .missingArgument, 8, nil),
        ("  realtime go", .missingArgument, 14, "the form is: realtime up|error \"TEXT\"|drop \"TEXT\"|transcript \"TEXT\"|quiet|pong|set NAME VALUE|go back"),
        ("  realtime error oops", .expectedString, 18, "write it in quotes: \"oops\""),
        ("  tool start web", .expectedString, 14, "write it in quotes: \"web\""),
        ("  route change rate 0", .badNumber, 21, "the form is: route change rate N or route latency D"),
        ("  wait", .missingArgument, 7, DurationLiteral.expectedForm),
        ("  wait \"2s\"", .badDuration, 8, DurationLiteral.expectedForm),
        ("  wait 2 s", .badDuration, 8, "write the unit right after the number, with no space: 2s"),
        ("  wait 2s 3s", .unexpectedToken, 11, "the form is: wait D or wait until EXPECTATION within D"),
        ("  wait until car call \"Listening\"", .missingArgument, 34, "the form is: wait until EXPECTATION within D"),
        ("  wait until car call \"Listening\" now within 2s", .unexpectedToken, 35, "wait until checks as time passes; drop 'now'"),
        ("  wait until within 2s", .missingArgument, 13, "the form is: wait until EXPECTATION within D"),
        ("  wait until car call \"Listening\" within", .missingArgument, 41, DurationLiteral.expectedForm),
        ("  expect", .missingArgument, 9, nil),
        ("  expect now", .unknownOption, 10, "did you mean 'no'?"),
        ("  expect nothing", .unknownOption, 10, "expected one of: car, phone, cue, cues, no, telemetry, log, host, crash, shot"),
        ("  expect car", .missingArgument, 13, nil),
        ("  expect car hme \"New\"", .unknownOption, 14, "did you mean 'home'?"),
        ("  expect car home", .missingArgument, 18, nil),
        ("  expect car panel \"A\" \"1\" \"B\"", .missingArgument, 31, nil),
        ("  expect phone live", .unknownOption, 16, "expected one of: live-thread, app, background, other-live-thread"),
        ("  expect phone lve-thread", .unknownOption, 16, "did you mean 'live-thread'?"),
        ("  expect cue", .missingArgument, 13, nil),
        ("  expect cue \"connected\"", .unexpectedToken, 14, "write it without quotes: connected"),
        ("  expect cue Connected", .unknownCue, 14, "did you mean 'connected'?"),
        ("  expect cue beep", .unknownCue, 14, "the cues are: connected, heard, thinking, working, failed, ended, disconnected"),
        ("  expect cues connected,", .missingArgument, 25, nil),
        ("  expect no cues", .unknownOption, 13, "did you mean 'cue'?"),
        ("  expect telemetry call.end =gear", .badField, 29, nil),
        ("  expect telemetry call.end reason=", .badField, 29, "write key=value, or key=\"a value with spaces\""),
        ("  expect telemetry call.end reason= \"gear\"", .badField, 29, "write key=value, or key=\"a value with spaces\""),
        // B7: the rows of the tab a tab bar shows, and app events by name.
        ("  expect car top tab", .missingArgument, 21, nil),
        ("  expect car top tab Library", .expectedString, 22, "write it in quotes: \"Library\""),
        ("  expect car top tab \"Library\" \"Episode 1\"", .unexpectedToken, 32, "name the tab's class before its rows: tab \"Library\" list \"Episode 1\""),
        ("  expect car top tab \"Library\" voice", .unknownOption, 32, "expected one of: grid, list, information"),
        ("  expect car top tabs \"Library\"", .unknownOption, 18, "did you mean 'tab'?"),
        ("  expect car presented tab \"Library\"", .unexpectedToken, 24, "a tab bar is a root or pushed template, never presented (H3): expect car root tab \"TITLE\""),
        ("  event", .missingArgument, 8, "the form is: event \"NAME\""),
        ("  event sign", .expectedString, 9, "write it in quotes: \"sign\""),
        ("  expect crash h4", .badRuleID, 16, "did you mean 'H4'?"),
        ("  expect crash H", .badRuleID, 16, "a rule id is a capital letter and a number, like D2 or H13"),
        ("  rules D2 DD2", .badRuleID, 12, "a rule id is a capital letter and a number, like D2 or H13"),
        ("  rules", .missingArgument, 8, nil),
        ("  expect shot", .missingArgument, 14, nil),
        ("  include", .missingArgument, 10, "the form is: include \"FILE\""),
        ("  scenario", .missingArgument, 11, "the form is: scenario \"NAME\""),
        ("  tap \"Contin\\ue\"", .badEscape, 14, #"the only escapes are \" for a quote and \\ for a backslash"#),
        ("  tap \"end\\", .badEscape, 11, #"the only escapes are \" for a quote and \\ for a backslash"#),
        ("  tap \"Continue…", .unterminatedString, 7, #"end the string with a " on the same line (write \" for a quote inside it)"#),
        // Issue 18 item 6: three dots where SPEC's title has the ellipsis, found when parsed.
        ("  expect car call \"Connecting...\"", .threeDots, 19,
         "SPEC writes \"Connecting…\" with the ellipsis … (U+2026, one character), not three dots"),
        ("  tap \"Live Mode unavailable, retrying...\"", .threeDots, 7,
         "SPEC writes \"Live Mode unavailable, retrying…\" with the ellipsis … (U+2026, one character), not three dots"),
        ("  wait until phone says \"Waiting for the microphone...\" within 3s", .threeDots, 25,
         "SPEC writes \"Waiting for the microphone…\" with the ellipsis … (U+2026, one character), not three dots"),
    ]

    @Test(arguments: table)
    func reports(line: String, code: DiagnosticCode, column: Int, hint: String?) {
        let found = Self.diagnostics(line)
        #expect(found.count == 1, "\(found.map(\.rendered))")
        guard let diagnostic = found.first else { return }
        #expect(diagnostic.code == code, "\(diagnostic.rendered)")
        #expect(diagnostic.location == SourceLocation(file: "t.drill", line: 2, column: column), "\(diagnostic.rendered)")
        #expect(diagnostic.lineText == line)
        if let hint {
            #expect(diagnostic.hint == hint)
        }
    }

    @Test func renderedTextHasLocationCodeLineCaretAndHint() {
        let text = "scenario \"Bad wait\"\n  plug\n  wait 1.5ms   # a comment\n"
        let diagnostic = DrillParser.parse(text, path: "Scenarios/d1.drill", language: .builtInApp).diagnostics[0]
        #expect(diagnostic.rendered == """
            Scenarios/d1.drill:3:8: error: [DL201] bad duration '1.5ms': it is a fraction of a millisecond
                  wait 1.5ms   # a comment
                       ^~~~~
            hint: expected a duration like 300ms, 2s, 1.5s or 1m
            """)
        #expect(diagnostic.description == "Scenarios/d1.drill:3:8: error: [DL201] bad duration '1.5ms': it is a fraction of a millisecond")
    }

    @Test func caretCountsScalarsAndCopiesTabs() {
        let text = "scenario \"s\"\n\texpect car call \"Connecting…\" \"Listening\"\n"
        let diagnostic = DrillParser.parse(text, path: "t.drill", language: .builtInApp).diagnostics[0]
        #expect(diagnostic.location.column == 32)
        #expect(diagnostic.rendered == """
            t.drill:2:32: error: [DL104] unexpected "Listening" after 'expect car call "Connecting…"'
                \texpect car call "Connecting…" "Listening"
                \t                              ^~~~~~~~~~~
            hint: the form is: expect car home "A" "B"…|call "STATE"|status "TEXT"|panel "ROW" "VALUE"…|nothing|disconnected, or expect car root|top|presented KIND "TEXT"… (KIND: grid|list|voice|alert|action-sheet|information|tab-bar|now-playing), or expect car root|top tab "TAB" [grid|list|information "ROW"…]
            """)
    }

    /// Three dots are only wrong where SPEC has a title with the ellipsis: a Realtime error's
    /// own text may hold them.
    @Test func threeDotsInTextsSPECDoesNotWordAreFine() {
        #expect(Self.diagnostics("  realtime error \"wait...\"") == [])
        #expect(Self.diagnostics("  expect car status \"wait...\"") == [])
    }

    /// Issue 18 item 6: one error on a 20,000-character line printed the line and a caret line
    /// as long (40 KB). The excerpt is a window around the caret, cut ends marked with `…`.
    @Test(arguments: [
        // The error near the start, a long comment after it.
        ("  wait 2x   # " + String(repeating: "x", count: 20_000), 8),
        // The error at the end of a long line of spaces.
        ("  plug" + String(repeating: " ", count: 20_000) + "extra", 20_007),
    ])
    func anExcerptOfALongLineIsAWindowAroundTheCaret(line: String, column: Int) throws {
        let diagnostic = try #require(Self.diagnostics(line).first)
        #expect(diagnostic.location.column == column)
        let lines = diagnostic.rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(diagnostic.rendered.utf8.count < 600, "\(diagnostic.rendered.utf8.count) bytes")
        #expect(lines.count == 4)
        let (excerpt, caret) = (Array(lines[1].unicodeScalars), Array(lines[2].unicodeScalars))
        #expect(excerpt.count <= 4 + Diagnostic.excerptWidth + 2)
        let at = try #require(caret.firstIndex(of: "^"))
        // The caret sits under the offending token's first character, as on a short line.
        let token = Array(line.unicodeScalars)[column - 1]
        #expect(excerpt[at] == token, "\(lines[1])\n\(lines[2])")
        #expect(excerpt.first(where: { $0 != " " }) == (column > 40 ? "…" : "w"), "a cut start is marked")
        #expect(excerpt.last == (column > 40 ? "a" : "…"), "a cut end is marked")
    }

    @Test func aShortLineIsShownWhole() throws {
        let line = "  wait 2x   # " + String(repeating: "x", count: Diagnostic.excerptWidth - 14)
        let diagnostic = try #require(Self.diagnostics(line).first)
        #expect(diagnostic.rendered.split(separator: "\n")[1] == "    " + line)
    }

    @Test func aWholeFileDiagnosticHasNoSourceLines() {
        let diagnostic = DrillParser.parse("", path: "empty.drill", language: .builtInApp).diagnostics[0]
        #expect(diagnostic.rendered == """
            empty.drill:1:1: error: [DL302] no scenario in file
            hint: start a scenario with a line like: scenario "The car opens on Continue and New"
            """)
    }

    @Test func everyErrorInAFileIsReportedAndTheRestStillParses() {
        let text = """
        scenario "s"
          tapp "A"
          plug
          wait 2h
          unplug
          expect cue nope
        """
        let (file, diagnostics) = DrillParser.parse(text, path: "t.drill", language: .builtInApp)
        #expect(diagnostics.map(\.code) == [.unknownWord, .badDuration, .unknownCue])
        #expect(diagnostics.map(\.location.line) == [2, 4, 6])
        #expect(file.scenarios[0].steps.map(\.kind) == [.plug, .unplug])
    }

    @Test func aWrongScenarioLineStillOpensAScenario() {
        let (file, diagnostics) = DrillParser.parse("scenario Handover\n  plug\n  unplug\n", path: "t.drill", language: .builtInApp)
        #expect(diagnostics.map(\.code) == [.expectedString])
        #expect(file.scenarios.map(\.name) == ["Handover"])
        #expect(file.scenarios[0].steps.count == 2)
    }

    @Test func junkIsCappedWithANote() {
        let text = "scenario \"s\"\n  plug\n" + String(repeating: "  nonsense\n", count: 250)
        let diagnostics = DrillParser.parse(text, path: "t.drill", language: .builtInApp).diagnostics
        #expect(diagnostics.count == DiagnosticList.limit + 1)
        #expect(diagnostics.last?.code == .tooManyErrors)
        #expect(diagnostics.last?.severity == .note)
        #expect(diagnostics.last?.message == "too many errors: stopped reading at line 103 after 100 errors")
        #expect(diagnostics.last?.location.line == 103)
    }

    @Test func anIncludedFileMayNotHoldAScenario() {
        let (steps, diagnostics) = DrillParser.parseFragment(Array("plug\nscenario \"x\"\nunplug\n".utf8), path: "p.drillpart", language: .builtInApp)
        #expect(steps.map(\.kind) == [.plug, .unplug])
        #expect(diagnostics.map(\.code) == [.scenarioInInclude])
    }

    @Test func codesAreUniqueAndNamed() {
        #expect(Set(DiagnosticCode.drill.map(\.rawValue)).count == DiagnosticCode.drill.count)
        #expect(Set(DiagnosticCode.drill.map(\.name)).count == DiagnosticCode.drill.count)
        #expect(DiagnosticCode.drill.allSatisfy { $0.rawValue.hasPrefix("DL") && $0.rawValue.count == 5 })
    }
}
