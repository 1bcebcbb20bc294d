// S6's messages quote the call they are about, receiver and arguments, as written (on one line).

extension SourceFile {
    /// An argument longer than this many characters is cut, with `…` (a closure, a long literal).
    static let quotedArgumentLimit = 64

    /// The call of the name at `index` as written, on one line: its receiver chain, the name and,
    /// with `open` and `close` (its parentheses), its arguments, except those labelled one of
    /// `dropping` (`completion:`, for the async form).
    ///
    /// `self.interfaceController?\n    .pushTemplate(list,\n animated: true)` reads
    /// `self.interfaceController?.pushTemplate(list, animated: true)`.
    func quote(call index: Int, open: Int? = nil, close: Int? = nil, dropping: [String] = []) -> String {
        let receiver = tightened(text(from: receiverStart(index), upTo: index))
        var quote = receiver + tokens[index].text
        guard let open, let close else { return quote }
        let arguments = self.arguments(between: open, and: close)
            .filter { argument in !(argument.label.map(dropping.contains) ?? false) }
            .map { argument in shortened(tightened(text(from: argument.first, through: argument.last, next: argument.last + 1))) }
        quote += "(" + arguments.joined(separator: ", ") + ")"
        return quote
    }

    /// The source from the start of token `first` to the start of token `end`.
    func text(from first: Int, upTo end: Int) -> String {
        text(line: tokens[first].line, column: tokens[first].column, toLine: tokens[end].line, column: tokens[end].column)
    }

    /// The source from the start of token `first` to the end of token `last` (`next` is the
    /// token after it: a string token records only its opening quote, so it ends where the next
    /// token starts).
    func text(from first: Int, through last: Int, next: Int) -> String {
        let token = tokens[last]
        if token.kind == .string, next < tokens.count {
            return text(from: first, upTo: next)
        }
        // A backquoted name's token text leaves out its two backquotes.
        let backquoted = character(line: token.line, column: token.column) == "`"
        let width = token.text.count + (backquoted ? 2 : 0)
        return text(line: tokens[first].line, column: tokens[first].column, toLine: token.line, column: token.column + width)
    }

    /// The source between two positions (1-based, in characters; the end excluded), clamped to
    /// the file, lines joined by `\n`.
    func text(line startLine: Int, column startColumn: Int, toLine endLine: Int, column endColumn: Int) -> String {
        guard startLine >= 1, startLine <= lines.count, endLine >= startLine else { return "" }
        var pieces: [Substring] = []
        for number in startLine...min(endLine, lines.count) {
            let line = lines[number - 1]
            let from = number == startLine ? startColumn - 1 : 0
            let to = number == endLine ? endColumn - 1 : line.count
            let lower = line.index(line.startIndex, offsetBy: max(0, min(from, line.count)))
            let upper = line.index(line.startIndex, offsetBy: max(0, min(to, line.count)))
            pieces.append(lower <= upper ? line[lower..<upper] : "")
        }
        return pieces.joined(separator: "\n")
    }

    /// The character at a position, if the file has one there.
    func character(line: Int, column: Int) -> Character? {
        guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
        let text = lines[line - 1]
        return text[text.index(text.startIndex, offsetBy: column - 1)]
    }

    /// `text` on one line: each run of white space one space, or none where a line break only
    /// continued a chain or a bracket (`foo?\n    .bar(\n  x\n)` reads `foo?.bar(x)`).
    func tightened(_ text: String) -> String {
        var out: [Character] = []
        var pendingSpace = false
        for c in text {
            if c.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace, let last = out.last, Self.needsSpace(after: last, before: c) { out.append(" ") }
            pendingSpace = false
            out.append(c)
        }
        return String(out)
    }

    /// Whether white space between `last` and `c` stays (one space) in a quote.
    static func needsSpace(after last: Character, before c: Character) -> Bool {
        if "([.".contains(last) || ")],".contains(c) { return false }
        // `.member` after a name, `?`, `!` or a bracket continues a chain; after `,` or an
        // operator it is an implicit member (`[.a, .b]`), which keeps its space.
        if c == "." { return !(last.isLetter || last.isNumber || "_?!)]`".contains(last)) }
        return true
    }

    /// `text`, cut to `quotedArgumentLimit` characters with `…` when longer.
    func shortened(_ text: String) -> String {
        text.count > Self.quotedArgumentLimit ? String(text.prefix(Self.quotedArgumentLimit)) + "…" : text
    }
}
