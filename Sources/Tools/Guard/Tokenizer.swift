/// Splits Swift source into identifier, keyword, punctuation, number and string tokens, each at
/// its 1-based line and column (columns counted in characters).
///
/// What never becomes code (S5): `//` comments, `/* */` comments (nested ones too) and the text
/// of string literals: single-line `"…"`, multi-line `"""…"""`, raw `#"…"#` with any number of
/// `#`, and extended regex literals `#/…/#`. The code inside an interpolation `\(…)` (or
/// `\#(…)` in a raw string) *is* code: its tokens follow the string's own token, nested
/// parentheses and nested strings included.
///
/// ```swift
/// let tokens = Tokenizer.tokenize("speak(\"AVSpeechSynthesizer\") // AVSpeechSynthesizer")
/// // identifier speak @1:1, punctuation ( @1:6, string " @1:7, punctuation ) @1:28
/// ```
///
/// The tokenizer never fails: an unterminated comment or string runs to the end of its file
/// (a string: of its line), as the compiler would report it anyway.
public enum Tokenizer {
    /// The tokens of `source`, in order.
    public static func tokenize(_ source: String) -> [Token] {
        var lexer = Lexer(source)
        lexer.lex()
        return lexer.tokens
    }

    /// Swift's reserved words (and `await`), which the tokenizer marks as `.keyword`. Contextual
    /// words (`get`, `set`, `async`, `some`, `mutating`…) stay identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}

/// The scanner behind `Tokenizer`: a cursor over the characters with its line and column, and
/// a stack of the string literals and interpolations it is inside. The stack is its own, not
/// the call stack: interpolations nested 200,000 deep (600 KB of `"\(`) overflowed a lexer
/// that called itself once a level.
private struct Lexer {
    /// What the lexer is inside, innermost last; empty at the top level of the code.
    enum Context {
        /// The code of an interpolation `\(…)`, with the parentheses opened in it and not closed.
        case interpolation(parentheses: Int)
        /// A string literal's text, opened by `hashes` `#` and one quote or three.
        case string(hashes: Int, multiline: Bool)
    }

    let chars: [Character]
    var index = 0
    var line = 1
    var column = 1
    var tokens: [Token] = []
    var stack: [Context] = []

    init(_ source: String) {
        chars = Array(source)
    }

    func peek(_ offset: Int = 0) -> Character? {
        let i = index + offset
        return i < chars.count ? chars[i] : nil
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < chars.count {
            let c = chars[index]
            index += 1
            if isLineBreak(c) {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }

    /// How many `#` start at `offset`.
    func hashes(at offset: Int) -> Int {
        var n = 0
        while peek(offset + n) == "#" { n += 1 }
        return n
    }

    /// Whether the characters at `offset` are `text` followed by `hashCount` `#`.
    func matches(_ text: String, hashes hashCount: Int, at offset: Int = 0) -> Bool {
        var i = offset
        for c in text {
            guard peek(i) == c else { return false }
            i += 1
        }
        for _ in 0..<hashCount {
            guard peek(i) == "#" else { return false }
            i += 1
        }
        return true
    }

    /// Reads the whole source: code, and the text of the strings it opens.
    mutating func lex() {
        while peek() != nil {
            if case .string(let hashes, let multiline) = stack.last {
                lexStringText(hashes: hashes, multiline: multiline)
            } else {
                lexCode()
            }
        }
    }

    /// Reads one token of code (or skips a space or a comment). A quote opens a string; inside
    /// an interpolation, the `)` that closes it is consumed, not emitted.
    mutating func lexCode() {
        guard let c = peek() else { return }
        let startLine = line, startColumn = column
        if c.isWhitespace {
            advance()
        } else if c == "/" && peek(1) == "/" {
            while let next = peek(), !isLineBreak(next) { advance() }
        } else if c == "/" && peek(1) == "*" {
            skipBlockComment()
        } else if c == "\"" {
            openString(hashes: 0)
        } else if c == "#" {
            let n = hashes(at: 0)
            if peek(n) == "\"" {
                openString(hashes: n)
            } else if peek(n) == "/" {
                lexRegex(hashes: n)
            } else if let next = peek(1), isIdentifierStart(next) {
                advance()
                let name = readIdentifierBody()
                tokens.append(Token(.keyword, "#" + name, line: startLine, column: startColumn))
            } else {
                advance()
                tokens.append(Token(.punctuation, "#", line: startLine, column: startColumn))
            }
        } else if c == "`" {
            lexBackquoted()
        } else if isIdentifierStart(c) || c == "$" {
            var name = String(c)
            advance()
            name += readIdentifierBody()
            let kind: Token.Kind = Tokenizer.keywords.contains(name) ? .keyword : .identifier
            tokens.append(Token(kind, name, line: startLine, column: startColumn))
        } else if c.isASCII && c.isNumber {
            lexNumber()
        } else {
            if case .interpolation(let parentheses) = stack.last {
                if c == "(" {
                    stack[stack.count - 1] = .interpolation(parentheses: parentheses + 1)
                } else if c == ")" {
                    if parentheses == 0 {
                        advance()
                        stack.removeLast()
                        return
                    }
                    stack[stack.count - 1] = .interpolation(parentheses: parentheses - 1)
                }
            }
            advance()
            tokens.append(Token(.punctuation, String(c), line: startLine, column: startColumn))
        }
    }

    /// Skips `/* … */`, counting nested `/*` so `/* a /* b */ c */` is one comment (S5).
    mutating func skipBlockComment() {
        var depth = 0
        while let c = peek() {
            if c == "/" && peek(1) == "*" {
                depth += 1
                advance(2)
            } else if c == "*" && peek(1) == "/" {
                depth -= 1
                advance(2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Opens a string literal of `hashCount` `#` and a quote (or three): emits its one
    /// `.string` token; its text is read next (`lexStringText`).
    mutating func openString(hashes hashCount: Int) {
        let multiline = matches("\"\"\"", hashes: 0, at: hashCount)
        let opening = String(repeating: "#", count: hashCount) + (multiline ? "\"\"\"" : "\"")
        tokens.append(Token(.string, opening, line: line, column: column))
        advance(opening.count)
        stack.append(.string(hashes: hashCount, multiline: multiline))
    }

    /// Skips the text of the innermost string up to its end (closing it) or up to an
    /// interpolation (whose code is read next).
    mutating func lexStringText(hashes hashCount: Int, multiline: Bool) {
        let closing = multiline ? "\"\"\"" : "\""
        while let c = peek() {
            if matches(closing, hashes: hashCount) {
                advance(closing.count + hashCount)
                stack.removeLast()
                return
            }
            if !multiline && isLineBreak(c) {
                stack.removeLast()  // unterminated: the string ends with its line
                return
            }
            if c == "\\" && matches("", hashes: hashCount, at: 1) {
                advance(1 + hashCount)
                if peek() == "(" {
                    advance()
                    stack.append(.interpolation(parentheses: 0))
                    return
                } else if let escaped = peek(), multiline || !isLineBreak(escaped) {
                    advance()  // the escaped character, `\"` included
                }
            } else {
                advance()
            }
        }
    }

    /// Skips an extended regex literal `#/ … /#` (any number of `#`), emitting one `.string` token.
    mutating func lexRegex(hashes hashCount: Int) {
        let opening = String(repeating: "#", count: hashCount) + "/"
        tokens.append(Token(.string, opening, line: line, column: column))
        advance(opening.count)
        while peek() != nil {
            if matches("/", hashes: hashCount) {
                advance(1 + hashCount)
                return
            }
            if peek() == "\\" { advance() }
            advance()
        }
    }

    /// Reads `` `name` `` as the identifier `name` (a keyword used as a name is a name).
    mutating func lexBackquoted() {
        let startLine = line, startColumn = column
        var end = 1
        while let c = peek(end), c != "`", !isLineBreak(c) { end += 1 }
        guard peek(end) == "`" else {
            advance()
            tokens.append(Token(.punctuation, "`", line: startLine, column: startColumn))
            return
        }
        let name = String(chars[(index + 1)..<(index + end)])
        advance(end + 1)
        tokens.append(Token(.identifier, name, line: startLine, column: startColumn))
    }

    mutating func lexNumber() {
        let startLine = line, startColumn = column
        var text = ""
        while let c = peek() {
            let continues: Bool
            if c.isLetter || (c.isASCII && c.isNumber) || c == "_" {
                continues = true
            } else if c == ".", let next = peek(1), next.isASCII, next.isNumber {
                continues = true
            } else if (c == "+" || c == "-"), let last = text.last, "eEpP".contains(last), !text.hasPrefix("0x") || "pP".contains(last) {
                continues = true
            } else {
                continues = false
            }
            guard continues else { break }
            text.append(c)
            advance()
        }
        tokens.append(Token(.number, text, line: startLine, column: startColumn))
    }

    mutating func readIdentifierBody() -> String {
        var name = ""
        while let c = peek(), isIdentifierStart(c) || c.isNumber || c == "$" {
            name.append(c)
            advance()
        }
        return name
    }
}

private func isLineBreak(_ c: Character) -> Bool {
    c == "\n" || c == "\r\n" || c == "\r"
}

private func isIdentifierStart(_ c: Character) -> Bool {
    if c == "_" || c.isLetter { return true }
    // Swift also allows most non-ASCII symbols (emoji…) in names; ASCII punctuation never.
    return !c.isASCII && !c.isWhitespace && !c.isPunctuation && !c.isMathSymbol
}
