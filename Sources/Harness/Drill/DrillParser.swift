/// Reads drill text into scenarios and diagnostics: no file system, no execution.
///
/// It reads one line at a time and does not stop at an error: a wrong line gets one diagnostic
/// and the next line is read as usual, so one run reports every problem in a file (up to 100
/// errors; past that it stops with a note). Bytes that are not text (NUL, invalid UTF-8) are
/// diagnostics too, never a crash.
///
/// ```swift
/// let (file, diagnostics) = DrillParser.parse(Array(text.utf8), path: "d1.drill", language: .builtInApp)
/// ```
public enum DrillParser {
    /// A scenario file: `scenario "NAME"` blocks of steps. Includes are left as `.include`
    /// steps (`DrillLoader` expands them).
    public static func parse(_ source: [UInt8], path: String, language: DrillLanguage) -> (file: DrillFile, diagnostics: [Diagnostic]) {
        var run = Run(source: source, path: path, isFragment: false, language: language)
        run.read()
        return (DrillFile(path: path, scenarios: run.scenarios), run.finished())
    }

    /// A scenario file given as text (see `parse(_:path:language:)`).
    public static func parse(_ text: String, path: String, language: DrillLanguage) -> (file: DrillFile, diagnostics: [Diagnostic]) {
        parse(Array(text.utf8), path: path, language: language)
    }

    /// An included file: steps only, no `scenario` lines.
    public static func parseFragment(_ source: [UInt8], path: String, language: DrillLanguage) -> (steps: [Step], diagnostics: [Diagnostic]) {
        var run = Run(source: source, path: path, isFragment: true, language: language)
        run.read()
        return (run.fragmentSteps, run.finished())
    }

    /// One parse of one file.
    private struct Run {
        let source: [UInt8]
        let path: String
        let isFragment: Bool
        let language: DrillLanguage
        var scenarios: [Scenario] = []
        var fragmentSteps: [Step] = []
        var diagnostics = DiagnosticList()
        var lineCount = 0
        /// The text of the last `scenario` line, for the empty-scenario warning.
        var openScenarioLine = ""

        init(source: [UInt8], path: String, isFragment: Bool, language: DrillLanguage) {
            self.source = source
            self.path = path
            self.isFragment = isFragment
            self.language = language
        }

        mutating func read() {
            // One buffer for the whole read: indexing it costs no reference counting, which
            // keeps a 10 MB file fast even in a debug build.
            let source = self.source
            source.withUnsafeBufferPointer { readLines($0) }
            if diagnostics.isFull { return }
            closeScenario()
            if !isFragment, scenarios.isEmpty {
                diagnostics.append(Diagnostic(
                    code: .noScenario, location: SourceLocation(file: path, line: 1, column: 1),
                    message: "no scenario in file",
                    hint: #"start a scenario with a line like: scenario "The car opens on Continue and New""#))
            }
        }

        mutating func readLines(_ source: UnsafeBufferPointer<UInt8>) {
            let newline = UInt8(ascii: "\n")
            let carriageReturn = UInt8(ascii: "\r")
            // A UTF-8 byte order mark is allowed and skipped.
            var start = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start < source.count || (start == source.count && lineCount == 0) {
                var end = start
                while end < source.count, source[end] != newline { end += 1 }
                let next = end + 1
                if end > start, source[end - 1] == carriageReturn { end -= 1 }
                lineCount += 1
                line(source, start: start, end: end)
                if diagnostics.isFull { return }
                start = next
            }
        }

        mutating func line(_ source: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self)
            let context = LineContext(path: path, line: lineCount, text: text)
            do throws(Diagnostic) {
                let tokens = try LineLexer(bytes: source, start: start, end: end, context: context).tokens()
                guard let head = tokens.first else { return }
                if head.isWord("scenario") {
                    try scenario(tokens, context: context)
                    return
                }
                let kind = try StepParser(tokens: tokens, context: context, language: language).parse()
                for token in tokens where token.kind == .string {
                    try language.checkText(token, context)
                }
                let step = Step(kind: kind, location: context.location(head.column), lineText: text,
                                tokenSpans: tokens.map { Step.Span(column: $0.column, length: $0.length) })
                try append(step, head: head, context: context)
            } catch {
                diagnostics.append(error)
            }
        }

        mutating func scenario(_ tokens: [Token], context: LineContext) throws(Diagnostic) {
            var cursor = LineCursor(tokens: tokens, context: context, form: language.stepForm, index: 1)
            if isFragment {
                throw cursor.error(.scenarioInInclude, at: tokens[0], "a 'scenario' line in an included file",
                                   hint: "an included file holds steps only; move the scenario to a file of its own")
            }
            closeScenario()
            openScenarioLine = context.text
            // A wrong scenario line still opens a scenario, so its steps are not each reported
            // as outside one.
            scenarios.append(Scenario(name: tokens.dropFirst().map(\.text).joined(separator: " "), location: context.location(tokens[0].column)))
            scenarios[scenarios.count - 1].name = try Grammar.scenario.read(&cursor)
            try cursor.end()
        }

        mutating func append(_ step: Step, head: Token, context: LineContext) throws(Diagnostic) {
            if isFragment {
                fragmentSteps.append(step)
                return
            }
            guard !scenarios.isEmpty else {
                throw context.diagnostic(.stepOutsideScenario, at: head, "a step before the first scenario",
                                         hint: #"start a scenario first, with a line like: scenario "NAME""#)
            }
            if case .rules(let ids) = step.kind {
                scenarios[scenarios.count - 1].rules += ids
            }
            scenarios[scenarios.count - 1].steps.append(step)
        }

        /// Warns when the scenario just read checks nothing.
        mutating func closeScenario() {
            guard let last = scenarios.last else { return }
            let acts = last.steps.contains { if case .rules = $0.kind { false } else { true } }
            if !acts {
                diagnostics.append(Diagnostic(
                    code: .emptyScenario, location: last.location, length: "scenario".count,
                    message: "scenario \"\(last.name)\" has no steps",
                    hint: "add its steps below it, one a line; a scenario with none passes without checking anything",
                    lineText: openScenarioLine))
            }
        }

        func finished() -> [Diagnostic] {
            diagnostics.finished(at: SourceLocation(file: path, line: lineCount, column: 1))
        }
    }
}
