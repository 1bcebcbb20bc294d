import Host

/// Reads a line's tokens left to right for the step parser. Each read either returns what the
/// form wants next or throws a diagnostic that says what was expected, with the step's form
/// as the hint.
package struct LineCursor {
    /// The line's tokens.
    package let tokens: [Token]
    /// The line, for diagnostics.
    package let context: LineContext
    /// The form of the step being read (`tap "TITLE" [now], tap gear or tap back`), shown when a
    /// read fails: the form of the last word read that has one (`DrillWord.form`).
    package var form: String
    /// The next token to read.
    package private(set) var index: Int

    /// A cursor over `tokens`, starting at `index`.
    package init(tokens: [Token], context: LineContext, form: String, index: Int = 0) {
        self.tokens = tokens
        self.context = context
        self.form = form
        self.index = index
    }

    /// True when every token has been read.
    package var isAtEnd: Bool { index >= tokens.count }

    /// The next token, not read.
    package var next: Token? { isAtEnd ? nil : tokens[index] }

    /// Reads the next token, if any.
    package mutating func take() -> Token? {
        guard let token = next else { return nil }
        index += 1
        return token
    }

    /// The words read so far (`'given realtime auto'`), to say what needs more.
    package var readSoFar: String {
        var text = ""
        for token in tokens[..<index] {
            if token.kind != .comma, !text.isEmpty { text += " " }
            text += token.kind == .string ? "\"\(token.text)\"" : token.text
        }
        return "'\(text)'"
    }

    /// The hint every failed read gets: the step's form.
    package var formHint: String { "the form is: \(form)" }

    /// "Needs more": points just past the last token, where the line ends too soon.
    package func missing(_ what: String, hint: String? = nil) -> Diagnostic {
        let column = tokens.last?.endColumn ?? 1
        return context.diagnostic(.missingArgument, column: column, "\(readSoFar) needs \(what)", hint: hint ?? formHint)
    }

    /// A diagnostic pointing at `token`, hinting the form unless told otherwise.
    package func error(_ code: DiagnosticCode, at token: Token, _ message: String, hint: String? = nil) -> Diagnostic {
        context.diagnostic(code, at: token, message, hint: hint ?? formHint)
    }

    /// Reads a bare word.
    package mutating func word(_ what: String) throws(Diagnostic) -> Token {
        guard let token = next else { throw missing(what) }
        guard token.kind == .word else {
            let hint = token.kind == .string ? "write it without quotes: \(token.text)" : nil
            throw error(.unexpectedToken, at: token, "expected \(what), found \(token.quoted)", hint: hint)
        }
        index += 1
        return token
    }

    /// Reads a quoted string.
    package mutating func string(_ what: String) throws(Diagnostic) -> Token {
        guard let token = next else { throw missing(what) }
        switch token.kind {
        case .string:
            index += 1
            return token
        case .word:
            throw error(.expectedString, at: token, "expected \(what) in double quotes, found the word \(token.quoted)",
                        hint: "write it in quotes: \"\(token.text)\"")
        case .comma:
            throw error(.unexpectedToken, at: token, "expected \(what), found ','")
        }
    }

    /// Reads a bare word or a quoted string: a value the runner checks (a setting's value).
    package mutating func text(_ what: String) throws(Diagnostic) -> String {
        guard let token = next else { throw missing(what) }
        guard token.kind != .comma else { throw error(.unexpectedToken, at: token, "expected \(what), found ','") }
        index += 1
        return token.text
    }

    /// Reads one of `C`'s raw values; with `rest`, the words to the end of the line joined by
    /// spaces (for options of several words, like `open sheet`).
    package mutating func choice<C: CaseIterable & RawRepresentable>(_: C.Type, _ what: String, rest: Bool = false) throws(Diagnostic) -> C
    where C.RawValue == String {
        let (phrase, span) = try words(what, rest: rest)
        if let value = C(rawValue: phrase) { return value }
        throw unknown(what, phrase, span: span, options: C.allCases.map(\.rawValue))
    }

    /// Reads one of `values`' raw values (see `choice(_:_:rest:)`).
    package mutating func choice<C: RawRepresentable>(among values: [C], _ what: String) throws(Diagnostic) -> C
    where C.RawValue == String {
        let (phrase, span) = try words(what, rest: false)
        if let value = C(rawValue: phrase), values.contains(where: { $0.rawValue == phrase }) { return value }
        throw unknown(what, phrase, span: span, options: values.map(\.rawValue))
    }

    /// Reads one of `options`, a word, and returns its index (see `choice(_:_:rest:)`).
    package mutating func choice(among options: [String], _ what: String) throws(Diagnostic) -> Int {
        let (phrase, span) = try words(what, rest: false)
        if let index = options.firstIndex(of: phrase) { return index }
        throw unknown(what, phrase, span: span, options: options)
    }

    /// Reads a word, or with `rest` every word left, joined by spaces; and the span they cover.
    private mutating func words(_ what: String, rest: Bool) throws(Diagnostic) -> (String, Step.Span) {
        guard let first = next else { throw missing(Self.withArticle(what)) }
        var last = try word(what)
        var phrase = last.text
        while rest, !isAtEnd {
            last = try word(what)
            phrase += " " + last.text
        }
        return (phrase, Step.Span(column: first.column, length: last.endColumn - first.column))
    }

    /// The diagnostic for a word that is none of `options`: the nearest one, or them all.
    private func unknown(_ what: String, _ phrase: String, span: Step.Span, options: [String]) -> Diagnostic {
        context.diagnostic(
            .unknownOption, column: span.column, length: span.length, "unknown \(what): '\(phrase)'",
            hint: Suggest.nearest(phrase, among: options).map { "did you mean '\($0)'?" }
                ?? "expected one of: \(options.joined(separator: ", "))")
    }

    /// `what` after "a" or "an".
    package static func withArticle(_ what: String) -> String {
        let vowel = what.first.map { "aeiou".contains($0) } ?? false
        return (vowel ? "an " : "a ") + what
    }

    /// Reads a duration (`300ms`, `2s`, `1.5s`, `1m`) in milliseconds.
    package mutating func duration() throws(Diagnostic) -> Millis {
        guard let token = next else { throw missing("a duration", hint: DurationLiteral.expectedForm) }
        guard token.kind == .word else {
            throw error(.badDuration, at: token, "expected a duration, found \(token.quoted)", hint: DurationLiteral.expectedForm)
        }
        do throws(DurationLiteral.Problem) {
            let value = try DurationLiteral.milliseconds(token.text)
            index += 1
            return value
        } catch {
            var hint = DurationLiteral.expectedForm
            // `2 s`: the unit came apart from its number.
            if error == .missingUnit, index + 1 < tokens.count, ["ms", "s", "m"].contains(tokens[index + 1].text) {
                hint = "write the unit right after the number, with no space: \(token.text)\(tokens[index + 1].text)"
            }
            throw self.error(.badDuration, at: token, "bad duration \(token.quoted): \(error.phrase)", hint: hint)
        }
    }

    /// Reads a whole number: decimal, or hexadecimal after `0x` when `hex` allows it.
    package mutating func number<N: FixedWidthInteger>(_: N.Type, _ what: String, hex: Bool = false, minimum: N = 0) throws(Diagnostic) -> N {
        let token = try word(what)
        let text = token.text
        let value: N? = if hex, text.hasPrefix("0x") || text.hasPrefix("0X") {
            N(text.dropFirst(2), radix: 16)
        } else if text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            N(text, radix: 10)
        } else {
            nil
        }
        guard let value, value >= minimum else {
            let expected = minimum > 0 ? "a whole number, \(minimum) or more" : "a whole number"
            throw error(.badNumber, at: token, "bad \(what) \(token.quoted): expected \(expected)",
                        hint: hex ? "write it in decimal (42) or hexadecimal (0x2A)" : nil)
        }
        return value
    }

    /// Counts every token as read, for a reader that read the rest of the line with cursors of
    /// its own (`expect … now`, `wait until … within D`).
    package mutating func readAll() {
        index = tokens.count
    }

    /// Throws if any token is left: the step has all it needs.
    package func end() throws(Diagnostic) {
        guard let extra = next else { return }
        throw error(.unexpectedToken, at: extra, "unexpected \(extra.quoted) after \(readSoFar)")
    }
}
