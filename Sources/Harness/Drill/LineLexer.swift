/// Splits one line's UTF-8 bytes into tokens: checks the bytes are text, then reads bare words,
/// quoted strings (escapes `\"` and `\\`) and commas up to a `#` comment.
///
/// It walks bytes once with a running column, so a line costs time in proportion to its
/// length however long it is.
struct LineLexer {
    /// The whole file's bytes (valid while the file is read).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The line's bytes: `bytes[start..<end]`, without its line break.
    let start: Int
    let end: Int
    /// The line, for diagnostics.
    let context: LineContext

    /// The line's tokens, or the first problem in it.
    func tokens() throws(Diagnostic) -> [Token] {
        try checkText()
        var tokens: [Token] = []
        var i = start
        var column = 1
        while i < end {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                i += 1
                column += 1
            case UInt8(ascii: "#"):
                return tokens
            case UInt8(ascii: ","):
                tokens.append(Token(kind: .comma, text: ",", column: column, length: 1))
                i += 1
                column += 1
            case UInt8(ascii: "\""):
                let (token, next) = try string(from: i, column: column)
                tokens.append(token)
                i = next
                column = token.endColumn
            default:
                let first = i
                var length = 0
                while i < end, !Self.endsWord(bytes[i]) {
                    if !Self.isContinuation(bytes[i]) { length += 1 }
                    i += 1
                }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<i]), as: UTF8.self)
                tokens.append(Token(kind: .word, text: text, column: column, length: length))
                column += length
            }
        }
        return tokens
    }

    /// A quoted string starting at the quote at `quote`; returns the token and the index after it.
    private func string(from quote: Int, column: Int) throws(Diagnostic) -> (Token, Int) {
        var text: [UInt8] = []
        var i = quote + 1
        var length = 1
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                let token = Token(kind: .string, text: String(decoding: text, as: UTF8.self), column: column, length: length + 1)
                return (token, i + 1)
            }
            if byte == UInt8(ascii: "\\") {
                let next = i + 1 < end ? bytes[i + 1] : nil
                guard let next, next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") else {
                    let shown = next == nil ? "" : String(decoding: escapeBytes(from: i + 1), as: UTF8.self)
                    throw context.diagnostic(
                        .badEscape, column: column + length, length: next == nil ? 1 : 2,
                        "unknown escape '\\\(shown)' in a string",
                        hint: #"the only escapes are \" for a quote and \\ for a backslash"#)
                }
                text.append(next)
                i += 2
                length += 2
                continue
            }
            text.append(byte)
            if !Self.isContinuation(byte) { length += 1 }
            i += 1
        }
        throw context.diagnostic(
            .unterminatedString, column: column, length: length, "unterminated string",
            hint: #"end the string with a " on the same line (write \" for a quote inside it)"#)
    }

    /// The bytes of the one character after a backslash.
    private func escapeBytes(from i: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        var j = i + 1
        while j < end, Self.isContinuation(bytes[j]) { j += 1 }
        return bytes[i..<j]
    }

    /// Throws at the first byte that is not text: invalid UTF-8, NUL or another control character.
    private func checkText() throws(Diagnostic) {
        var i = start
        var column = 1
        while i < end {
            let byte = bytes[i]
            if byte < 0x80 {
                if (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F {
                    let name = byte == 0 ? " (NUL)" : ""
                    throw context.diagnostic(
                        .controlCharacter, column: column,
                        "control character U+\(hex(byte, width: 4))\(name) in the text",
                        hint: "drill files are plain UTF-8 text; remove the character (is this a binary file?)")
                }
                i += 1
            } else if let length = Self.sequenceLength(bytes, at: i, end: end) {
                i += length
            } else {
                throw context.diagnostic(
                    .invalidUTF8, column: column, "invalid UTF-8 byte 0x\(hex(byte, width: 2))",
                    hint: "save the file as UTF-8 text (is this a binary file?)")
            }
            column += 1
        }
    }

    private func hex(_ byte: UInt8, width: Int) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: width - digits.count) + digits
    }

    /// The length of the well-formed UTF-8 sequence of two to four bytes at `i`, or nil
    /// (overlong forms, surrogates and values past U+10FFFF are not well-formed).
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int? {
        let lead = bytes[i]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, high) = (3, 0x9F)
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, high) = (4, 0x8F)
        default: return nil
        }
        guard i + length <= end, (low...high).contains(bytes[i + 1]) else { return nil }
        for k in 2..<length where !isContinuation(bytes[i + k]) {
            return nil
        }
        return length
    }

    /// True for the bytes after the first of a multi-byte UTF-8 sequence.
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// True for the bytes that end a bare word: space, tab, quote, comma, `#`.
    static func endsWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "#"): true
        default: false
        }
    }
}
